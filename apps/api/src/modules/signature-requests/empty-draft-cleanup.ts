import type { PlatformContext } from "../../platform/context.ts";
import { lockEmptyDrafts } from "./empty-draft-repository.ts";
import { purgeRequest } from "./request-purge.ts";

/**
 * How long a draft may stay empty (no document, signer or observer since its last change) before
 * the cleanup deletes it: a day, so a draft someone is still working on is never taken.
 */
export const EMPTY_DRAFT_MAX_AGE_MS = 24 * 60 * 60_000;

/** Empty drafts deleted per transaction: short transactions, short locks. */
export const EMPTY_DRAFT_BATCH_SIZE = 50;

/**
 * Deletes the drafts that stayed empty longer than EMPTY_DRAFT_MAX_AGE_MS, in batches (of
 * EMPTY_DRAFT_BATCH_SIZE unless told), each its own transaction. Answers how many drafts went.
 */
export async function runEmptyDraftCleanup(context: PlatformContext, batchSize = EMPTY_DRAFT_BATCH_SIZE): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await context.db.transaction().execute(async (trx) => {
      const unchangedSince = new Date(context.clock.now().getTime() - EMPTY_DRAFT_MAX_AGE_MS);
      const drafts = await lockEmptyDrafts(trx, unchangedSince, batchSize);
      for (const draft of drafts) await purgeRequest(context, trx, draft.id);
      return drafts.length;
    });
    deleted += count;
    if (count < batchSize) break;
  }
  if (deleted > 0) context.log.info({ deleted }, "empty drafts cleaned up");
  return deleted;
}
