import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { signatureRequestIdParams } from "../signature-requests/entity.ts";
import { signResponseSchema } from "../signing/sign.ts";

/**
 * Redeems the MAB provider's answer (the query parameters `/mab/redirect` received: `code` and
 * `state`, or `error` and `state`) once, then signs request `id` as POST /v3/sign does, the mobile
 * app's approval standing in for the TAN.
 */
export const mabRedirectSign = defineEndpoint({
  method: "POST",
  path: "/v3/mab/redirect-sign/:id",
  summary: "Sign with the mobile app's approval brought back by the redirect (single use)",
  tag: "Mobile signing",
  auth: "user-or-direct",
  successStatus: 200,
  params: signatureRequestIdParams,
  body: z.strictObject({
    params: z
      .record(singleLineText().max(100), singleLineText().max(4000))
      .refine((params) => Object.keys(params).length <= 20, { message: "At most 20 parameters" }),
  }),
  response: signResponseSchema.extend({
    /** The signing page's query string given to create-par, for the way back. */
    redirectQueryParams: z.string(),
    title: z.string(),
  }),
});
