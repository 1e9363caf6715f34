import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import { passwordInputSchema, sessionTokenResponseSchema } from "./common.ts";

export const login = defineEndpoint({
  method: "POST",
  path: "/v1/login",
  summary: "Log in with e-mail and password; returns a session token valid for 24 hours",
  tag: "User",
  auth: "none",
  successStatus: 200,
  body: z.strictObject({
    email: emailSchema,
    password: passwordInputSchema,
    first_login: z.boolean().optional(),
  }),
  response: sessionTokenResponseSchema,
});
