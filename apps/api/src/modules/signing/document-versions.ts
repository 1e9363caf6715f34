import { sql } from "kysely";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { lockBlob } from "../../platform/storage/blob-references.ts";
import { insertDocumentVersion } from "../documents/index.ts";

/** Serialises whoever stores a version of the document, across transactions and replicas. */
export async function lockDocument(trx: JobExecutor, documentId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`document:${documentId}`}, 0))`.execute(trx);
}

export async function storeVersion(context: PlatformContext, trx: JobExecutor, documentId: string, version: number, bytes: Uint8Array, now: Date) {
  const stored = await context.blobs.put(bytes);
  await lockBlob(trx, stored.sha256);
  await insertDocumentVersion(trx, {
    id: crypto.randomUUID(),
    document_id: documentId,
    version,
    kind: "signed",
    blob_sha256: stored.sha256,
    byte_size: stored.size,
    created_at: now,
  });
  return { documentId, version, sha256: stored.sha256 };
}
