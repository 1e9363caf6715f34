import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { phoneSchema } from "../../validation/phone.ts";
import { userSchema } from "../user/user-entity.ts";

export const tanSentSchema = z.object({ maskedMobile: z.string(), expiresAt: z.string() });

/** Confirming a mobile number by TAN gives the advanced signature quality (AES). */
export const sendMobileTan = defineEndpoint({
  method: "POST",
  path: "/v1/user/mobile/send-tan",
  summary: "Send a TAN to confirm the mobile number (a new number replaces the stored one, unconfirmed)",
  tag: "Signing",
  auth: "user",
  successStatus: 200,
  body: z.strictObject({ mobile: phoneSchema.optional() }),
  response: tanSentSchema,
});

export const confirmMobile = defineEndpoint({
  method: "POST",
  path: "/v1/user/mobile/confirm",
  summary: "Confirm the mobile number with the TAN; the user then holds AES",
  tag: "Signing",
  auth: "user",
  successStatus: 200,
  body: z.strictObject({ tan: singleLineText().regex(/^\d{6}$/, { message: "A TAN has 6 digits" }) }),
  response: userSchema,
});
