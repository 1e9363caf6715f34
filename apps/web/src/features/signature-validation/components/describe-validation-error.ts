import { formatFileSize } from "@paraph/contracts";
import type { TFunction } from "i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { VALIDATION_MAX_BYTES } from "../api/validate-pdf-file.ts";

/**
 * Why a PDF could not be checked, from the API's error code: the catalogue's sentence, except
 * where this page can say it better (a file that is not a PDF, or one over the size limit).
 */
export function describeValidationError(error: unknown, t: TFunction, language: string): string {
  if (!isApiError(error)) return describeError(error, t);
  if (error.code === "document_not_pdf") return t("signature_validation.errors.not_pdf");
  if (error.code === "payload_too_large" || error.code === "document_too_large") {
    const limit = typeof error.details.maxBytes === "number" ? error.details.maxBytes : VALIDATION_MAX_BYTES;
    return `${describeError(error, t)} ${t("signature_validation.errors.limit", { size: formatFileSize(limit, language) })}`;
  }
  return describeError(error, t);
}
