import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { subscriptionSchema, upgradeConfirmSchema } from "./billing-entity.ts";

export const upgradeSubscription = defineEndpoint({
  method: "PUT",
  path: "/v2/businesses/:id/subscriptions/upgrade",
  summary: "Subscribe the business to a paid plan, with the payment method the card form confirmed (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: upgradeConfirmSchema,
  response: subscriptionSchema,
});
