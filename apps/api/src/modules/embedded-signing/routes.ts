import type { FastifyRequest } from "fastify";
import { createEmbeddedSigningLink, openEmbeddedSigningLink } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as embedded from "./service.ts";

function metaOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}

/** docs/embedding.md: making a one-time link (owner, API user of the business) and opening it (the framed view). */
export function registerEmbeddedSigningRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(createEmbeddedSigningLink, async ({ auth, params, body, request }) => embedded.createEmbeddedSigningLink(context, auth, params.id, body, metaOf(request)));
  routes.add(openEmbeddedSigningLink, async ({ params, request }) => embedded.openEmbeddedSigningLink(context, params.token, metaOf(request)), {
    // Tokens are 256 random bits; the limit keeps anyone from trying them at speed all the same.
    rateLimits: [{ rule: { name: "embedded-link-open-ip", limit: 60, windowMs: 10 * 60_000 }, key: ({ request }) => request.ip }],
  });
}
