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

/**
 * The guest's direct link for a sent request, read from the outbox, after checking the code
 * mailed to them: what a guest does before POST /v3/direct/sign.
 */
export async function confirmedGuestOf(testApp: TestApp, requestId: string, email: string): Promise<{ guestId: string; requestId: string }> {
  const link = (await testApp.mailsTo(email)).flatMap((mail) => mail.links).map((entry) => new RegExp(`/view/${requestId}/([A-Za-z0-9_-]{43})$`).exec(entry)?.[1]).find(Boolean);
  const guest = { guestId: link ?? "", requestId };
  await callAsGuest(testApp, guest, "POST", "/v1/direct/tan/resend", {});
  const mail = (await testApp.mailsTo(email)).find((entry) => entry.template === "direct-sign-tan");
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1] ?? "";
  const checked = await callAsGuest(testApp, guest, "POST", "/v1/direct/tan/check", { tan: code });
  if (checked.status !== 200) throw new Error(`The guest's code was refused: ${JSON.stringify(checked.body)}`);
  return guest;
}
