import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { singleLineText } from "../../validation/text.ts";
import { isCountryCode, isVatNumberOf } from "../../validation/vat.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { BILLING_LIMITS, currencySchema, subscriptionSchema } from "./billing-entity.ts";

function optionalText(max: number) {
  return singleLineText()
    .max(max, { message: `At most ${max} characters` })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);
}

/** The address invoices name; the VAT number must have the shape of the country's (docs/billing.md). */
export const billingAddressBodySchema = z
  .strictObject({
    address1: singleLineText().min(1, { message: "Must not be empty" }).max(BILLING_LIMITS.address, { message: `At most ${BILLING_LIMITS.address} characters` }),
    address2: optionalText(BILLING_LIMITS.address),
    city: singleLineText().min(1, { message: "Must not be empty" }).max(BILLING_LIMITS.city, { message: `At most ${BILLING_LIMITS.city} characters` }),
    postalCode: singleLineText().min(1, { message: "Must not be empty" }).max(BILLING_LIMITS.postalCode, { message: `At most ${BILLING_LIMITS.postalCode} characters` }),
    country: singleLineText()
      .transform((value) => value.toUpperCase())
      .refine(isCountryCode, { message: "Not an ISO 3166-1 alpha-2 country code" }),
    vat: optionalText(BILLING_LIMITS.vat),
    currency: currencySchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.vat !== null && !isVatNumberOf(body.country, body.vat)) {
      context.addIssue({ code: "custom", path: ["vat"], message: `Not a VAT number of ${body.country}` });
    }
  });

export const updateBillingAddress = defineEndpoint({
  method: "PUT",
  path: "/v2/businesses/:id/billing",
  summary: "Set the business's billing address, VAT number and currency (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: billingAddressBodySchema,
  response: subscriptionSchema,
});
