import { AppError } from "../../platform/errors/app-error.ts";
import type { ValidationResult } from "../../signing/validation/validate-pdf.ts";
import type { ValidationEngine } from "../../signing/validation/validation-engine.ts";

/**
 * Checks an uploaded PDF's signatures off the event loop and turns what the validator could not
 * do into the catalogue's codes: too many signatures, more time or memory than allowed, a file
 * no PDF reader can open, or a full queue.
 */
export async function validateUploadedPdf(engine: ValidationEngine, pdf: Uint8Array, trustAnchors: Uint8Array[]): Promise<ValidationResult> {
  // The request body is not read again: the worker may take its memory instead of a copy.
  const outcome = await engine.validate(pdf, trustAnchors, { handOver: true });
  switch (outcome.outcome) {
    case "ok":
      return outcome.result;
    case "too_many_signatures":
      throw new AppError("document_too_many_signatures", { limit: outcome.limit });
    case "too_complex":
      throw new AppError("document_too_complex", { reason: outcome.reason });
    case "corrupt":
      throw new AppError("document_corrupt", { reason: outcome.reason });
    case "busy":
      throw new AppError("service_unavailable", { reason: "Too many documents are being checked; try again in a moment" });
  }
}
