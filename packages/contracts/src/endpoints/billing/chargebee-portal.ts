import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";

/** Chargebee is not offered: 409 chargebee_not_offered for every business (docs/billing.md, "Providers"). */
export const createChargebeePortalSession = defineEndpoint({
  method: "POST",
  path: "/v2/businesses/:id/chargebee/portal_session",
  summary: "A Chargebee portal session; Paraph does not offer Chargebee, so this answers 409 chargebee_not_offered (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: z.object({ redirectUrl: z.string() }),
});
