import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { mailTokenSchema, passwordInputSchema } from "./common.ts";

export const resetPassword = defineEndpoint({
  method: "POST",
  path: "/v1/reset-password",
  summary: "Set a new password with the token of a reset e-mail; every session ends",
  tag: "User",
  auth: "none",
  successStatus: 204,
  body: z.strictObject({ token: mailTokenSchema, new: passwordInputSchema }),
});
