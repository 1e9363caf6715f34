import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { subscriptionSchema } from "./billing-entity.ts";

/** Ends the trial at once: the business goes to the free plan (docs/billing.md, "Cancelling a trial"). */
export const cancelTrial = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/cancel-trial",
  summary: "End the business's trial now (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: subscriptionSchema,
});
