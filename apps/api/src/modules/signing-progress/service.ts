import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { RequestLoader } from "../signature-requests/index.ts";
import { findSigningStage, upsertSigningStage, type SigningStage } from "./repository.ts";

/** A stage older than this belongs to an act that died (a replica stopped mid-signing): it is not shown. */
const STALE_AFTER_MS = 10 * 60_000;

/** The signers one signing act is for; each call moves all of them to the next stage. */
export interface SigningProgressReporter {
  add(signerId: string, requestId: string): Promise<void>;
  reach(stage: Exclude<SigningStage, "waiting-for-turn">): Promise<void>;
  /** The act waits in the documents' lines behind `ahead` other acts (docs/signing.md, "The order of signatures on one document"). */
  waitBehind(ahead: number): Promise<void>;
}

/**
 * Records where a signing act stands, outside any transaction, so the signing overlay polls
 * real states (docs/signing-journey.md). A failed write only loses a state shown to the
 * signer: it never fails the signature.
 */
export function createSigningProgressReporter(context: PlatformContext): SigningProgressReporter {
  const signers: { signerId: string; requestId: string }[] = [];
  const write = async (rows: typeof signers, stage: SigningStage, ahead: number | null = null) => {
    try {
      await upsertSigningStage(context.db, rows, stage, context.clock.now(), ahead);
    } catch (error) {
      context.log.warn({ err: error, stage }, "signing progress not recorded");
    }
  };
  return {
    add: async (signerId, requestId) => {
      signers.push({ signerId, requestId });
      await write([{ signerId, requestId }], "preparing");
    },
    reach: (stage) => write(signers, stage),
    waitBehind: (ahead) => write(signers, "waiting-for-turn", ahead),
  };
}

/**
 * GET …/signatures/:sigId/signing-progress: the signer's latest act, for whoever may read the
 * request as `load` sees it (an account's loader, or a guest's through their direct link).
 */
export async function getSigningProgress(context: PlatformContext, load: RequestLoader, requestId: string, signerId: string) {
  const loaded = await load(context.db, requestId);
  if (!loaded.signers.some((signer) => signer.id === signerId)) throw new AppError("not_found", { signerId });
  const found = await findSigningStage(context.db, signerId);
  const isCurrent = found !== undefined && context.clock.now().getTime() - found.updated_at.getTime() < STALE_AFTER_MS;
  if (!isCurrent) return { stage: "idle" as const, updatedAt: null, ahead: null };
  return { stage: found.stage, updatedAt: found.updated_at.toISOString(), ahead: found.stage === "waiting-for-turn" ? found.ahead : null };
}
