import { validatePdf } from "./validate-pdf.ts";
import { validateWithReport, type ReportFormat, type ReportedOutcome } from "./report/validate-with-report.ts";

/**
 * Runs inside the validation pool's worker threads (ValidationEngine): parsing the PDF with
 * mupdf, hashing the signed ranges and comparing revisions all block while they work, so none
 * of it runs on the event loop, and a hostile file only ever holds a thread the pool can end.
 */
export interface ValidationTask {
  pdf: Uint8Array;
  trustAnchors: Uint8Array[];
  /** Also write the validation report (report/), here in the worker. */
  report?: ReportFormat;
}

export default function validate(task: ValidationTask): Promise<ReportedOutcome> {
  return task.report ? validateWithReport(task.pdf, task.trustAnchors, task.report) : validatePdf(task.pdf, task.trustAnchors);
}
