import type { PlatformContext } from "../../platform/context.ts";
import type { PageInfo } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { lockBlob, lockBlobShared, scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { deleteDocumentRow, findDocumentById, findDocumentWithVersions, insertDocument, insertDocumentVersion } from "../documents/index.ts";
import { findUsableDocumentIds } from "../signature-requests/index.ts";
import { deleteTemplateDocuments, findTemplateDocuments, insertTemplateDocument, setTemplateDocumentPosition, type TemplateDocumentRow } from "./repository.ts";

/**
 * The template's documents become exactly `documentIds`, in that order: its own stay, the
 * caller's uploads (theirs, in no request) are taken over under the same id — the template keeps
 * the file, the upload is gone from the caller's documents — and the ones left out are deleted
 * with their files once nothing else names them. Returns the pages of each, by id.
 */
export async function setTemplateDocuments(
  context: PlatformContext,
  trx: JobExecutor,
  templateId: string,
  ownerId: string,
  documentIds: readonly string[],
): Promise<Map<string, PageInfo[]>> {
  if (new Set(documentIds).size !== documentIds.length) throw new AppError("validation_failed", { fields: [{ field: "documents", message: "A document is listed twice" }] });
  const current = await findTemplateDocuments(trx, templateId);
  const currentIds = new Set(current.map((document) => document.id));
  const uploads = documentIds.filter((id) => !currentIds.has(id));
  const usable = await findUsableDocumentIds(trx, ownerId, uploads);
  for (const [position, id] of documentIds.entries()) {
    if (currentIds.has(id)) await setTemplateDocumentPosition(trx, id, position);
    else if (usable.has(id)) await takeOverUpload(context, trx, templateId, id, position);
    else {
      const document = await findDocumentById(trx, id);
      throw document && document.owner_id === ownerId ? new AppError("document_in_use", { documentId: id }) : new AppError("not_found", { documentId: id });
    }
  }
  const dropped = current.filter((document) => !documentIds.includes(document.id)).map((document) => document.id);
  await scheduleBlobCleanup(context.jobs, trx, await deleteTemplateDocuments(trx, templateId, dropped));
  return new Map((await findTemplateDocuments(trx, templateId)).map((document) => [document.id, document.pages]));
}

async function takeOverUpload(context: PlatformContext, trx: JobExecutor, templateId: string, documentId: string, position: number): Promise<void> {
  const found = await findDocumentWithVersions(trx, documentId);
  const original = found?.versions.find((version) => version.kind === "original");
  if (!found || !original) throw new AppError("not_found", { documentId });
  await lockBlob(trx, original.blob_sha256);
  await insertTemplateDocument(trx, {
    id: documentId,
    template_id: templateId,
    position,
    title: found.document.title,
    pages: JSON.stringify(found.document.pages),
    cleaning: found.document.cleaning === null ? null : JSON.stringify(found.document.cleaning),
    blob_sha256: original.blob_sha256,
    byte_size: original.byte_size,
    created_at: context.clock.now(),
  });
  // The file stays: the template's row names it now.
  await deleteDocumentRow(trx, documentId);
}

/**
 * A request's own copies of the template's documents: new documents of the sender naming the
 * same files (no byte is copied: the blob store is content-addressed), so the request and the
 * template never share a row. Copies made at the same time (a bulk send's rows) do not wait for
 * one another. Returns the new id of each template document.
 */
export async function copyTemplateDocumentsFor(context: PlatformContext, trx: JobExecutor, ownerId: string, documents: readonly TemplateDocumentRow[]): Promise<Map<string, string>> {
  const newIds = new Map<string, string>();
  for (const document of documents) {
    await lockBlobShared(trx, document.blob_sha256);
    const id = crypto.randomUUID();
    const now = context.clock.now();
    await insertDocument(trx, { id, ownerId, title: document.title, pages: document.pages, cleaning: document.cleaning, createdAt: now });
    await insertDocumentVersion(trx, {
      id: crypto.randomUUID(),
      document_id: id,
      version: 1,
      kind: "original",
      blob_sha256: document.blob_sha256,
      byte_size: document.byte_size,
      created_at: now,
    });
    newIds.set(document.id, id);
  }
  return newIds;
}
