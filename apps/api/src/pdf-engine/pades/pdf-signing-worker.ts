import { movedBack } from "../../platform/workers/moved-back.ts";
import { reportTaken, type TimeLimitedTask } from "../../platform/workers/time-limit.ts";
import type { ValidationMaterial } from "./dss.ts";
import { inProcessPdfRevisions, type PreparedRevision, type SignatureRevisionOptions } from "./pdf-revisions.ts";

/**
 * Runs inside worker threads (PdfSigningEngine's pool): parsing an uploaded PDF with pdf-lib,
 * inflating its object streams and writing a revision can take seconds and much memory on a
 * hostile file, so it never runs on the event loop, and a worker over its limits is ended.
 */

export type PdfSigningTask =
  | { kind: "prepare-signature"; pdf: Uint8Array; options: SignatureRevisionOptions }
  | { kind: "find-signatures"; pdf: Uint8Array }
  | { kind: "append-dss"; pdf: Uint8Array; materials: ValidationMaterial[] };

export type PdfSigningTaskResult = PreparedRevision | { subFilter: string; contents: Uint8Array }[] | Uint8Array;

export default async function runPdfSigningTask(task: PdfSigningTask & TimeLimitedTask): Promise<PdfSigningTaskResult> {
  reportTaken(task);
  switch (task.kind) {
    case "prepare-signature": {
      const prepared = await inProcessPdfRevisions.prepareSignature(task.pdf, task.options);
      return movedBack(prepared, prepared.bytes);
    }
    case "find-signatures":
      return inProcessPdfRevisions.findSignatureContents(task.pdf);
    case "append-dss": {
      const extended = await inProcessPdfRevisions.appendDss(task.pdf, task.materials);
      return movedBack(extended, extended);
    }
  }
}
