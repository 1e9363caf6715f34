import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { signResponseSchema } from "./sign.ts";

/** The one-time password a remote trust service sent the signer: its format is the service's, digits or letters. */
export const proceedRemoteSigningBody = z.strictObject({
  pwdotp: singleLineText().regex(/^[0-9A-Za-z]{4,16}$/, { message: "A one-time password has 4 to 16 letters or digits" }),
});

export const remoteSigningParamsSchema = z.object({ id: z.uuid({ message: "Not a signing process id" }) });

/**
 * Completes a qualified signing that POST /v3/sign started with a remote provider: the password
 * authorises exactly the hashes of the documents as they are signed now, once. A wrong password
 * answers tan_invalid (tan_locked on the third), a late one tan_expired; the process is the
 * caller's only (404 otherwise) and signs once (remote_signing_finished afterwards).
 */
export const proceedRemoteSigning = defineEndpoint({
  method: "POST",
  path: "/v3/swisscom/proceed/:id",
  summary: "Complete a remote qualified signing with the one-time password sent to the signer",
  tag: "Signing",
  auth: "user",
  successStatus: 200,
  params: remoteSigningParamsSchema,
  body: proceedRemoteSigningBody,
  response: signResponseSchema,
});
