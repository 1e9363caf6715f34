import type { Readable } from "node:stream";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { sizeLimitError } from "../../platform/errors/size-limit-error.ts";
import { BlobTooLargeError, type StagedBlob } from "../../platform/storage/blob-store.ts";
import { PdfTaskTimeoutError } from "../../pdf-engine/render/pdf-engine.ts";
import { acceptInspectedPdf, type AcceptedPdf } from "./pdf-acceptance.ts";

/** Writes an uploaded file (or its cleaned copy) to the staging area, within the upload's size limit. */
export async function stageUpload(context: PlatformContext, source: Readable | Uint8Array, fileName: string): Promise<StagedBlob> {
  try {
    return await context.blobs.stage(source, { maxBytes: context.config.MAX_DOCUMENT_BYTES });
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw sizeLimitError("document_too_large", context.config.MAX_DOCUMENT_BYTES, { file: fileName });
    throw error;
  }
}

/** Has the PDF worker inspect a staged file and applies the upload's rules to what it found. */
export async function inspectStagedUpload(context: PlatformContext, staged: StagedBlob, fileName: string): Promise<AcceptedPdf> {
  const maxPages = context.config.MAX_DOCUMENT_PAGES;
  const inspected = await context.pdf.inspect(staged.path, maxPages).catch((error: unknown) => {
    if (error instanceof PdfTaskTimeoutError) throw new AppError("document_corrupt", { file: fileName, reason: "The PDF takes too long to read" });
    throw error;
  });
  return acceptInspectedPdf(inspected, { maxPages }, fileName);
}
