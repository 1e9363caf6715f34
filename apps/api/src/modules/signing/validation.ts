import { AppError } from "../../platform/errors/app-error.ts";
import type { ValidationResult } from "../../pdf-engine/validation/validate-pdf.ts";
import type { ValidationEngine } from "../../pdf-engine/validation/validation-engine.ts";
import type { ReportFormat, ReportedOutcome } from "../../pdf-engine/validation/report/validate-with-report.ts";

/**
 * The signatures' findings (JSON) of an uploaded PDF, validated at `at`. The worker takes the
 * request body's memory unless the caller still needs the bytes (`keepBytes`: extending the PDF
 * afterwards).
 */
export async function validateUploadedPdf(engine: ValidationEngine, pdf: Uint8Array, trustAnchors: Uint8Array[], at: Date, options: { keepBytes?: boolean } = {}): Promise<ValidationResult> {
  return (await checkUploadedPdf(engine, pdf, trustAnchors, at, undefined, !options.keepBytes)).result;
}

/** The validation report of an uploaded PDF: the ETSI TS 119 102-2 XML or its PDF rendition, written in the validation worker. */
export async function reportOnUploadedPdf(engine: ValidationEngine, pdf: Uint8Array, trustAnchors: Uint8Array[], at: Date, format: ReportFormat, options: { keepBytes?: boolean } = {}): Promise<Uint8Array> {
  const checked = await checkUploadedPdf(engine, pdf, trustAnchors, at, format, !options.keepBytes);
  if (!("report" in checked)) throw new Error("The validation worker answered without the report it was asked for");
  return checked.report;
}

/**
 * Checks an uploaded PDF's signatures off the event loop and turns what the validator could not
 * do into the catalogue's codes: too many signatures, more time or memory than allowed, a file
 * no PDF reader can open, or a full queue.
 */
async function checkUploadedPdf(
  engine: ValidationEngine,
  pdf: Uint8Array,
  trustAnchors: Uint8Array[],
  at: Date,
  report?: ReportFormat,
  handOver = true,
): Promise<Extract<ReportedOutcome, { outcome: "ok" }>> {
  // Unless the caller says otherwise, the request body is not read again: the worker may take its memory instead of a copy.
  const outcome = await engine.validate(pdf, trustAnchors, { handOver, at, ...(report ? { report } : {}) });
  switch (outcome.outcome) {
    case "ok":
      return outcome;
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
