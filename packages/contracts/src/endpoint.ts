import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * How a caller proves who they are: none, a session or API bearer token, or a direct-sign link
 * (Basic); `user-or-direct` takes either (mobile signing serves accounts and guests on one path).
 */
export type EndpointAuth = "none" | "user" | "optional-user" | "direct" | "user-or-direct";

/**
 * One HTTP endpoint: its method, its path under `/api` (Fastify style, `:id` for parameters),
 * and the zod schemas of what it takes and returns. Server and web client read the same object.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: EndpointAuth;
  /**
   * Whether a business's API user (docs/api-users.md) may call it. API users reach only the
   * calls an integration needs (documents, signature requests, signing, its own user); the
   * server answers every other authenticated call of theirs with 403 `api_user_not_allowed`.
   */
  apiUsers?: boolean;
  /**
   * Whether the embedded composer's confined session (docs/embedding.md) may call it, and what its
   * `id` parameter must be for the call to stay in that session's scope (else 404): `request` the
   * session's request; `document` a document of it; `template` the session's template;
   * `from-template` the session's template while its draft is not made yet (the answer's request
   * becomes the scope's); `business` the session's business; `caller` no resource (the caller's
   * own user, the clock). Unmarked: 403 `embedded_session_not_allowed`.
   */
  embedded?: "request" | "document" | "template" | "from-template" | "business" | "caller";
  /** The status of a successful answer: 200/201/202 with `response`, or 204 with no body. */
  successStatus: 200 | 201 | 202 | 204;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** For endpoints whose body is a file's bytes (not JSON): the media types taken and the size limit. */
  rawBody?: { mediaTypes: readonly string[]; maxBytes: number };
  response?: z.ZodType;
  /**
   * Other renditions of the success answer, chosen with the request's Accept header; `response`
   * (JSON) stays the default. `binary` marks bytes rather than text in the OpenAPI document.
   */
  alternativeResponses?: readonly { mediaType: string; description: string; binary?: boolean }[];
  /**
   * A POST that creates: it takes an `Idempotency-Key` header, and a retry with the same key and
   * request gets the first answer again instead of creating twice (docs/idempotency.md).
   */
  idempotent?: true;
}

/** Keeps the literal types of an endpoint (method, auth, which schemas exist) for server and client typing. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SchemaOutput<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType } ? z.output<S> : undefined;
type SchemaInput<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** What the server receives after validation, and what a client sends and gets back. */
export type EndpointParams<E> = SchemaOutput<E, "params">;
export type EndpointQuery<E> = SchemaOutput<E, "query">;
export type EndpointBody<E> = SchemaOutput<E, "body">;
export type EndpointBodyInput<E> = SchemaInput<E, "body">;
export type EndpointQueryInput<E> = SchemaInput<E, "query">;
export type EndpointResponse<E> = E extends { response: infer S extends z.ZodType } ? z.output<S> : void;

/** Replaces `:name` parameters of an endpoint path with values, for clients. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
