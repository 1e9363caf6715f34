import { defineEndpoint } from "../../endpoint.ts";
import { setupIntentSchema } from "./billing-entity.ts";
import { setupIntentBodySchema } from "./setup-intent.ts";

export const createDirectUpgradeSetupIntent = defineEndpoint({
  method: "POST",
  path: "/v2/businesses/direct_upgrade/stripe_setup_intent",
  summary: "Start saving a card for the caller's own (individual) subscription",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  body: setupIntentBodySchema,
  response: setupIntentSchema,
});
