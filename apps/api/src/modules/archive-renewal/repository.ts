import { sql } from "kysely";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { ArchiveTimeStampFacts } from "../../pdf-engine/pades/archive-time-stamp-facts.ts";

export type RenewalReason = "expiring" | "weak_algorithm";

/** After this many failed renewals from one version, a document waits for the operator (`paraph renew --now` tries again). */
export const MAX_RENEWAL_ATTEMPTS = 3;

/** The policy a due document falls short of. */
export interface RenewalPolicy {
  now: Date;
  /** Due when the newest archive time-stamp's chain ends before this. */
  expiresBefore: Date;
  minRsaBits: number;
}

export interface DueDocumentRow {
  document_id: string;
  title: string;
  version: number;
  blob_sha256: string;
  time_stamped_at: Date;
  chain_expires_at: Date;
  digest_algorithm: string;
  weakest_rsa_bits: number | null;
  reason: RenewalReason;
  failed_attempts: number;
}

const DAY = sql`interval '1 day'`;

/**
 * The documents archive time-stamp renewal may touch: in a completed request, and not past
 * their business's automatic deletion (the retention sweep deletes them soon; a deleted
 * document has no rows at all). `v` is the document's newest version.
 */
function keptCompletedDocument(now: Date) {
  return sql`EXISTS (
      SELECT 1 FROM signature_request_documents rd JOIN signature_requests r ON r.id = rd.signature_request_id
      WHERE rd.document_id = v.document_id AND r.status = 'completed')
    AND NOT EXISTS (
      SELECT 1 FROM signature_request_documents rd
      JOIN signature_requests r ON r.id = rd.signature_request_id
      JOIN business_accounts m ON m.user_id = r.owner_id
      JOIN businesses b ON b.id = m.business_id
      WHERE rd.document_id = v.document_id AND b.retention_enabled
        AND r.status = ANY (b.retention_terminal_states) AND r.closed_at IS NOT NULL
        AND r.closed_at < ${now}::timestamptz - b.retention_days * ${DAY})`;
}

const NEWEST_VERSION = sql`v.version = (SELECT max(version) FROM document_versions WHERE document_id = v.document_id)`;

/** Newest signed versions of kept completed documents whose time-stamps were not read yet, oldest first. */
export async function findUninspectedVersions(executor: JobExecutor, now: Date, limit: number): Promise<{ document_id: string; version: number; blob_sha256: string }[]> {
  const result = await sql<{ document_id: string; version: number; blob_sha256: string }>`
    SELECT v.document_id, v.version, v.blob_sha256 FROM document_versions v
    WHERE v.kind = 'signed' AND ${NEWEST_VERSION} AND ${keptCompletedDocument(now)}
      AND NOT EXISTS (SELECT 1 FROM document_archive_time_stamps a WHERE a.document_id = v.document_id AND a.version = v.version)
    ORDER BY v.created_at, v.document_id
    LIMIT ${limit}`.execute(executor);
  return result.rows;
}

export async function recordArchiveTimeStampFacts(executor: JobExecutor, documentId: string, version: number, facts: ArchiveTimeStampFacts | undefined, now: Date): Promise<void> {
  await executor
    .insertInto("document_archive_time_stamps")
    .values({
      document_id: documentId,
      version,
      time_stamped_at: facts?.timeStampedAt ?? null,
      chain_expires_at: facts?.chainExpiresAt ?? null,
      digest_algorithm: facts?.digestAlgorithm ?? null,
      weakest_rsa_bits: facts?.weakestRsaBits ?? null,
      inspected_at: now,
    })
    .onConflict((conflict) => conflict.columns(["document_id", "version"]).doNothing())
    .execute();
}

/**
 * Kept completed documents whose newest version's newest archive time-stamp is due: its chain
 * ends before `expiresBefore`, or it uses SHA-1 or an RSA key under `minRsaBits` (then the
 * reason is `weak_algorithm`, the stronger one). Left out: a version already renewed, one whose
 * renewals failed MAX_RENEWAL_ATTEMPTS times (unless `includeGivenUp`), and a version a renewal
 * made for the same reason without curing it (the authority's certificate was no better:
 * renewing again would give the same). Soonest-ending first.
 */
export async function findDueDocuments(executor: JobExecutor, policy: RenewalPolicy, limit: number, options: { includeGivenUp?: boolean } = {}): Promise<DueDocumentRow[]> {
  const attemptsLeft = options.includeGivenUp ? sql`TRUE` : sql`coalesce(f.attempts, 0) < ${MAX_RENEWAL_ATTEMPTS}`;
  const result = await sql<DueDocumentRow>`
    SELECT * FROM (
      SELECT v.document_id, d.title, v.version, v.blob_sha256, a.time_stamped_at, a.chain_expires_at, a.digest_algorithm, a.weakest_rsa_bits,
        CASE WHEN a.digest_algorithm = 'sha1' OR a.weakest_rsa_bits < ${policy.minRsaBits} THEN 'weak_algorithm' ELSE 'expiring' END AS reason,
        coalesce(f.attempts, 0)::int AS failed_attempts
      FROM document_versions v
      JOIN documents d ON d.id = v.document_id
      JOIN document_archive_time_stamps a ON a.document_id = v.document_id AND a.version = v.version
      LEFT JOIN archive_time_stamp_renewals f ON f.document_id = v.document_id AND f.from_version = v.version AND f.status = 'failed'
      WHERE a.time_stamped_at IS NOT NULL AND ${NEWEST_VERSION} AND ${keptCompletedDocument(policy.now)}
        AND (a.chain_expires_at < ${policy.expiresBefore} OR a.digest_algorithm = 'sha1' OR a.weakest_rsa_bits < ${policy.minRsaBits})
        AND NOT EXISTS (SELECT 1 FROM archive_time_stamp_renewals done WHERE done.document_id = v.document_id AND done.from_version = v.version AND done.status = 'renewed')
        AND ${attemptsLeft}
    ) due
    WHERE NOT EXISTS (
      SELECT 1 FROM archive_time_stamp_renewals made
      WHERE made.document_id = due.document_id AND made.to_version = due.version AND made.reason = due.reason AND made.cured = false)
    ORDER BY due.chain_expires_at, due.document_id
    LIMIT ${limit}`.execute(executor);
  return result.rows.map((row) => ({ ...row, time_stamped_at: new Date(row.time_stamped_at), chain_expires_at: new Date(row.chain_expires_at) }));
}

export async function recordRenewal(
  executor: JobExecutor,
  renewal: { documentId: string; fromVersion: number; toVersion: number; reason: RenewalReason; cured: boolean; now: Date },
): Promise<void> {
  await executor
    .insertInto("archive_time_stamp_renewals")
    .values({
      id: crypto.randomUUID(),
      document_id: renewal.documentId,
      from_version: renewal.fromVersion,
      to_version: renewal.toVersion,
      reason: renewal.reason,
      status: "renewed",
      cured: renewal.cured,
      last_error: null,
      created_at: renewal.now,
      updated_at: renewal.now,
    })
    .onConflict((conflict) => conflict.columns(["document_id", "from_version"]).doUpdateSet({ status: "renewed", to_version: renewal.toVersion, cured: renewal.cured, last_error: null, updated_at: renewal.now }))
    .execute();
}

/** The versions renewals made of a document, oldest first: each renewed from `from_version` to `to_version`. */
export async function findRenewedVersions(executor: JobExecutor, documentId: string): Promise<{ fromVersion: number; toVersion: number }[]> {
  const rows = await executor
    .selectFrom("archive_time_stamp_renewals")
    .select(["from_version", "to_version"])
    .where("document_id", "=", documentId)
    .where("status", "=", "renewed")
    .where("to_version", "is not", null)
    .orderBy("from_version")
    .execute();
  return rows.map((row) => ({ fromVersion: row.from_version, toVersion: row.to_version ?? row.from_version }));
}

/** Counts one more failed renewal from the version; answers how many failed so far. */
export async function recordRenewalFailure(executor: JobExecutor, failure: { documentId: string; fromVersion: number; reason: RenewalReason; error: string; now: Date }): Promise<number> {
  const row = await executor
    .insertInto("archive_time_stamp_renewals")
    .values({
      id: crypto.randomUUID(),
      document_id: failure.documentId,
      from_version: failure.fromVersion,
      to_version: null,
      reason: failure.reason,
      status: "failed",
      cured: null,
      last_error: failure.error.slice(0, 2000),
      created_at: failure.now,
      updated_at: failure.now,
    })
    .onConflict((conflict) =>
      conflict.columns(["document_id", "from_version"]).doUpdateSet((eb) => ({ attempts: eb("archive_time_stamp_renewals.attempts", "+", 1), last_error: failure.error.slice(0, 2000), updated_at: failure.now })),
    )
    .returning("attempts")
    .executeTakeFirstOrThrow();
  return row.attempts;
}
