import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { PASSWORD_ERROR_CODES } from "../../enums.ts";
import { mailTokenSchema, passwordInputSchema } from "./common.ts";

export const checkPassword = defineEndpoint({
  method: "POST",
  path: "/v1/check-password",
  summary:
    "Check a password against the policy; the e-mail it must not contain comes from the token or the logged-in user",
  tag: "User",
  auth: "optional-user",
  successStatus: 200,
  body: z.strictObject({ password: passwordInputSchema, token: mailTokenSchema.optional() }),
  response: z.object({ validPassword: z.boolean(), errorCode: z.enum(PASSWORD_ERROR_CODES).nullable() }),
});
