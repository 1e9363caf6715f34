import type { SignatureField } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { PageInfo } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findDocumentById, findDocumentPages } from "../documents/index.ts";
import { findUsableDocumentIds } from "./repository.ts";

/** An expiry must lie ahead (a request's, when it is set or the request is sent). */
export function assertFutureExpiry(context: Pick<PlatformContext, "clock">, expiresAt: string | null | undefined): void {
  if (expiresAt && new Date(expiresAt) <= context.clock.now()) throw new AppError("expiry_in_past");
}

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

/** Every field (a signature field, a form field) must sit on a page of a document of the request, inside the page; `pages` are the request documents' (documents/index.ts findDocumentPages). */
export function assertFieldsOnPages(fields: readonly SignatureField[], documentIds: readonly string[], pages: ReadonlyMap<string, readonly PageInfo[]>): void {
  for (const field of fields) {
    if (!documentIds.includes(field.document_id)) {
      throw new AppError("field_invalid", { documentId: field.document_id, reason: "The document is not part of the request" });
    }
    const page = pages.get(field.document_id)?.[field.page - 1];
    if (!page) throw new AppError("field_invalid", { documentId: field.document_id, page: field.page, reason: "No such page" });
    if (field.x + field.width > page.width + 0.5 || field.y + field.height > page.height + 0.5) {
      throw new AppError("field_invalid", { documentId: field.document_id, page: field.page, reason: "The field reaches past the page" });
    }
  }
}

/** assertFieldsOnPages, the pages read for the fields' documents. */
export async function assertValidFields(executor: JobExecutor, fields: readonly SignatureField[], documentIds: readonly string[]): Promise<void> {
  const named = fields.map((field) => field.document_id).filter((documentId) => documentIds.includes(documentId));
  assertFieldsOnPages(fields, documentIds, await findDocumentPages(executor, named));
}
