import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { pricePreviewSchema, seatCountSchema } from "./billing-entity.ts";

export const previewSeats = defineEndpoint({
  method: "POST",
  path: "/v2/businesses/:id/subscriptions/seats/preview",
  summary: "What a change of seats costs now, with proration (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: z.strictObject({ seats: seatCountSchema }),
  response: pricePreviewSchema.extend({ timestamp: z.string() }),
});
