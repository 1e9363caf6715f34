import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import { phoneSchema } from "../../validation/phone.ts";
import { singleLineText } from "../../validation/text.ts";
import {
  businessIdParams,
  businessNameSchema,
  businessSchema,
  clearablePhoneSchema,
} from "./business-entity.ts";

/** Longest support contact value taken at all; longer ones are refused rather than blanked. */
const SUPPORT_CONTACT_MAX_LENGTH = 254;

/**
 * Spec §5: a support contact e-mail or phone that fails validation is blanked, not refused: the
 * value is stored as null (cleared) and the answer shows it so. null or "" clears it too. Control
 * characters are refused like in any other text, not blanked: they are an attack, not a typo.
 */
function blankedWhenInvalid(schema: z.ZodType<string, string>) {
  return z.union([
    z.null(),
    singleLineText()
      .max(SUPPORT_CONTACT_MAX_LENGTH, { message: `At most ${SUPPORT_CONTACT_MAX_LENGTH} characters` })
      .transform((value) => {
        const parsed = schema.safeParse(value);
        return parsed.success ? parsed.data : null;
      }),
  ]);
}

/** The support contact shown to signers. */
export const supportContactChangesSchema = z.strictObject({
  email: blankedWhenInvalid(emailSchema).optional(),
  phone: blankedWhenInvalid(phoneSchema).optional(),
});

/** Only the fields sent change. */
export const updateBusinessBody = z.strictObject({
  name: businessNameSchema.optional(),
  email: emailSchema.optional(),
  phone: clearablePhoneSchema.optional(),
  settings: z.strictObject({ supportContact: supportContactChangesSchema.optional() }).optional(),
});
export type UpdateBusinessBody = z.infer<typeof updateBusinessBody>;

export const updateBusiness = defineEndpoint({
  method: "PUT",
  path: "/v1/businesses/:id",
  summary: "Change a business's name, e-mail, phone or support contact (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: updateBusinessBody,
  response: businessSchema,
});
