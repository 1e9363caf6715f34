import { sql, type Expression, type SqlBool } from "kysely";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

/**
 * Whether a request holds nothing: no document, signer or observer. A draft that holds none is
 * empty: it is not a request yet, so the list leaves it out (list-repository.ts) and the cleanup
 * deletes it once it stayed empty long enough (empty-draft-cleanup.ts). The title does not count:
 * creating a request requires one, so every draft has it. Three NOT EXISTS joined by AND, not
 * NOT (… OR …): in a WHERE clause PostgreSQL turns each into an anti-join on the table's index,
 * where the OR form made it hash the whole signers table on every call (≈ 50 ms at 100 000 rows).
 */
export function requestIsEmpty(requestId: Expression<string>): Expression<SqlBool> {
  return sql<SqlBool>`(NOT EXISTS (SELECT 1 FROM signature_request_documents d WHERE d.signature_request_id = ${requestId})
      AND NOT EXISTS (SELECT 1 FROM signers s WHERE s.signature_request_id = ${requestId})
      AND NOT EXISTS (SELECT 1 FROM observers o WHERE o.signature_request_id = ${requestId}))`;
}

/**
 * Locks up to `limit` empty drafts last changed before `unchangedSince`, oldest first. A draft
 * another transaction is changing is skipped (its change also moves `updated_at`).
 */
export async function lockEmptyDrafts(executor: JobExecutor, unchangedSince: Date, limit: number): Promise<{ id: string }[]> {
  const result = await sql<{ id: string }>`
    SELECT r.id FROM signature_requests r
    WHERE r.status = 'draft' AND r.updated_at < ${unchangedSince} AND ${requestIsEmpty(sql.ref("r.id"))}
    ORDER BY r.updated_at, r.id
    LIMIT ${limit}
    FOR UPDATE OF r SKIP LOCKED`.execute(executor);
  return result.rows;
}
