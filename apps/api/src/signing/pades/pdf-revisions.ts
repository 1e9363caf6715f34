import { createHash } from "node:crypto";
import { appendDss, findSignatureContents, type ValidationMaterial } from "./dss.ts";
import { coveredBytes, prepareSignature, type PreparedSignature, type SignatureRevisionOptions } from "./signature-placeholder.ts";

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

/** The same work on the calling thread. */
export const inProcessPdfRevisions: PdfRevisions = {
  async prepareSignature(pdf, options) {
    const prepared = await prepareSignature(pdf, options);
    const hash = createHash("sha256");
    for (const part of coveredBytes(prepared)) hash.update(part);
    return { ...prepared, digest: new Uint8Array(hash.digest()) };
  },
  findSignatureContents: async (pdf) => findSignatureContents(pdf),
  appendDss,
};
