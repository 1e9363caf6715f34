import { sql } from "kysely";
import type { BlobStore } from "./blob-store.ts";
import { BlobDeletionHold } from "./blob-deletion-hold.ts";
import type { Db } from "../db/database.ts";
import type { JobExecutor, JobQueue } from "../jobs/job-queue.ts";
import type { DatabaseSchema } from "../db/schema.ts";

/**
 * Every column that holds a blob's SHA-256. A blob is deleted once none of them names it;
 * a module that stores blobs adds its column here.
 */
export const BLOB_REFERENCES: readonly { table: keyof DatabaseSchema; column: string }[] = [
  { table: "document_versions", column: "blob_sha256" },
  { table: "attachments", column: "blob_sha256" },
  { table: "visual_signatures", column: "image_sha256" },
  { table: "businesses", column: "logo_sha256" },
  { table: "seals", column: "image_sha256" },
  { table: "template_documents", column: "blob_sha256" },
  { table: "bulk_sends", column: "csv_sha256" },
];

const DELETE_UNREFERENCED_BLOBS_JOB = "delete-unreferenced-blobs";

/**
 * Serialises work on one blob across transactions and replicas: whoever adds a reference and
 * whoever deletes an unreferenced blob take this lock first, so a blob is never deleted
 * between a new reference's check and its commit.
 */
export async function lockBlob(executor: JobExecutor, sha256: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`blob:${sha256}`}, 0))`.execute(executor);
}

/**
 * lockBlob's shared form, for adding a reference to a blob that is referenced already (a
 * template's file named by a request's copy): such transactions do not wait for one another,
 * only the deletion (which takes lockBlob) waits for them all, and they for it.
 */
export async function lockBlobShared(executor: JobExecutor, sha256: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock_shared(hashtextextended(${`blob:${sha256}`}, 0))`.execute(executor);
}

export async function isBlobReferenced(executor: JobExecutor, sha256: string): Promise<boolean> {
  for (const reference of BLOB_REFERENCES) {
    const found = await sql<{ found: number }>`SELECT 1 AS found FROM ${sql.table(reference.table)} WHERE ${sql.ref(reference.column)} = ${sha256} LIMIT 1`.execute(executor);
    if (found.rows.length > 0) return true;
  }
  return false;
}

/**
 * Deleting blobs runs as a job after the transaction that dropped their last reference. While a
 * backup holds deletions, the job waits: the hold is taken while the backup holds the embedded
 * database's one connection, so a deletion transaction either finished before it or sees it.
 */
export function defineBlobCleanup(jobs: JobQueue, db: Db, blobs: BlobStore, deletionHold = new BlobDeletionHold()): void {
  jobs.define(DELETE_UNREFERENCED_BLOBS_JOB, async (payload) => {
    for (const sha256 of (payload as { sha256s: string[] }).sha256s) {
      for (let isDone = false; !isDone; ) {
        await deletionHold.whenReleased();
        isDone = await db.transaction().execute(async (trx) => {
          await lockBlob(trx, sha256);
          if (deletionHold.isHeld) return false;
          if (!(await isBlobReferenced(trx, sha256))) await blobs.delete(sha256);
          return true;
        });
      }
    }
  });
}

/** The SHA-256 of every blob the database refers to, on the given connection. */
export function referencedBlobsQuery(): string {
  return BLOB_REFERENCES.map((reference) => `SELECT ${reference.column} AS sha256 FROM ${reference.table} WHERE ${reference.column} IS NOT NULL`).join(" UNION ");
}

export async function scheduleBlobCleanup(jobs: JobQueue, executor: JobExecutor, sha256s: string[]): Promise<void> {
  if (sha256s.length > 0) await jobs.enqueue(executor, DELETE_UNREFERENCED_BLOBS_JOB, { sha256s: [...new Set(sha256s)] });
}
