import { move, transferableSymbol, valueSymbol } from "piscina";
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

export default async function runPdfSigningTask(task: PdfSigningTask): Promise<PdfSigningTaskResult> {
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

/**
 * The answer, with the new document's bytes moved back to the caller instead of cloned, when
 * those bytes own their whole buffer (a view into a larger one is cloned as usual). Bytes in a
 * shared buffer (a revision appended in place) reach the caller as they are, without a copy.
 */
function movedBack<T extends PdfSigningTaskResult>(answer: T, bytes: Uint8Array): T {
  const ownsBuffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  if (!ownsBuffer) return answer;
  const transferable = { [transferableSymbol]: bytes.buffer, [valueSymbol]: answer };
  return move(transferable as never) as unknown as T;
}
