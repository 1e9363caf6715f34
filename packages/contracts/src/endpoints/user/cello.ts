import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";

/**
 * The referral widget: stores the referral code the user arrived with (only the first one counts)
 * and returns a signed, short-lived token the widget uses to identify the user.
 */
export const celloToken = defineEndpoint({
  method: "POST",
  path: "/v1/user/cello",
  summary: "Record the user's referral code and get a referral widget token",
  tag: "User",
  auth: "user",
  successStatus: 200,
  body: z.strictObject({ ucc: singleLineText().min(1).max(64).optional() }),
  response: z.object({ token: z.string(), expiresAt: z.string() }),
});
