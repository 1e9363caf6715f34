import type { Readable } from "node:stream";
import { assertMayUpload } from "../billing/index.ts";
import { isCleanable, type DocumentCleaning, type DocumentView } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { queueDocumentDeleted } from "../webhooks/index.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { lockBlob, scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import type { StagedBlob } from "../../platform/storage/blob-store.ts";
import type { PdfPageInfo } from "../../pdf-engine/render/pdf-engine.ts";
import { activeContentRefusal } from "./pdf-acceptance.ts";
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
import { stageCleanedCopy } from "./stage-cleaned-copy.ts";
import { inspectStagedUpload, stageUpload } from "./upload-staging.ts";

export interface IncomingFile {
  fileName: string;
  title: string;
  source: Readable | Uint8Array;
}

interface CheckedFile {
  title: string;
  staged: StagedBlob;
  pages: PdfPageInfo[];
  cleaning: DocumentCleaning | null;
}

export interface UploadOptions {
  /** The uploader agreed to store cleaned copies of files with active content (`removeActiveContent=true`). */
  removeActiveContent: boolean;
}

/**
 * Receives PDFs one after another (multipart parts arrive in order), checks each, and stores
 * them all or none: the first refused file refuses the upload and names the file.
 */
export async function uploadDocuments(
  context: PlatformContext,
  auth: AuthContext,
  files: AsyncIterable<IncomingFile> | Iterable<IncomingFile>,
  options: UploadOptions,
): Promise<DocumentView[]> {
  // The new free plan signs what others send but does not upload (spec §6; docs/billing.md).
  await assertMayUpload(context, auth.userId);
  const checked: CheckedFile[] = [];
  try {
    for await (const file of files) checked.push(await receivePdf(context, file, options));
    if (checked.length === 0) throw new AppError("validation_failed", { fields: [{ field: "file", message: "No PDF was sent" }] });
    const stored = await context.db.transaction().execute(async (trx) => {
      const created: { document: DocumentRow; versions: DocumentVersionRow[] }[] = [];
      for (const file of checked) {
        await lockBlob(trx, file.staged.sha256);
        await context.blobs.commit(file.staged);
        const now = context.clock.now();
        const id = crypto.randomUUID();
        await insertDocument(trx, { id, ownerId: auth.userId, title: file.title, pages: file.pages, cleaning: file.cleaning, createdAt: now });
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

async function receivePdf(context: PlatformContext, file: IncomingFile, options: UploadOptions): Promise<CheckedFile> {
  const staged = await stageUpload(context, file.source, file.fileName);
  try {
    const { pages, activeContent } = await inspectStagedUpload(context, staged, file.fileName);
    if (activeContent.length === 0) return { title: file.title, staged, pages, cleaning: null };
    // Scripts, launching or sending actions, players and attached programs (docs/SECURITY.md):
    // refused with what was found, or replaced by a cleaned copy when the uploader agreed to one.
    if (!options.removeActiveContent || !isCleanable(activeContent)) throw activeContentRefusal(file.fileName, activeContent, { isCleanedCopy: false });
    const cleaned = await stageCleanedCopy(context, staged, file.fileName);
    await context.blobs.discard(staged);
    return { title: file.title, ...cleaned };
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
