import { defineEndpoint } from "../../endpoint.ts";
import { userPricePlanSchema, upgradeConfirmSchema } from "./billing-entity.ts";

/** Individuals upgrade their own subscription (docs/billing.md, "Individuals"); members of a business get 409 already_in_business. */
export const confirmDirectUpgrade = defineEndpoint({
  method: "POST",
  path: "/v2/businesses/direct_upgrade/confirm",
  summary: "Upgrade the caller (an individual, outside a business) to a plan, with the confirmed payment method",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  idempotent: true,
  body: upgradeConfirmSchema,
  response: userPricePlanSchema,
});
