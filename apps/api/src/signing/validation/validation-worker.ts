import { validatePdf, type ValidationOutcome } from "./validate-pdf.ts";

/**
 * Runs inside the validation pool's worker threads (ValidationEngine): parsing the PDF with
 * mupdf, hashing the signed ranges and comparing revisions all block while they work, so none
 * of it runs on the event loop, and a hostile file only ever holds a thread the pool can end.
 */
export interface ValidationTask {
  pdf: Uint8Array;
  trustAnchors: Uint8Array[];
}

export default function validate(task: ValidationTask): Promise<ValidationOutcome> {
  return validatePdf(task.pdf, task.trustAnchors);
}
