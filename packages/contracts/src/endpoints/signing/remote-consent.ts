import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { singleLineText } from "../../validation/text.ts";
import { remoteSigningParamsSchema } from "./proceed-remote-signing.ts";
import { signResponseSchema } from "./sign.ts";

/**
 * The remote-signing consent calls of spec §7 (docs/signing.md, "Remote-signing consent"): `id`
 * is the `remoteSigning.processId` POST /v3/sign (or /v3/direct/sign) answered with, a qualified
 * signing waiting for the one-time password the trust service sent the signer. Only the
 * process's owner (the account, or the guest of the link) reaches it; anyone else gets 404.
 */

/** Sends the signer's one-time password again and gives the process a fresh lifetime. */
export const resendRemoteConsent = defineEndpoint({
  method: "POST",
  path: "/resend/:id",
  summary: "Send the signer's pending confirmation (one-time password) of a remote signing again",
  tag: "Signing",
  auth: "user-or-direct",
  successStatus: 200,
  params: remoteSigningParamsSchema,
  response: z.object({ processId: z.string(), status: z.literal("otp_required"), expiresAt: z.string() }),
});

/**
 * Answers the pending confirmation with the signer's `secret` (the one-time password) and signs,
 * exactly as POST /v3/swisscom/proceed/{id}: a wrong secret is tan_invalid (tan_locked on the
 * third), a late one tan_expired, a second answer remote_signing_finished, a cancelled process
 * remote_signing_cancelled.
 */
export const respondRemoteConsent = defineEndpoint({
  method: "POST",
  path: "/respond/:id",
  summary: "Answer a remote signing's pending confirmation with the signer's secret (one-time password)",
  tag: "Signing",
  auth: "user-or-direct",
  successStatus: 200,
  params: remoteSigningParamsSchema,
  body: z.strictObject({
    secret: singleLineText().regex(/^[0-9A-Za-z]{4,16}$/, { message: "A one-time password has 4 to 16 letters or digits" }),
  }),
  response: signResponseSchema,
});

/** Cancels a pending remote signing: nothing is signed, and its password no longer works. */
export const cancelRemoteConsent = defineEndpoint({
  method: "POST",
  path: "/cancel/:id",
  summary: "Cancel a pending remote signing",
  tag: "Signing",
  auth: "user-or-direct",
  successStatus: 204,
  params: remoteSigningParamsSchema,
});
