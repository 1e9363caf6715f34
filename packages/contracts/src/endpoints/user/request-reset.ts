import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { languageSchema } from "../../enums.ts";
import { emailSchema } from "../../validation/email.ts";

export const requestReset = defineEndpoint({
  method: "POST",
  path: "/v1/request-reset",
  summary: "E-mail a password reset link (answers the same whether or not the address is registered)",
  tag: "User",
  auth: "none",
  successStatus: 204,
  body: z.strictObject({ email: emailSchema, lang: languageSchema.optional() }),
});
