import { createHash } from "node:crypto";
import { loadMupdf, openPdfDocument } from "../../pades/embedded-signatures.ts";
import { movedBack } from "../../../platform/workers/moved-back.ts";
import { validatePdf, type ValidationOutcome } from "../validate-pdf.ts";
import { writeEtsiValidationReport } from "./etsi-validation-report.ts";
import { writePdfValidationReport } from "./pdf-validation-report.ts";
import { collectReportEvidence } from "./report-evidence.ts";

/** The two renditions of the validation report: ETSI TS 119 102-2 XML for machines, a PDF for people. */
export type ReportFormat = "xml" | "pdf";

/** The validator's outcome, with the report's bytes when one was asked for and the document could be checked. */
export type ReportedOutcome = ValidationOutcome | { outcome: "ok"; result: Extract<ValidationOutcome, { outcome: "ok" }>["result"]; report: Uint8Array };

/**
 * Validates and writes the report in the validation worker: the report reads the document again
 * for the objects it lists (certificates, time-stamps, DSS data), which is parsing work that must
 * not run on the event loop any more than the validation itself.
 */
export async function validateWithReport(pdf: Uint8Array, trustAnchorsDer: Uint8Array[], format: ReportFormat, at?: Date): Promise<ReportedOutcome> {
  const validationTime = at ?? new Date();
  const outcome = await validatePdf(pdf, trustAnchorsDer, { at: validationTime });
  if (outcome.outcome !== "ok") return outcome;
  const mupdf = await loadMupdf();
  const document = openPdfDocument(mupdf, pdf);
  let evidence;
  try {
    evidence = collectReportEvidence(document, pdf, trustAnchorsDer);
  } finally {
    document.destroy();
  }
  const input = { result: outcome.result, evidence, validationTime, documentSha256: createHash("sha256").update(pdf).digest("hex") };
  const report = format === "xml" ? new TextEncoder().encode(writeEtsiValidationReport(input)) : await writePdfValidationReport(input);
  return movedBack({ outcome: "ok", result: outcome.result, report }, report);
}
