import type { DocumentCleaning } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { StagedBlob } from "../../platform/storage/blob-store.ts";
import { PdfTaskTimeoutError, type PdfPageInfo } from "../../pdf-engine/render/pdf-engine.ts";
import { activeContentRefusal } from "./pdf-acceptance.ts";
import { inspectStagedUpload, stageUpload } from "./upload-staging.ts";

export interface CleanedCopy {
  staged: StagedBlob;
  pages: PdfPageInfo[];
  cleaning: DocumentCleaning;
}

/**
 * The copy of an uploaded file with its active content removed, which its uploader agreed to
 * store instead (docs/SECURITY.md, "Cleaning"). The mupdf worker writes it (never the event
 * loop, never inside a transaction); it is then staged and inspected like any upload, and
 * refused if anything active is left. The file that was sent is not kept: only its size and
 * hash, with what was removed, go on the document.
 */
export async function stageCleanedCopy(context: PlatformContext, original: StagedBlob, fileName: string): Promise<CleanedCopy> {
  const cleaned = await context.pdf.removeActiveContent(original.path).catch((error: unknown) => {
    if (error instanceof PdfTaskTimeoutError) throw new AppError("document_corrupt", { file: fileName, reason: "The PDF takes too long to clean" });
    throw error;
  });
  if (cleaned.outcome !== "cleaned") throw new AppError("document_corrupt", { file: fileName, reason: cleaned.reason });
  const staged = await stageUpload(context, cleaned.bytes, fileName);
  try {
    const accepted = await inspectStagedUpload(context, staged, fileName);
    if (accepted.activeContent.length > 0) throw activeContentRefusal(fileName, accepted.activeContent, { isCleanedCopy: true });
    return { staged, pages: accepted.pages, cleaning: { removed: cleaned.removed, originalBytes: original.size, originalSha256: original.sha256 } };
  } catch (error) {
    await context.blobs.discard(staged);
    throw error;
  }
}

