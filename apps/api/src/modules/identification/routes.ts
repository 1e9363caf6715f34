import {
  cancelIdentification,
  getIdentification,
  getIdentificationById,
  getIdentificationCoverage,
  getIdentificationPayment,
  payIdentification,
  startIdentification,
  supplyEidData,
} from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { payIdentificationOf } from "./payment.ts";
import * as identification from "./service.ts";
import { supplyEidData as supplyEidDataOf } from "./supply-eid-data.ts";

export function registerIdentificationRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(startIdentification, async ({ auth, params, body }) => identification.startIdentification(context, auth.userId, params, body), {
    rateLimits: [{ rule: { name: "identification-start-ip", limit: 20, windowMs: 60 * 60_000 }, key: ({ request }) => request.ip }],
  });
  routes.add(getIdentification, async ({ auth, params }) => identification.getIdentification(context, auth.userId, params));
  routes.add(getIdentificationById, async ({ auth, params }) => identification.getIdentificationByIdOf(context, { userId: auth.userId }, params.id));
  routes.add(cancelIdentification, async ({ auth, params, body }) => identification.cancelIdentification(context, auth.userId, params, body.email));
  routes.add(getIdentificationPayment, async ({ auth, params }) => identification.getIdentificationPaymentOf(context, { userId: auth.userId }, params.id));
  routes.add(payIdentification, async ({ auth, params, body }) => payIdentificationOf(context, auth, params.id, body.paymentMethodId), {
    rateLimits: [{ rule: { name: "identification-payment-ip", limit: 20, windowMs: 60 * 60_000 }, key: ({ request }) => request.ip }],
  });
  // Besides the account's own limit (5 an hour, in the service): one address trying many accounts.
  routes.add(supplyEidData, async ({ auth, body }) => supplyEidDataOf(context, auth.userId, body), {
    rateLimits: [{ rule: { name: "eid-data-ip", limit: 20, windowMs: 60 * 60_000 }, key: ({ request }) => request.ip }],
  });
  routes.add(getIdentificationCoverage, async ({ auth, query }) => identification.getCoverage(context, auth.userId, query));
}
