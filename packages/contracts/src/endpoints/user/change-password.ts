import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { passwordInputSchema, sessionTokenResponseSchema } from "./common.ts";

export const changePassword = defineEndpoint({
  method: "POST",
  path: "/v1/change-password",
  summary: "Change the password; every session ends and a new token for this client is returned",
  tag: "User",
  auth: "user",
  successStatus: 200,
  body: z.strictObject({ new: passwordInputSchema, old: passwordInputSchema }),
  response: sessionTokenResponseSchema,
});
