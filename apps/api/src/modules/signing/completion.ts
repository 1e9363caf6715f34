import { z } from "zod";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { extendToLongTerm, type LongTermLevel } from "../../pdf-engine/pades/long-term.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { findDocumentVersions } from "../documents/index.ts";
import type { SignResult } from "./sign-types.ts";
import { lockDocument, storeVersion } from "./document-versions.ts";

export const ARCHIVE_DOCUMENTS_JOB = "archive-signed-documents";

/**
 * How long the job that archives a completed request waits: the signing call archives right
 * after its commit, and the job only finishes what a process that stopped in between left.
 */
const ARCHIVE_SAFETY_NET_DELAY_MS = 2 * 60_000;

const archiveSchema = z.object({
  jobId: z.string(),
  requestId: z.string(),
  level: z.enum(["B-LT", "B-LTA"]),
  /** Each document's version that completed the request: the one to extend. */
  documents: z.array(z.object({ documentId: z.string(), version: z.number().int() })),
});
export type ScheduledArchive = z.infer<typeof archiveSchema>;

/** What completion adds to each document: validation data (B-LT) and an archive time-stamp (B-LTA), or nothing. */
export function longTermLevelOf(context: PlatformContext): LongTermLevel | undefined {
  const level = context.config.SIGNING_PADES_LEVEL;
  return level === "B-LT" || level === "B-LTA" ? level : undefined;
}

/** In the transaction that completed the request: the durable job that archives its documents should the process stop first. */
export async function scheduleArchive(
  context: PlatformContext,
  trx: JobExecutor,
  requestId: string,
  level: LongTermLevel,
  signedDocuments: SignResult["signedDocuments"],
): Promise<ScheduledArchive> {
  const jobId = crypto.randomUUID();
  const archive: ScheduledArchive = { jobId, requestId, level, documents: signedDocuments.map(({ documentId, version }) => ({ documentId, version })) };
  await context.jobs.enqueue(trx, ARCHIVE_DOCUMENTS_JOB, archive, { runAt: new Date(context.clock.now().getTime() + ARCHIVE_SAFETY_NET_DELAY_MS), id: jobId });
  return archive;
}

/**
 * The bytes of the versions that completed a request, by document, as the signing call still
 * holds them: archiving them then needs no read from storage (a long document's file is tens of
 * MB). The job, in another process perhaps, reads them.
 */
export type CompletedBytes = ReadonlyMap<string, { version: number; bytes: Uint8Array }>;

/**
 * Right after the commit that completed the request: archives its documents and drops the job.
 * A failure (a time-stamp authority that does not answer) leaves the job to try again later; the
 * signatures are recorded either way, so the answer then names the signed versions.
 */
export async function archiveAfterCompletion(
  context: PlatformContext,
  services: SigningServices,
  archive: ScheduledArchive,
  completedBytes: CompletedBytes,
): Promise<SignResult["signedDocuments"]> {
  try {
    const archived = await archiveDocuments(context, services, archive, completedBytes);
    await context.jobs.cancel(context.db, archive.jobId);
    return archived;
  } catch (error) {
    context.log.warn({ err: error, requestId: archive.requestId }, "archiving the completed request failed; its job will try again");
    return [];
  }
}

export function defineArchiveJob(context: PlatformContext, services: SigningServices): void {
  context.jobs.define(ARCHIVE_DOCUMENTS_JOB, async (payload) => {
    await archiveDocuments(context, services, archiveSchema.parse(payload), new Map());
  });
}

/**
 * Extends each document from the version that completed the request to PAdES B-LT or B-LTA in a
 * signing worker, outside any transaction, then stores it as the final version under the
 * document's lock. A document already past that version was archived already (by the call or
 * the job, whichever came second, finds it so) and is left as it is.
 */
async function archiveDocuments(
  context: PlatformContext,
  services: SigningServices,
  archive: ScheduledArchive,
  completedBytes: CompletedBytes,
): Promise<SignResult["signedDocuments"]> {
  const archived: SignResult["signedDocuments"] = [];
  for (const { documentId, version } of archive.documents) {
    const source = (await findDocumentVersions(context.db, documentId)).find((entry) => entry.version === version);
    if (!source) continue;
    const now = context.clock.now();
    const completed = completedBytes.get(documentId);
    const sourceBytes = completed?.version === version ? completed.bytes : await context.blobs.getSharedBytes(source.blob_sha256);
    const bytes = await extendToLongTerm(sourceBytes, services, archive.level, `Archive time-stamp ${version + 1}`, now, services.revisions);
    const stored = await context.db.transaction().execute(async (trx) => {
      await lockDocument(trx, documentId);
      const latest = (await findDocumentVersions(trx, documentId)).at(-1);
      if (!latest) return undefined;
      if (latest.version !== version) return { documentId, version: latest.version, sha256: latest.blob_sha256 };
      return storeVersion(context, trx, documentId, version + 1, bytes, now);
    });
    if (stored) archived.push(stored);
  }
  return archived;
}
