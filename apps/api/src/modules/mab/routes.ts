import type { FastifyInstance, FastifyRequest } from "fastify";
import { createMabPar, getMabAvailability, mabRedirectSign, type Endpoint } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRateLimit, RouteRegistrar } from "../../platform/http/route-registrar.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { registerDemoMabPage } from "./demo-authorization-page.ts";
import * as mab from "./service.ts";

function perAddress<E extends Endpoint>(name: string, limit: number, windowMs: number): RouteRateLimit<E> {
  return { rule: { name, limit, windowMs }, key: ({ request }) => request.ip };
}

function metaOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}

/** Mobile signing (MAB): start, redeem, and whether it is offered; outside production the demo provider's page. */
export async function registerMabRoutes(routes: RouteRegistrar, app: FastifyInstance, context: PlatformContext, services: SigningServices): Promise<void> {
  routes.add(getMabAvailability, async ({ auth, params }) => mab.getMabAvailability(context, auth, params.id), {
    rateLimits: [perAddress("mab-availability-ip", 600, 10 * 60_000)],
  });
  routes.add(createMabPar, async ({ auth, params, body }) => mab.createMabAuthorization(context, auth, params.id, params.sigId, body), {
    rateLimits: [perAddress("mab-start-ip", 30, 10 * 60_000)],
  });
  routes.add(mabRedirectSign, async ({ auth, params, body, request }) => mab.signWithMabApproval(context, services, auth, params.id, body.params, metaOf(request)), {
    rateLimits: [perAddress("mab-redeem-ip", 30, 10 * 60_000)],
  });
  await registerDemoMabPage(app, context);
}
