import { ERROR_CATALOGUE, formatFileSize } from "@paraph/contracts";
import { AppError } from "./app-error.ts";

/**
 * A body or file over its limit: the code's message with the limit written as everywhere else in
 * Paraph ("… (at most 50 MB)", binary units: docs/API.md, "Sizes"), and the limit in bytes as
 * `details.maxBytes` beside any other details.
 */
export function sizeLimitError(code: "document_too_large" | "payload_too_large", maxBytes: number, details: Record<string, unknown> = {}): AppError {
  return new AppError(code, { ...details, maxBytes }, { message: `${ERROR_CATALOGUE[code].message} (at most ${formatFileSize(maxBytes, "en-gb")})` });
}
