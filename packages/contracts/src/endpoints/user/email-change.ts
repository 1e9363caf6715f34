import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import { mailTokenSchema, passwordInputSchema } from "./common.ts";
import { userSchema } from "./user-entity.ts";

/**
 * Changing the account's e-mail address (docs/account-email.md): the new address gets a link to
 * `/profile/confirm?token=…`, valid for {@link EMAIL_CHANGE_LINK_HOURS} hours and once; the
 * address changes only when the logged-in account opens it.
 */
export const EMAIL_CHANGE_LINK_HOURS = 24;

export const requestEmailChange = defineEndpoint({
  method: "POST",
  path: "/v1/user/email-change",
  summary: "Ask to change the account's e-mail address: mails a confirmation link to the new address (replacing a pending one) and a notice to the current one",
  tag: "User",
  auth: "user",
  successStatus: 204,
  body: z.strictObject({ email: emailSchema, password: passwordInputSchema }),
});

export const confirmEmailChange = defineEndpoint({
  method: "POST",
  path: "/v1/user/email-change/confirm",
  summary: "Confirm a pending e-mail change with the token of its link; the account's other sessions end",
  tag: "User",
  auth: "user",
  successStatus: 200,
  body: z.strictObject({ token: mailTokenSchema }),
  response: userSchema,
});

export const cancelEmailChange = defineEndpoint({
  method: "DELETE",
  path: "/v1/user/email-change",
  summary: "Cancel the pending e-mail change; its link stops working (answers 204 when none is pending)",
  tag: "User",
  auth: "user",
  successStatus: 204,
});
