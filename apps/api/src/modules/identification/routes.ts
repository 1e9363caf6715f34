import { cancelIdentification, getIdentification, getIdentificationPayment, startIdentification } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as identification from "./service.ts";

export function registerIdentificationRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(startIdentification, async ({ auth, params, body }) => identification.startIdentification(context, auth.userId, params, body.signatureRequestId), {
    rateLimits: [{ rule: { name: "identification-start-ip", limit: 20, windowMs: 60 * 60_000 }, key: ({ request }) => request.ip }],
  });
  routes.add(getIdentification, async ({ auth, params }) => identification.getIdentification(context, auth.userId, params));
  routes.add(cancelIdentification, async ({ auth, params, body }) => identification.cancelIdentification(context, auth.userId, params, body.email));
  routes.add(getIdentificationPayment, async ({ auth, params }) => identification.getIdentificationPayment(context, auth.userId, params.id));
}
