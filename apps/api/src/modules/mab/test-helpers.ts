import { expect } from "vitest";
import type { TestApp } from "../../test-support/test-app.ts";

/** The browser's part of the round trip: open the demo provider's page, press a button, follow the redirect's query. */
export async function decideInDemoApp(testApp: TestApp, authorizationUrl: string, decision: "approve" | "reject"): Promise<Record<string, string>> {
  const url = new URL(authorizationUrl);
  const page = await testApp.request({ method: "GET", url: `${url.pathname}${url.search}` });
  expect(page.statusCode, page.body).toBe(200);
  const requestUri = url.searchParams.get("request_uri") ?? "";
  const answer = await testApp.request({
    method: "POST",
    url: url.pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ request_uri: requestUri, decision }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  const location = new URL(String(answer.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`${testApp.context.publicUrl}/mab/redirect`);
  return Object.fromEntries(location.searchParams);
}
