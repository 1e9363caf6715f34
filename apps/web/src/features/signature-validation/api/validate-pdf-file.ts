import { validateDocument, type EndpointResponse } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { ApiError } from "../../../shared/api/api-error.ts";

/** What POST /v1/validate says about a PDF: one report per signature or document time-stamp, in file order. */
export type ValidationResult = EndpointResponse<typeof validateDocument>;
export type SignatureReport = ValidationResult["signatures"][number];

/** The validation time of a day chosen on the page ("validate as of"): the start of that day, UTC. */
export function validationTimeOfDay(isoDate: string): string | undefined {
  return isoDate ? `${isoDate}T00:00:00Z` : undefined;
}

/** The largest PDF the API checks. */
export const VALIDATION_MAX_BYTES = validateDocument.rawBody.maxBytes;

/**
 * Sends the PDF's bytes to POST /v1/validate (no login needed). A file over the limit is refused
 * here with the answer the server would give, so nobody waits for it to travel only to be turned away.
 */
export function validatePdfFile(api: ApiClient, file: File, options: { at?: string | undefined; signal?: AbortSignal } = {}): Promise<ValidationResult> {
  if (file.size > VALIDATION_MAX_BYTES) {
    return Promise.reject(new ApiError(413, "payload_too_large", "The PDF is larger than the validation limit", { maxBytes: VALIDATION_MAX_BYTES }));
  }
  // Always sent as a PDF, whatever type the picker reported (often none): the API reads the bytes and decides.
  const body = new Blob([file], { type: "application/pdf" });
  // The contract describes a raw body, which its types cannot express; the client sends the Blob as it is.
  return api.request(validateDocument, { body: body as never, ...(options.at ? { query: { at: options.at } } : {}), signal: options.signal });
}
