import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import { phoneSchema } from "../../validation/phone.ts";
import { businessNameSchema, businessSchema } from "./business-entity.ts";

/** Snake case, as spec §7 has it. Both agreements must be accepted (true) for the business to exist. */
export const createBusinessBody = z.strictObject({
  name: businessNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  gtc_accepted: z.boolean(),
  dpa_accepted: z.boolean(),
});
export type CreateBusinessBody = z.infer<typeof createBusinessBody>;

export const createBusiness = defineEndpoint({
  method: "POST",
  path: "/v2/businesses",
  summary: "Create a business; the caller becomes its first admin",
  tag: "Businesses",
  auth: "user",
  successStatus: 201,
  body: createBusinessBody,
  response: businessSchema,
});
