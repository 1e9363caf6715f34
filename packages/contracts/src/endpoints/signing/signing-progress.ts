import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { signatureRequestIdParams } from "../signature-requests/entity.ts";

/**
 * Where a signer's latest signing act stands; `idle` when none runs or ran lately;
 * `waiting-for-turn` while other signers' signatures go onto the same document first.
 */
export const SIGNING_STAGES = ["idle", "waiting-for-turn", "preparing", "signing", "time-stamping", "recording", "done", "failed"] as const;
export const signingStageSchema = z.enum(SIGNING_STAGES);
export type SigningStage = z.infer<typeof signingStageSchema>;

/**
 * POST /v3/sign is one request; while it runs, the signing overlay polls this to say what is
 * happening (docs/signing-journey.md). Whoever may read the request may read it.
 */
export const signingProgressSchema = z.object({
  stage: signingStageSchema,
  updatedAt: z.string().nullable(),
  /** While `waiting-for-turn`: how many signers' signatures go onto the documents before this one; otherwise null. */
  ahead: z.number().int().min(1).nullable(),
});

export const getSigningProgress = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/signatures/:sigId/signing-progress",
  summary: "Where the signer's signing act stands: waiting for its turn (with how many are ahead), preparing, signing, time-stamping, recording, done or failed",
  tag: "Signing",
  auth: "user",
  successStatus: 200,
  params: signatureRequestIdParams.extend({ sigId: z.uuid({ message: "Not a signer id" }) }),
  response: signingProgressSchema,
});

/**
 * The guest twin, for the guest's signing overlay while POST /v3/direct/sign runs: the guest of
 * the request's direct link may read it (Basic credentials of guest id and request id); any
 * other request does not exist for them.
 */
export const getDirectSigningProgress = defineEndpoint({
  method: "GET",
  path: "/v3/direct/signature-requests/:id/signatures/:sigId/signing-progress",
  summary: "Where a signer's signing act stands, for the guest of the request's direct link",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: signatureRequestIdParams.extend({ sigId: z.uuid({ message: "Not a signer id" }) }),
  response: signingProgressSchema,
});
