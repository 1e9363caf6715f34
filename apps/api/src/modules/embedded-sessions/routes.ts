import { createEmbeddedSession, openEmbeddedSession } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { bindEmbeddedSessionRequest, isDocumentOfRequest } from "./repository.ts";
import * as embeddedSessions from "./service.ts";

/** Guessing tokens gets nowhere (256 bits); the limit keeps a page from hammering the open call. */
const OPEN_RATE_LIMIT = { name: "embedded-session-open", limit: 30, windowMs: 60_000 };

export function registerEmbeddedSessionRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.embeddedScopes = {
    isDocumentOfRequest: (documentId, requestId) => isDocumentOfRequest(context.db, documentId, requestId),
    bindRequest: (embeddedSessionId, requestId) => bindEmbeddedSessionRequest(context.db, embeddedSessionId, requestId),
  };
  routes.add(createEmbeddedSession, async ({ auth, body }) => embeddedSessions.createEmbeddedSession(context, auth, body));
  routes.add(
    openEmbeddedSession,
    async ({ body, request }) => embeddedSessions.openEmbeddedSession(context, body.token, { ip: request.ip, userAgent: request.headers["user-agent"] }),
    { rateLimits: [{ rule: OPEN_RATE_LIMIT, key: ({ request }) => request.ip }] },
  );
}
