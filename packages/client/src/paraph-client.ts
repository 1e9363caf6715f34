import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { paths } from "./schema.d.ts";

export type ParaphClient = Client<paths>;

export interface ParaphClientOptions {
  /** The server's origin, e.g. `https://sign.example.com`; paths carry their `/api` prefix. */
  baseUrl: string;
  /** A bearer token: a session's, or one from `loginWithApiKey`. */
  token?: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/**
 * A client of every operation of the Paraph API, typed from the OpenAPI document:
 * `client.POST("/api/v3/documents", { body, params: { header: { "Idempotency-Key": key } } })`
 * answers `{ data, error, response }` with `data` typed per operation and `error` as
 * `{ code, message, details }`.
 */
export function createParaphClient(options: ParaphClientOptions): ParaphClient {
  const client = createClient<paths>({ baseUrl: trimSlash(options.baseUrl), ...(options.fetch ? { fetch: options.fetch } : {}) });
  if (options.token) client.use(bearer(options.token));
  return client;
}

function bearer(token: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set("Authorization", `Bearer ${token}`);
      return request;
    },
  };
}

export function trimSlash(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, "");
}
