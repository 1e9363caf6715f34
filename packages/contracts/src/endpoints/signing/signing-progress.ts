import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { signatureRequestIdParams } from "../signature-requests/entity.ts";

/** Where a signer's latest signing act stands; `idle` when none runs or ran lately. */
export const SIGNING_STAGES = ["idle", "preparing", "signing", "time-stamping", "recording", "done", "failed"] as const;
export const signingStageSchema = z.enum(SIGNING_STAGES);
export type SigningStage = z.infer<typeof signingStageSchema>;

/**
 * POST /v3/sign is one request; while it runs, the signing overlay polls this to say what is
 * happening (docs/signing-journey.md). Whoever may read the request may read it.
 */
export const getSigningProgress = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/signatures/:sigId/signing-progress",
  summary: "Where the signer's signing act stands: preparing, signing, time-stamping, recording, done or failed",
  tag: "Signing",
  auth: "user",
  successStatus: 200,
  params: signatureRequestIdParams.extend({ sigId: z.uuid({ message: "Not a signer id" }) }),
  response: z.object({ stage: signingStageSchema, updatedAt: z.string().nullable() }),
});
