import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { billingCycleSchema, paidPlanNameSchema, subscriptionSchema } from "./billing-entity.ts";

/**
 * Changes the base plan (docs/billing.md, "Changes"): a paid plan name switches to it now with
 * proration; `CANCELED` cancels at the period's end (the next base becomes CANCELED); `REVOKE`
 * takes a pending cancellation or downgrade back; `FREE` downgrades to the free plan at the
 * period's end.
 */
export const changeBasePlan = defineEndpoint({
  method: "PUT",
  path: "/v2/businesses/:id/base",
  summary: "Change, cancel or downgrade the business's base plan, or revoke a pending cancellation (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: z.strictObject({
    base: z.union([paidPlanNameSchema, z.enum(["CANCELED", "REVOKE", "FREE"])]),
    cycle: billingCycleSchema.optional(),
  }),
  response: subscriptionSchema,
});
