import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { signatureRequestIdParams } from "../signature-requests/entity.ts";
import { redirectQueryParamsSchema } from "./mab-entity.ts";
import { formFieldValuesSchema } from "../form-fields/form-field.ts";

/**
 * Starts a mobile signing for signer `sigId` of request `id` (the caller's own signer entry: the
 * logged-in signer, or the guest of a direct link): the server pushes an authorization request to
 * the MAB provider with a fresh state and PKCE binding and answers where the browser goes next.
 * A request with terms of use is started only with `acceptedTermsOfUse: true`.
 */
export const createMabPar = defineEndpoint({
  method: "POST",
  path: "/v3/mab/create-par/:id/signatures/:sigId",
  summary: "Start signing with the mobile app: push an authorization request to the MAB provider",
  tag: "Mobile signing",
  auth: "user-or-direct",
  successStatus: 201,
  params: signatureRequestIdParams.extend({ sigId: z.uuid({ message: "Not a signer id" }) }),
  body: z.strictObject({
    /** The language the provider's pages and the signature use (spec §9 default en). */
    language: singleLineText().min(2).max(5).default("en"),
    /** The query string of the signing page, handed back after the round trip. */
    redirect_query_params: redirectQueryParamsSchema.default(""),
    /**
     * Required for a request with the sender's terms of use (terms_of_use_not_accepted without
     * it, before the app is asked): the signer accepted them, and the signature made on the
     * app's approval records it.
     */
    acceptedTermsOfUse: z.literal(true).optional(),
    /**
     * The signer's form field values, as `POST /v3/sign` takes them (docs/form-fields.md):
     * checked before the app is asked, kept with the signing and written when it is approved.
     */
    formFieldValues: formFieldValuesSchema.optional(),
  }),
  response: z.object({
    /** Where the browser goes to confirm in the mobile app. */
    authorizationUrl: z.string(),
    /** Until when the signing can be confirmed and redeemed. */
    expiresAt: z.string(),
  }),
});
