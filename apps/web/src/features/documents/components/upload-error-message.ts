import { formatFileSize } from "@paraph/contracts";
import type { TFunction } from "i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { isApiError } from "../../../shared/api/api-error.ts";

/** Why a file was refused, in the visitor's language, with the limit it broke where the API names it. */
export function describeUploadError(error: unknown, t: TFunction, language: string): string {
  const sentence = describeError(error, t);
  if (!isApiError(error)) return sentence;
  const { maxBytes, pageCount, maxPages } = error.details;
  if (error.code === "document_too_large" && typeof maxBytes === "number") {
    return `${sentence} ${t("documents.upload.too_large_detail", { size: formatFileSize(maxBytes, language) })}`;
  }
  if (error.code === "document_too_many_pages" && typeof pageCount === "number" && typeof maxPages === "number") {
    return `${sentence} ${t("documents.upload.too_many_pages_detail", { pages: String(pageCount), maxPages: String(maxPages) })}`;
  }
  return sentence;
}
