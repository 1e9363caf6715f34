import type { InspectResult, PdfPageInfo } from "../../signing/render/pdf-engine.ts";
import { AppError } from "../../platform/errors/app-error.ts";

/**
 * Decides whether an uploaded file may become a document, from what the PDF engine found.
 * Repaired files count as damaged: a truncated upload must not be signed as if it were whole.
 */
export function acceptInspectedPdf(result: InspectResult, limits: { maxPages: number }, fileName: string): PdfPageInfo[] {
  const details = { file: fileName };
  switch (result.outcome) {
    case "not_pdf":
      throw new AppError("document_not_pdf", details);
    case "encrypted":
      throw new AppError("document_encrypted", details);
    case "corrupt":
      throw new AppError("document_corrupt", { ...details, reason: result.reason });
    case "too_complex":
      throw new AppError("document_too_complex", { ...details, limit: result.limit, ...(result.found === undefined ? {} : { found: result.found }), ...(result.max === undefined ? {} : { max: result.max }), reason: result.reason });
    case "too_many_pages":
      throw new AppError("document_too_many_pages", { ...details, pageCount: result.pageCount, maxPages: limits.maxPages });
    case "ok":
      if (result.wasRepaired) throw new AppError("document_corrupt", { ...details, reason: "The file is truncated or its structure is broken" });
      if (result.pageCount === 0) throw new AppError("document_empty", details);
      // Scripts, launching or sending actions, players and attached programs (docs/SECURITY.md).
      if (result.activeContent) throw new AppError(result.activeContent.code, { ...details, feature: result.activeContent.feature });
      return result.pages;
  }
}
