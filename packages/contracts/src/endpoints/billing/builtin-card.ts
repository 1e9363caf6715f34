import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { singleLineText } from "../../validation/text.ts";

/** The built-in provider's documented test cards (no money moves). */
export const BUILTIN_TEST_CARDS = { succeeds: "4242424242424242", declined: "4000000000000002" } as const;

/**
 * The built-in provider's card form confirms its setup intent here, as Stripe Elements confirms
 * Stripe's: it takes only the test cards and never runs in production (docs/billing.md).
 * 402 card_declined for the declined test card; 422 card_not_a_test_card for any other number.
 */
export const confirmBuiltinSetupIntent = defineEndpoint({
  method: "POST",
  path: "/v2/billing/builtin/setup_intents/confirm",
  summary: "Confirm a built-in (test payments) setup intent with a test card number",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  body: z.strictObject({
    clientSecret: singleLineText().min(1).max(255),
    cardNumber: singleLineText()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((value) => /^\d{12,19}$/.test(value), { message: "Not a card number" }),
    expiry: singleLineText().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { message: "Expiry as MM/YY" }),
    cvc: singleLineText().regex(/^\d{3,4}$/, { message: "Three or four digits" }),
  }),
  response: z.object({ paymentMethodId: z.string(), brand: z.string(), last4: z.string() }),
});
