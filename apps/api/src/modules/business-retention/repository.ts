import { sql, type Selectable } from "kysely";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { BusinessAutomaticDeletionsTable } from "../../platform/db/schema.ts";

export type AutomaticDeletionRow = Selectable<BusinessAutomaticDeletionsTable>;

export interface RetentionPolicyRow {
  id: string;
  retention_terminal_states: string[];
  retention_days: number;
}

export interface DueRequestRow {
  id: string;
  owner_id: string;
  title: string;
  status: string;
  closed_at: Date;
}

/** Ids of the businesses that have automatic deletion on. */
export async function findBusinessesWithRetention(executor: JobExecutor): Promise<string[]> {
  const rows = await executor.selectFrom("businesses").select("id").where("retention_enabled", "=", true).orderBy("id").execute();
  return rows.map((row) => row.id);
}

/**
 * The business's retention settings, read with a share lock: a change of the settings waits for
 * the batch that read them, and a batch started after the change sees it.
 */
export function findRetentionPolicyForShare(executor: JobExecutor, businessId: string): Promise<RetentionPolicyRow | undefined> {
  return executor
    .selectFrom("businesses")
    .select(["id", "retention_terminal_states", "retention_days"])
    .where("id", "=", businessId)
    .where("retention_enabled", "=", true)
    .forShare()
    .executeTakeFirst();
}

/**
 * Up to `limit` requests of the business's current members that ended in one of `states` before
 * `endedBefore`, oldest first, locked; rows another worker holds are skipped, so replicas share
 * the work instead of waiting for each other.
 */
export async function lockDueRequests(
  executor: JobExecutor,
  businessId: string,
  states: string[],
  endedBefore: Date,
  limit: number,
): Promise<DueRequestRow[]> {
  if (states.length === 0) return [];
  const result = await sql<DueRequestRow>`
    SELECT r.id, r.owner_id, r.title, r.status, r.closed_at
    FROM signature_requests r
    JOIN business_accounts m ON m.user_id = r.owner_id AND m.business_id = ${businessId}
    WHERE r.status IN (${sql.join(states)}) AND r.closed_at IS NOT NULL AND r.closed_at < ${endedBefore}
    ORDER BY r.closed_at, r.id
    LIMIT ${limit}
    FOR UPDATE OF r SKIP LOCKED`.execute(executor);
  return result.rows;
}

export async function insertAutomaticDeletion(executor: JobExecutor, row: AutomaticDeletionRow): Promise<void> {
  await executor.insertInto("business_automatic_deletions").values(row).onConflict((conflict) => conflict.column("signature_request_id").doNothing()).execute();
}

export function findAutomaticDeletions(executor: JobExecutor, businessId: string, limit: number): Promise<AutomaticDeletionRow[]> {
  return executor
    .selectFrom("business_automatic_deletions")
    .selectAll()
    .where("business_id", "=", businessId)
    .orderBy("deleted_at", "desc")
    .orderBy("signature_request_id")
    .limit(limit)
    .execute();
}

export async function countAutomaticDeletions(executor: JobExecutor, businessId: string): Promise<number> {
  const row = await executor
    .selectFrom("business_automatic_deletions")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
