import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { pricePreviewSchema, upgradeRequestSchema } from "./billing-entity.ts";

export const previewUpgrade = defineEndpoint({
  method: "POST",
  path: "/v2/businesses/:id/subscriptions/upgrade/preview",
  summary: "What an upgrade of the business costs, with discounts and proration (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: upgradeRequestSchema,
  response: pricePreviewSchema,
});
