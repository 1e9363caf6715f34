import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery } from "@paraph/contracts";
import { readBasicCredentials, type DirectAuthContext, type DirectLinkResolver } from "../auth/direct-links.ts";
import { readBearerToken, type AuthContext, type EmbeddedScope, type SessionStore } from "../auth/sessions.ts";
import { AppError } from "../errors/app-error.ts";
import type { Idempotency } from "./idempotency/idempotency.ts";
import { ALTERNATIVE_RESPONSES_MARK, IDEMPOTENT_OPERATION_MARK } from "./openapi.ts";
import type { RateLimiter, RateLimitRule } from "./rate-limiter.ts";

export interface HandlerContext<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type AuthOf<E extends Endpoint> = E["auth"] extends "user"
  ? AuthContext
  : E["auth"] extends "optional-user"
    ? AuthContext | null
    : E["auth"] extends "direct"
      ? DirectAuthContext
      : E["auth"] extends "user-or-direct"
        ? AuthContext | DirectAuthContext
        : null;

export type Handler<E extends Endpoint> = (
  context: HandlerContext<E> & { auth: AuthOf<E> },
) => Promise<(E extends { response: infer S extends z.ZodType } ? z.input<S> : void) | FastifyReply>;

/** A rate limit on a route: the rule, and which part of the request names the bucket. */
export interface RouteRateLimit<E extends Endpoint> {
  rule: RateLimitRule;
  key: (context: HandlerContext<E>) => string | undefined;
}

/**
 * The body an operation without one may carry (a client's `{}` or `null`): anything larger is
 * refused with 413 from its Content-Length, before a byte of it is read or parsed.
 */
export const BODYLESS_OPERATION_LIMIT_BYTES = 1024;

/** A route's body limit: a file body's own, the caller's, the small one of an operation that takes none, or the app's. */
function bodyLimitOf(endpoint: Endpoint, requested: number | undefined): number | undefined {
  if (endpoint.rawBody) return endpoint.rawBody.maxBytes;
  if (requested) return requested;
  return endpoint.body ? undefined : BODYLESS_OPERATION_LIMIT_BYTES;
}

/**
 * What the route registrar asks about an embedded composer session's scope (set by the
 * embedded-sessions module): whether a document belongs to the request, and the binding of a
 * template's session to the draft it made.
 */
export interface EmbeddedScopes {
  isDocumentOfRequest(documentId: string, requestId: string): Promise<boolean>;
  bindRequest(embeddedSessionId: string, requestId: string): Promise<void>;
}

/** Whose idempotency keys these are: an account, or the guest of a direct-sign link. */
function callerOf(auth: AuthContext | DirectAuthContext): string {
  return "userId" in auth ? `user:${auth.userId}` : `guest:${auth.signerId}`;
}

/**
 * Binds contracts from packages/contracts to handlers: validation of params, query and body,
 * the serialised response, authentication and rate limits all come from the one endpoint object.
 */
export class RouteRegistrar {
  private readonly rawMediaTypes = new Set<string>();
  /** Set by the direct-sign module; until then no direct link authenticates. */
  directLinks: DirectLinkResolver = async () => null;
  /** Set by the embedded-sessions module; until then a confined session reaches no document. */
  embeddedScopes: EmbeddedScopes = { isDocumentOfRequest: async () => false, bindRequest: async () => undefined };

  constructor(
    private readonly app: FastifyInstance,
    private readonly sessions: SessionStore,
    private readonly rateLimiter: RateLimiter,
    private readonly idempotency: Idempotency,
  ) {}

  add<E extends Endpoint>(
    endpoint: E,
    handler: Handler<E>,
    /** `logLevel` quiets a route polled every few seconds (health checks) below info. */
    options: { rateLimits?: RouteRateLimit<E>[]; bodyLimit?: number; logLevel?: LogLevel } = {},
  ): void {
    const schema = {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth === "direct"
        ? { security: [{ directLink: [] }] }
        : endpoint.auth === "user-or-direct"
          ? { security: [{ bearer: [] }, { directLink: [] }] as Record<string, string[]>[] }
          : endpoint.auth !== "none"
            ? { security: [{ bearer: [] }] }
            : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.response ? { response: { [endpoint.successStatus]: endpoint.response } } : {}),
      ...(endpoint.idempotent ? { [IDEMPOTENT_OPERATION_MARK]: true } : {}),
      ...(endpoint.alternativeResponses ? { [ALTERNATIVE_RESPONSES_MARK]: endpoint.alternativeResponses } : {}),
    };
    if (endpoint.rawBody) this.acceptRawBody(endpoint.rawBody.mediaTypes);
    const bodyLimit = bodyLimitOf(endpoint, options.bodyLimit);
    this.app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: `/api${endpoint.path}`,
      schema,
      ...(bodyLimit ? { bodyLimit } : {}),
      ...(options.logLevel ? { logLevel: options.logLevel } : {}),
      ...(endpoint.idempotent ? this.idempotencyHooks() : {}),
      handler: async (request, reply) => {
        const context = {
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          reply,
        } as HandlerContext<E>;
        for (const limit of options.rateLimits ?? []) {
          const key = limit.key(context);
          if (key !== undefined) await this.rateLimiter.hit(limit.rule, key);
        }
        const auth = await this.authenticate(endpoint, request);
        const embedded = auth && "embedded" in auth ? auth.embedded : undefined;
        if (embedded) await this.assertInEmbeddedScope(endpoint, request.params, embedded);
        if (endpoint.idempotent && auth && (await this.idempotency.begin(request, reply, callerOf(auth))) === "replayed") return reply;
        const result = await handler({ ...context, auth } as HandlerContext<E> & { auth: AuthOf<E> });
        // A template's composer session now composes the draft it made.
        if (embedded && endpoint.embedded === "from-template") await this.embeddedScopes.bindRequest(embedded.embeddedSessionId, (result as { id: string }).id);
        // Endpoints answering with bytes (PDFs, images) send through `reply` and return it.
        if (result === reply || reply.sent) return reply;
        if (endpoint.successStatus === 204) return reply.status(204).send();
        return reply.status(endpoint.successStatus).send(result);
      },
    });
  }

  /** The request's body is hashed as it is read; the answer is stored (or the key released) as it is sent. */
  private idempotencyHooks() {
    return {
      preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: Readable) => this.idempotency.hashBody(request, payload),
      onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        await this.idempotency.settle(request, reply, payload);
        return payload;
      },
      // A request that ended without onSend (its connection dropped) must not hold its key.
      onResponse: async (request: FastifyRequest, reply: FastifyReply) => this.idempotency.settle(request, reply, Symbol("not sent")),
    };
  }

  /**
   * File bodies (images) arrive as one Buffer in `request.body`. The route's bodyLimit bounds
   * them: a larger upload is refused with 413 before more than the limit is read.
   */
  private acceptRawBody(mediaTypes: readonly string[]): void {
    for (const mediaType of mediaTypes) {
      if (this.rawMediaTypes.has(mediaType) || this.app.hasContentTypeParser(mediaType)) continue;
      this.app.addContentTypeParser(mediaType, { parseAs: "buffer" }, (_request, body, done) => done(null, body));
      this.rawMediaTypes.add(mediaType);
    }
  }

  private async authenticate(endpoint: Endpoint, request: FastifyRequest): Promise<AuthContext | DirectAuthContext | null> {
    if (endpoint.auth === "none") return null;
    if (endpoint.auth === "direct") return this.authenticateDirectLink(request);
    // Either kind: Basic credentials are a direct link's, anything else must be a session.
    if (endpoint.auth === "user-or-direct" && readBasicCredentials(request.headers.authorization)) return this.authenticateDirectLink(request);
    const token = readBearerToken(request.headers.authorization);
    const auth = token ? await this.sessions.find(token) : null;
    if (!auth && endpoint.auth !== "optional-user") throw new AppError("unauthenticated");
    if (auth) request.log = request.log.child({ userId: auth.userId });
    // API users reach only what their contracts allow (docs/api-users.md); checked here so no handler can forget.
    if (auth?.isApiUser && !endpoint.apiUsers) throw new AppError("api_user_not_allowed");
    return auth;
  }

  /**
   * A session opened from an embedded composer link reaches only the calls marked `embedded`
   * (403 for the others), and those only on its own request, its documents, template or business
   * (404 for any other, as for a resource that does not exist). Checked here so no handler can forget.
   */
  private async assertInEmbeddedScope(endpoint: Endpoint, params: unknown, scope: EmbeddedScope): Promise<void> {
    if (!endpoint.embedded) throw new AppError("embedded_session_not_allowed");
    const id = (params as { id?: unknown } | undefined)?.id;
    if (!(await this.isInEmbeddedScope(endpoint.embedded, id, scope))) throw new AppError("not_found");
  }

  /** Whether the path's `id` is the scope's own resource of the kind the endpoint names. */
  private async isInEmbeddedScope(kind: NonNullable<Endpoint["embedded"]>, id: unknown, scope: EmbeddedScope): Promise<boolean> {
    switch (kind) {
      case "caller":
        return true;
      case "request":
        return id === scope.requestId;
      case "document":
        return typeof id === "string" && scope.requestId !== null && this.embeddedScopes.isDocumentOfRequest(id, scope.requestId);
      case "template":
        return id === scope.templateId;
      case "from-template":
        return id === scope.templateId && scope.requestId === null;
      case "business":
        return id === scope.businessId;
    }
  }

  /** A wrong, ended or foreign link answers 404 like a resource that does not exist: it tells nothing. */
  private async authenticateDirectLink(request: FastifyRequest): Promise<DirectAuthContext> {
    const credentials = readBasicCredentials(request.headers.authorization);
    if (!credentials) throw new AppError("unauthenticated");
    const auth = await this.directLinks(credentials.username, credentials.password);
    if (!auth) throw new AppError("not_found");
    request.log = request.log.child({ directSignerId: auth.signerId });
    return auth;
  }
}
