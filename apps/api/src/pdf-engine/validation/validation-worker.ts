import { reportTaken, type TimeLimitedTask } from "../../platform/workers/time-limit.ts";
import { validatePdf } from "./validate-pdf.ts";
import type { ReportFormat, ReportedOutcome } from "./report/validate-with-report.ts";

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
  /** The validation time, ISO 8601; now when absent. */
  at?: string;
}

export default async function validate(task: ValidationTask & TimeLimitedTask): Promise<ReportedOutcome> {
  reportTaken(task);
  const at = task.at ? new Date(task.at) : undefined;
  if (!task.report) return validatePdf(task.pdf, task.trustAnchors, { at });
  // Loaded on the first report only: its PDF writer (pdf-lib) more than doubled a new thread's
  // start (measured from source: ≈ 2.3–3.7 s → 5.9–8.9 s on this loaded machine), and most
  // checks ask for JSON. A thread's first check must stay far inside VALIDATION_TIMEOUT_MS.
  const { validateWithReport } = await import("./report/validate-with-report.ts");
  return validateWithReport(task.pdf, task.trustAnchors, task.report, at);
}
