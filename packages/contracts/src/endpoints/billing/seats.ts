import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { seatCountSchema, subscriptionSchema } from "./billing-entity.ts";

/**
 * Sets the number of seats. `timestamp` is the preview's time (spec §7): the proration is computed
 * at that instant so the charge matches what the admin saw (at most an hour old).
 */
export const updateSeats = defineEndpoint({
  method: "PUT",
  path: "/v2/businesses/:id/subscriptions/seats",
  summary: "Change the number of seats (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: z.strictObject({ seats: seatCountSchema, timestamp: z.iso.datetime({ offset: true }).optional() }),
  response: subscriptionSchema,
});
