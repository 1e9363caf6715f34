import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { billingProviderKindSchema, pricePlanSchema } from "./billing-entity.ts";

/** The catalogue, and which provider charges (none: plans are managed by the operator; builtin: test payments). */
export const listPricePlans = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/price_plans",
  summary: "The plans of this installation with their prices, quotas and features, and the active payment provider",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  response: z.object({
    provider: billingProviderKindSchema,
    trialDays: z.number().int(),
    plans: z.array(pricePlanSchema),
  }),
});
