import type { Readable } from "node:stream";
import { assertMayUpload } from "../billing/quotas.ts";
import type { DocumentView } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { queueDocumentDeleted } from "../webhooks/emit.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { sizeLimitError } from "../../platform/errors/size-limit-error.ts";
import { lockBlob, scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { BlobTooLargeError, type StagedBlob } from "../../platform/storage/blob-store.ts";
import { PdfTaskTimeoutError, type PdfPageInfo } from "../../signing/render/pdf-engine.ts";
import { acceptInspectedPdf } from "./pdf-acceptance.ts";
import { assertCanDeleteDocument, assertCanReadDocument } from "./policy.ts";
import { presentDocument } from "./presenter.ts";
import {
  deleteDocumentRow,
  findDocumentById,
  findDocumentWithVersions,
  insertDocument,
  insertDocumentVersion,
  type DocumentRow,
  type DocumentVersionRow,
} from "./repository.ts";

export interface IncomingFile {
  fileName: string;
  title: string;
  source: Readable | Uint8Array;
}

interface CheckedFile {
  title: string;
  staged: StagedBlob;
  pages: PdfPageInfo[];
}

/**
 * Receives PDFs one after another (multipart parts arrive in order), checks each, and stores
 * them all or none: the first refused file refuses the upload and names the file.
 */
export async function uploadDocuments(
  context: PlatformContext,
  auth: AuthContext,
  files: AsyncIterable<IncomingFile> | Iterable<IncomingFile>,
): Promise<DocumentView[]> {
  // The new free plan signs what others send but does not upload (spec §6; docs/billing.md).
  await assertMayUpload(context, auth.userId);
  const checked: CheckedFile[] = [];
  try {
    for await (const file of files) checked.push(await receivePdf(context, file));
    if (checked.length === 0) throw new AppError("validation_failed", { fields: [{ field: "file", message: "No PDF was sent" }] });
    const stored = await context.db.transaction().execute(async (trx) => {
      const created: { document: DocumentRow; versions: DocumentVersionRow[] }[] = [];
      for (const file of checked) {
        await lockBlob(trx, file.staged.sha256);
        await context.blobs.commit(file.staged);
        const now = context.clock.now();
        const id = crypto.randomUUID();
        await insertDocument(trx, { id, ownerId: auth.userId, title: file.title, pages: file.pages, createdAt: now });
        const version: DocumentVersionRow = {
          id: crypto.randomUUID(),
          document_id: id,
          version: 1,
          kind: "original",
          blob_sha256: file.staged.sha256,
          byte_size: file.staged.size,
          created_at: now,
        };
        await insertDocumentVersion(trx, version);
        const document = await findDocumentById(trx, id);
        if (document) created.push({ document, versions: [version] });
      }
      return created;
    });
    return stored.map(({ document, versions }) => presentDocument(document, versions));
  } finally {
    await Promise.all(checked.map((file) => context.blobs.discard(file.staged)));
  }
}

async function receivePdf(context: PlatformContext, file: IncomingFile): Promise<CheckedFile> {
  let staged: StagedBlob;
  try {
    staged = await context.blobs.stage(file.source, { maxBytes: context.config.MAX_DOCUMENT_BYTES });
  } catch (error) {
    if (error instanceof BlobTooLargeError) {
      throw sizeLimitError("document_too_large", context.config.MAX_DOCUMENT_BYTES, { file: file.fileName });
    }
    throw error;
  }
  try {
    const inspected = await context.pdf.inspect(staged.path, context.config.MAX_DOCUMENT_PAGES).catch((error: unknown) => {
      if (error instanceof PdfTaskTimeoutError) throw new AppError("document_corrupt", { file: file.fileName, reason: "The PDF takes too long to read" });
      throw error;
    });
    const pages = acceptInspectedPdf(inspected, { maxPages: context.config.MAX_DOCUMENT_PAGES }, file.fileName);
    return { title: file.title, staged, pages };
  } catch (error) {
    await context.blobs.discard(staged);
    throw error;
  }
}

export async function getDocument(context: PlatformContext, auth: AuthContext, id: string): Promise<DocumentView> {
  const found = await findDocumentWithVersions(context.db, id);
  if (!found) throw new AppError("not_found");
  await assertCanReadDocument(context.db, auth, found.document);
  return presentDocument(found.document, found.versions);
}

/** The version a download or page image shows: the original, or the latest signed one. */
export async function findReadableVersion(
  context: PlatformContext,
  auth: AuthContext,
  id: string,
  which: "original" | "latest-signed" | "latest",
): Promise<{ document: DocumentRow; version: DocumentVersionRow }> {
  const found = await findDocumentWithVersions(context.db, id);
  if (!found) throw new AppError("not_found");
  const { document, versions } = found;
  await assertCanReadDocument(context.db, auth, document);
  const version =
    which === "original"
      ? versions.find((candidate) => candidate.kind === "original")
      : which === "latest-signed"
        ? versions.filter((candidate) => candidate.kind === "signed").at(-1)
        : versions.at(-1);
  if (!version) throw new AppError(which === "latest-signed" ? "document_not_signed" : "not_found");
  return { document, version };
}

export async function deleteDocument(context: PlatformContext, auth: AuthContext, id: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const document = await findDocumentById(trx, id);
    await assertCanDeleteDocument(trx, auth, document);
    if (document) await queueDocumentDeleted(context, trx, { id: document.id, title: document.title, ownerId: document.owner_id });
    const blobs = await deleteDocumentRow(trx, id);
    await scheduleBlobCleanup(context.jobs, trx, blobs);
  });
}
