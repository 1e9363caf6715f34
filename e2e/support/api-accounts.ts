import { expect } from "vitest";
import { register, requestConfirmation } from "@paraph/contracts";
import { waitForMail } from "./server.ts";

export const API_PASSWORD = "Quiet-lantern-47-orbit";

/** Longer than any one call of the suites takes, shorter than their 90 s test limit: a call the server never answers names itself. */
const CALL_LIMIT_MS = 60_000;

/** One JSON call to the API (`/api` + path) as a user or anonymously; the answer's status and body. */
export async function callApi(
  serverUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${serverUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : null,
    signal: AbortSignal.timeout(CALL_LIMIT_MS),
  }).catch((error: unknown) => {
    throw new Error(`${method} /api${path} got no answer: ${String(error)}`, { cause: error });
  });
  const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
  return { status: response.status, body: isJson ? ((await response.json()) as Record<string, unknown>) : {} };
}

/**
 * Signs up through the API as docs/API.md's walk-through does: the confirmation mail from the
 * outbox (or, for a server that sends by SMTP, from `readConfirmationLinks`), then the
 * registration, which verifies the e-mail address. Returns the session token.
 */
export async function signUpThroughApi(
  serverUrl: string,
  email: string,
  person: { firstName: string; lastName: string },
  readConfirmationLinks: (email: string) => Promise<string[]> = async (to) => (await waitForMail(serverUrl, to)).links,
): Promise<string> {
  const requested = await callApi(serverUrl, requestConfirmation.method, requestConfirmation.path, { body: { email, lang: "en-gb" } });
  expect(requested.status).toBe(204);
  const link = (await readConfirmationLinks(email)).find((candidate) => candidate.includes("token="));
  const token = link ? new URL(link).searchParams.get("token") : null;
  expect(token).toBeTruthy();
  const registered = await callApi(serverUrl, register.method, register.path, {
    body: { firstName: person.firstName, lastName: person.lastName, password: API_PASSWORD, token, gtc: true },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return String(registered.body.token);
}
