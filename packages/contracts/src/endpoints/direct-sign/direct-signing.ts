import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { signBody, signResponseSchema } from "../signing/sign.ts";

/** The guest signs their request, once a TAN sent to their address was checked (POST /v1/direct/tan/check). */
export const directSign = defineEndpoint({
  method: "POST",
  path: "/v3/direct/sign",
  summary: "Sign as the guest of a direct link: one PAdES signature per document, after the TAN check",
  tag: "Direct sign",
  auth: "direct",
  idempotent: true,
  successStatus: 200,
  body: signBody.omit({ tan: true, sealAccountName: true }),
  response: signResponseSchema,
});

export const directTanSentSchema = z.object({ maskedEmail: z.string(), expiresAt: z.string() });

/**
 * Sends the guest a new one-time code by e-mail. `url` is the page to return to (it must be on
 * this installation), `subject` a short line naming what is signed, `companyBranding` whether
 * the sender's business name appears in the mail.
 */
/** Whether a value parses as an absolute URL. */
function isLink(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export const resendDirectTan = defineEndpoint({
  method: "POST",
  path: "/v1/direct/tan/resend",
  summary: "Send the guest a TAN by e-mail for signing (a new one replaces the last)",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  body: z.strictObject({
    url: singleLineText().max(2000).refine(isLink, { message: "Not a link" }).optional(),
    subject: singleLineText().max(120).optional(),
    companyBranding: z.boolean().optional(),
  }),
  response: directTanSentSchema,
});

export const checkDirectTan = defineEndpoint({
  method: "POST",
  path: "/v1/direct/tan/check",
  summary: "Check the guest's TAN; a right one allows signing for the next ten minutes",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  body: z.strictObject({ tan: singleLineText().regex(/^\d{6}$/, { message: "A TAN has 6 digits" }) }),
  response: z.object({ verified: z.literal(true), validUntil: z.string() }),
});
