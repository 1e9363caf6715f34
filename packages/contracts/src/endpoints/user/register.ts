import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { languageSchema } from "../../enums.ts";
import { phoneSchema } from "../../validation/phone.ts";
import { mailTokenSchema, passwordInputSchema, personNameSchema, sessionTokenResponseSchema } from "./common.ts";

/** The registration payload of spec §3; the token comes from the confirmation e-mail. */
export const registerBody = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  password: passwordInputSchema,
  token: mailTokenSchema,
  gtc: z.boolean(),
  lang: languageSchema.optional(),
  mobile: phoneSchema.optional(),
  celloUCC: singleLineText().min(1).max(64).optional(),
});

export const register = defineEndpoint({
  method: "POST",
  path: "/v1/register",
  summary: "Create an account from a confirmed e-mail address and log in",
  tag: "User",
  auth: "none",
  successStatus: 201,
  body: registerBody,
  response: sessionTokenResponseSchema,
});
