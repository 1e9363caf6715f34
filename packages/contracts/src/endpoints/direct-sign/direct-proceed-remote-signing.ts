import { defineEndpoint } from "../../endpoint.ts";
import { proceedRemoteSigningBody, remoteSigningParamsSchema } from "../signing/proceed-remote-signing.ts";
import { signResponseSchema } from "../signing/sign.ts";

/**
 * The guest twin of POST /v3/swisscom/proceed/{id}. Guests sign with the simple quality, so no
 * remote qualified signing is ever started for one: any id answers 404 for them.
 */
export const directProceedRemoteSigning = defineEndpoint({
  method: "POST",
  path: "/v3/direct/swisscom/proceed/:id",
  summary: "Complete a remote qualified signing as the guest of a direct link",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: remoteSigningParamsSchema,
  body: proceedRemoteSigningBody,
  response: signResponseSchema,
});
