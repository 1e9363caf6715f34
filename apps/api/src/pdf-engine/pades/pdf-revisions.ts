import { createHash } from "node:crypto";
import { appendDss, appendDssByFullParse, findSignatureContents, type ValidationMaterial } from "./dss.ts";
import {
  coveredBytes,
  DEFAULT_CONTENTS_BYTES,
  prepareSignature,
  prepareSignatureByFullParse,
  type PreparedSignature,
  type SignatureRevisionOptions,
} from "./signature-placeholder.ts";

export type { SignatureRevisionOptions };

/** A revision with its placeholders, and the SHA-256 of the bytes its signature will cover. */
export interface PreparedRevision extends PreparedSignature {
  digest: Uint8Array;
}

/**
 * The work on a PDF's own bytes that signing needs: parsing it, writing incremental revisions,
 * finding its signatures. Whoever signs untrusted documents runs these in worker threads
 * (`PdfSigningEngine`); tools and tests may run them in process.
 */
export interface PdfRevisions {
  prepareSignature(pdf: Uint8Array, options: SignatureRevisionOptions): Promise<PreparedRevision>;
  findSignatureContents(pdf: Uint8Array): Promise<{ subFilter: string; contents: Uint8Array }[]>;
  appendDss(pdf: Uint8Array, materials: ValidationMaterial[]): Promise<Uint8Array>;
}

function revisionsWriting(
  prepare: (pdf: Uint8Array, options: SignatureRevisionOptions) => Promise<PreparedSignature>,
  extend: (pdf: Uint8Array, materials: ValidationMaterial[]) => Promise<Uint8Array>,
): PdfRevisions {
  return {
    async prepareSignature(pdf, options) {
      const prepared = await prepare(pdf, options);
      const hash = createHash("sha256");
      for (const part of coveredBytes(prepared)) hash.update(part);
      return { ...prepared, digest: new Uint8Array(hash.digest()) };
    },
    findSignatureContents: async (pdf) => findSignatureContents(pdf),
    appendDss: extend,
  };
}

/** The same work on the calling thread: revisions appended from the cross-reference data, full parse only where that cannot be read. */
export const inProcessPdfRevisions: PdfRevisions = revisionsWriting(prepareSignature, appendDss);

/** Every revision written by pdf-lib after loading the whole document: how signing worked before, the benchmark's same-run baseline. */
export const fullParsePdfRevisions: PdfRevisions = revisionsWriting((pdf, options) => prepareSignatureByFullParse(pdf, options, DEFAULT_CONTENTS_BYTES), appendDssByFullParse);
