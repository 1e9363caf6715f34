import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import {
  businessIdParams,
  businessNameSchema,
  businessSchema,
  clearableEmailSchema,
  clearablePhoneSchema,
} from "./business-entity.ts";

/** The support contact shown to signers; null or "" clears a value. */
export const supportContactChangesSchema = z.strictObject({
  email: clearableEmailSchema.optional(),
  phone: clearablePhoneSchema.optional(),
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
