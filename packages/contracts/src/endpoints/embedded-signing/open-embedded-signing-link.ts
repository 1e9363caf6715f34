import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { singleLineText } from "../../validation/text.ts";

export const embeddedSigningTokenParams = z.strictObject({ token: singleLineText().min(32).max(128) });

/**
 * Redeems a one-time link, once: the answer's `credential` then stands in for a guest id with
 * the direct-sign calls (Basic `credential:signatureRequestId`) for that signer and request only,
 * until `credentialExpiresAt`. `hostOrigin` is where the view posts its events.
 */
export const openEmbeddedSigningLink = defineEndpoint({
  method: "POST",
  path: "/v3/embedded-signing/:token/open",
  summary: "Open a one-time embedded signing link (once): the signing view's credential for its signer",
  tag: "Embedded signing",
  auth: "none",
  successStatus: 200,
  params: embeddedSigningTokenParams,
  response: z.object({
    signatureRequestId: z.string(),
    signerId: z.string(),
    credential: z.string(),
    credentialExpiresAt: z.string(),
    hostOrigin: z.string(),
    returnUrl: z.string().nullable(),
  }),
});
