import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";

export const createCustomerPortalSession = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/stripe/cpsession",
  summary: "A link to the payment provider's customer portal (invoices, payment method) (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: z.object({ redirectUrl: z.string() }),
});
