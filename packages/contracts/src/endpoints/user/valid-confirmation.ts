import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { languageSchema, signupFlowSchema } from "../../enums.ts";
import { mailTokenSchema } from "./common.ts";

export const validConfirmation = defineEndpoint({
  method: "POST",
  path: "/v1/valid-confirmation",
  summary: "Check a sign-up confirmation token and tell which e-mail address it confirms",
  tag: "User",
  auth: "none",
  successStatus: 200,
  body: z.strictObject({ token: mailTokenSchema, language: languageSchema.optional() }),
  response: z.object({ email: z.string(), flow: signupFlowSchema, expiresAt: z.string() }),
});
