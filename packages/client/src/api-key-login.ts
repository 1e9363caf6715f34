import { trimSlash } from "./paraph-client.ts";

/** What the API answers to a refused call: a stable code, a message, sometimes details. */
export class ParaphApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ParaphApiError";
  }
}

export interface ApiKeySession {
  /** The bearer token for `createParaphClient({ token })`. */
  token: string;
  /** When the token stops working (ISO 8601); log in again before then. */
  expiresAt: string;
}

/**
 * Logs an API user in with its key: `POST /api/v2/access/login` with `{ username, api_key }`.
 * A wrong user name or key throws a ParaphApiError with status 401.
 */
export async function loginWithApiKey(baseUrl: string, username: string, apiKey: string, fetchImpl: typeof globalThis.fetch = globalThis.fetch): Promise<ApiKeySession> {
  const response = await fetchImpl(`${trimSlash(baseUrl)}/api/v2/access/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ username, api_key: apiKey }),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    throw new ParaphApiError(
      response.status,
      typeof body?.code === "string" ? body.code : "unknown_error",
      typeof body?.message === "string" ? body.message : `The login answered ${response.status}`,
      body?.details as Record<string, unknown> | undefined,
    );
  }
  if (typeof body?.token !== "string" || typeof body.expiresAt !== "string") {
    throw new ParaphApiError(response.status, "unexpected_answer", "The login answer has no token or expiresAt");
  }
  return { token: body.token, expiresAt: body.expiresAt };
}
