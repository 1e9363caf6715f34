import { defineEndpoint } from "../../endpoint.ts";
import { pricePreviewSchema, upgradeRequestSchema } from "./billing-entity.ts";

export const previewDirectUpgrade = defineEndpoint({
  method: "POST",
  path: "/v2/businesses/direct_upgrade/preview",
  summary: "What upgrading the caller (an individual, outside a business) to a plan costs",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  body: upgradeRequestSchema,
  response: pricePreviewSchema,
});
