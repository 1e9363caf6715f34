import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { deleteDocumentRow, deleteRequestAttachmentRows, findDocumentById } from "../documents/index.ts";
import { queueDocumentDeleted } from "../webhooks/index.ts";
import { deleteRequestRow, findRequestDocumentIds } from "./repository.ts";

/**
 * Deletes a request for good with everything it carries: the request row (its signers,
 * observers and audit trail go with it), its documents with every version, its attachments, and
 * — once the transaction commits — their files, through the blob cleanup (a file another row
 * still names stays). The same row deletions a user's own deletion of a draft and of a document
 * uses; the caller holds the request's row lock. Each document's owner's business hears
 * `document.deleted` as when the owner deletes it. Answers how many documents went.
 */
export async function purgeRequest(context: PlatformContext, trx: JobExecutor, requestId: string): Promise<{ documentCount: number }> {
  const documentIds = await findRequestDocumentIds(trx, requestId);
  const attachmentBlobs = await deleteRequestAttachmentRows(trx, requestId);
  await deleteRequestRow(trx, requestId);
  const documentBlobs: string[] = [];
  for (const documentId of documentIds) {
    const document = await findDocumentById(trx, documentId);
    if (document) await queueDocumentDeleted(context, trx, { id: document.id, title: document.title, ownerId: document.owner_id });
    documentBlobs.push(...(await deleteDocumentRow(trx, documentId)));
  }
  await scheduleBlobCleanup(context.jobs, trx, [...documentBlobs, ...attachmentBlobs]);
  return { documentCount: documentIds.length };
}
