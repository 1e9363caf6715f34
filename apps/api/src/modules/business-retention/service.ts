import { AUTOMATIC_DELETIONS_SHOWN, type AutomaticDeletions } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { loadBusinessAccess } from "../businesses/index.ts";
import { purgeRequest } from "../signature-requests/index.ts";
import { presentAutomaticDeletion } from "./presenter.ts";
import {
  countAutomaticDeletions,
  findAutomaticDeletions,
  findBusinessesWithRetention,
  findRetentionPolicyForShare,
  insertAutomaticDeletion,
  lockDueRequests,
} from "./repository.ts";

/** Requests deleted per transaction: short transactions, short locks. */
export const RETENTION_BATCH_SIZE = 25;

const DAY_MS = 24 * 60 * 60_000;

/**
 * One pass of automatic deletion over every business that has it on: each business's due
 * requests go in batches of RETENTION_BATCH_SIZE, each batch its own transaction that re-reads
 * the settings (turning deletion off stops the next batch), deletes, records and commits.
 * Answers how many requests went.
 */
export async function runRetentionSweep(context: PlatformContext): Promise<number> {
  let deleted = 0;
  for (const businessId of await findBusinessesWithRetention(context.db)) {
    for (;;) {
      const count = await deleteDueBatch(context, businessId);
      deleted += count;
      if (count < RETENTION_BATCH_SIZE) break;
    }
  }
  return deleted;
}

async function deleteDueBatch(context: PlatformContext, businessId: string): Promise<number> {
  return context.db.transaction().execute(async (trx) => {
    const policy = await findRetentionPolicyForShare(trx, businessId);
    if (!policy) return 0;
    const now = context.clock.now();
    const endedBefore = new Date(now.getTime() - policy.retention_days * DAY_MS);
    const due = await lockDueRequests(trx, businessId, policy.retention_terminal_states, endedBefore, RETENTION_BATCH_SIZE);
    for (const request of due) {
      const { documentCount } = await purgeRequest(context, trx, request.id);
      await insertAutomaticDeletion(trx, {
        signature_request_id: request.id,
        business_id: businessId,
        owner_id: request.owner_id,
        title: request.title,
        status: request.status,
        document_count: documentCount,
        closed_at: request.closed_at,
        deleted_at: now,
      });
    }
    if (due.length > 0) context.log.info({ businessId, deleted: due.length }, "automatic deletion removed ended requests");
    return due.length;
  });
}

/** The newest automatic deletions of the business, for its admins. */
export async function listAutomaticDeletions(context: PlatformContext, auth: AuthContext, businessId: string): Promise<AutomaticDeletions> {
  const { business } = await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  const rows = await findAutomaticDeletions(context.db, business.id, AUTOMATIC_DELETIONS_SHOWN);
  return { items: rows.map(presentAutomaticDeletion), total: await countAutomaticDeletions(context.db, business.id) };
}
