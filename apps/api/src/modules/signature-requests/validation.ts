import type { SignatureField } from "@paraph/contracts";
import type { PageInfo } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findDocumentById } from "../documents/index.ts";
import { findUsableDocumentIds } from "./repository.ts";

/** Documents a request may take: the owner's, and not part of any request yet. */
export async function assertUsableDocuments(executor: JobExecutor, ownerId: string, documentIds: string[]): Promise<void> {
  const unique = [...new Set(documentIds)];
  if (unique.length !== documentIds.length) throw new AppError("validation_failed", { fields: [{ field: "documents", message: "A document is listed twice" }] });
  const usable = await findUsableDocumentIds(executor, ownerId, unique);
  for (const documentId of unique) {
    if (usable.has(documentId)) continue;
    const document = await findDocumentById(executor, documentId);
    throw document && document.owner_id === ownerId ? new AppError("document_in_use", { documentId }) : new AppError("not_found", { documentId });
  }
}

/** Every field (a signature field, a form field) must sit on a page of a document of the request, inside the page. */
export async function assertValidFields(executor: JobExecutor, fields: readonly SignatureField[], documentIds: readonly string[]): Promise<void> {
  const pagesByDocument = new Map<string, PageInfo[]>();
  for (const field of fields) {
    if (!documentIds.includes(field.document_id)) {
      throw new AppError("field_invalid", { documentId: field.document_id, reason: "The document is not part of the request" });
    }
    let pages = pagesByDocument.get(field.document_id);
    if (!pages) {
      pages = (await findDocumentById(executor, field.document_id))?.pages ?? [];
      pagesByDocument.set(field.document_id, pages);
    }
    const page = pages[field.page - 1];
    if (!page) throw new AppError("field_invalid", { documentId: field.document_id, page: field.page, reason: "No such page" });
    if (field.x + field.width > page.width + 0.5 || field.y + field.height > page.height + 0.5) {
      throw new AppError("field_invalid", { documentId: field.document_id, page: field.page, reason: "The field reaches past the page" });
    }
  }
}
