import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { billingCycleSchema, paidPlanNameSchema, promoCodeSchema } from "./billing-entity.ts";

/**
 * Checks a promo code for a plan and cycle. A code that cannot be used answers with its own
 * error: promo_code_unknown, promo_code_expired, promo_code_used_up, promo_code_wrong_plan.
 */
export const validatePromoCode = defineEndpoint({
  method: "POST",
  path: "/v2/businesses/:id/subscriptions/coupons/validate_promo",
  summary: "Check a promo code for a plan and cycle (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: z.strictObject({
    promoCode: promoCodeSchema,
    plan: paidPlanNameSchema,
    cycle: billingCycleSchema,
    /** What the code is for: the base plan (the only kind Paraph has). */
    type: z.enum(["base"]).optional(),
  }),
  response: z.object({
    promoCode: z.string(),
    isValid: z.literal(true),
    percentOff: z.number().int(),
    durationMonths: z.number().int().nullable(),
    expiresAt: z.string().nullable(),
  }),
});
