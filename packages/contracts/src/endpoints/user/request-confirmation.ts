import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { languageSchema, signupFlowSchema } from "../../enums.ts";
import { emailSchema } from "../../validation/email.ts";

export const requestConfirmation = defineEndpoint({
  method: "POST",
  path: "/v1/request-confirmation",
  summary: "E-mail a sign-up confirmation link (answers the same whether or not the address is registered)",
  tag: "User",
  auth: "none",
  successStatus: 204,
  body: z.strictObject({
    email: emailSchema,
    flow: signupFlowSchema.default("free"),
    lang: languageSchema.optional(),
  }),
});
