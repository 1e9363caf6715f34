import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { isCountryCode } from "../../validation/vat.ts";
import { singleLineText } from "../../validation/text.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { setupIntentSchema } from "./billing-entity.ts";

export const setupIntentBodySchema = z.strictObject({
  country: singleLineText()
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, { message: "Not an ISO 3166-1 alpha-2 country code" })
    .optional(),
});

export const createSetupIntent = defineEndpoint({
  method: "POST",
  path: "/v2/businesses/:id/subscriptions/stripe_setup_intent",
  summary: "Start saving a card for the business: the client secret the card form confirms (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: setupIntentBodySchema,
  response: setupIntentSchema,
});
