import type { TestApp } from "../../test-support/test-app.ts";

/** A signer without an account, as their direct link names them. */
export interface Guest {
  email: string;
  guestId: string;
  requestId: string;
  signerId: string;
}

/** The Authorization header a direct link's page sends: Basic with the guest id and the request id. */
export function guestAuthorization(credentials: { guestId: string; requestId: string }): string {
  return `Basic ${Buffer.from(`${credentials.guestId}:${credentials.requestId}`).toString("base64")}`;
}

/** One API call through a direct link; the body parsed when it is JSON. */
export async function callAsGuest(
  testApp: TestApp,
  credentials: { guestId: string; requestId: string },
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await testApp.request({ method, url: `/api${url}`, headers: { authorization: guestAuthorization(credentials) }, ...(payload ? { payload } : {}) });
  const isJson = String(response.headers["content-type"] ?? "").includes("application/json");
  return { status: response.statusCode, body: (isJson ? response.json() : {}) as Record<string, unknown> };
}
