import { isCleanable, type ActiveContentFinding, type ActiveContentRefusalDetails } from "@paraph/contracts";
import type { InspectResult, PdfPageInfo } from "../../pdf-engine/render/pdf-engine.ts";
import { AppError } from "../../platform/errors/app-error.ts";

/** A file that may become a document, with the active content it still has (empty for most). */
export interface AcceptedPdf {
  pages: PdfPageInfo[];
  activeContent: ActiveContentFinding[];
}

/**
 * Decides whether an uploaded file may become a document, from what the PDF engine found.
 * Repaired files count as damaged: a truncated upload must not be signed as if it were whole.
 * Active content is left to the caller, who stores a cleaned copy when the uploader agreed.
 */
export function acceptInspectedPdf(result: InspectResult, limits: { maxPages: number }, fileName: string): AcceptedPdf {
  const details = { file: fileName };
  switch (result.outcome) {
    case "not_pdf":
      throw new AppError("document_not_pdf", details);
    case "encrypted":
      throw new AppError("document_encrypted", { ...details, reason: result.reason });
    case "xfa_only":
      throw new AppError("document_xfa_only", { ...details, reason: result.reason });
    case "corrupt":
      throw new AppError("document_corrupt", { ...details, reason: result.reason });
    case "too_complex":
      throw new AppError("document_too_complex", { ...details, limit: result.limit, ...(result.found === undefined ? {} : { found: result.found }), ...(result.max === undefined ? {} : { max: result.max }), reason: result.reason });
    case "too_many_pages":
      throw new AppError("document_too_many_pages", { ...details, pageCount: result.pageCount, maxPages: limits.maxPages });
    case "ok":
      if (result.wasRepaired) throw new AppError("document_corrupt", { ...details, reason: "The file is truncated or its structure is broken" });
      if (result.pageCount === 0) throw new AppError("document_empty", details);
      return { pages: result.pages, activeContent: result.activeContent };
  }
}

/**
 * The refusal of a file with active content (docs/SECURITY.md): scripts answer
 * `document_has_javascript`, everything else `document_has_active_content`; the details list
 * what was found and whether a cleaned copy can be stored instead.
 */
export function activeContentRefusal(fileName: string, found: ActiveContentFinding[], options: { isCleanedCopy: boolean }): AppError {
  const hasScript = found.some((finding) => finding.kind === "javascript" || finding.kind === "javascript_link");
  const details: ActiveContentRefusalDetails = {
    file: fileName,
    feature: found[0]?.feature ?? "",
    found,
    // What is left in a cleaned copy could not be removed: sending it again would not help.
    cleanable: !options.isCleanedCopy && isCleanable(found),
  };
  return new AppError(hasScript ? "document_has_javascript" : "document_has_active_content", details);
}
