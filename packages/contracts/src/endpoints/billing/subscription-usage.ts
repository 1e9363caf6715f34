import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { subscriptionUsageSchema } from "./billing-entity.ts";

export const getSubscriptionUsage = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/subscriptions/usage",
  summary: "The business's usage against its plan in the current period (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: subscriptionUsageSchema,
});
