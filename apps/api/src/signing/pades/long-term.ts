import type { SigningServices } from "../signing-services.ts";
import { addDocumentTimeStamp } from "./pades-signer.ts";
import { inProcessPdfRevisions, type PdfRevisions } from "./pdf-revisions.ts";
import { collectValidationMaterial, type SignatureCoverage } from "./validation-material.ts";

/** The levels a signed document is extended to when its last signer has signed. */
export type LongTermLevel = "B-LT" | "B-LTA";

/** A document extended to B-LT or B-LTA, and what its DSS holds for each signature. */
export interface LongTermExtension {
  pdf: Uint8Array;
  coverage: SignatureCoverage[];
}

/**
 * Extends a signed document to PAdES B-LT: a DSS with the certificates, OCSP responses and CRLs
 * of every signature (validation-material.ts), so the signatures can be checked long after
 * certificates expire or the responder is gone; for B-LTA then a document time-stamp over the
 * whole file, which keeps that evidence provable after the algorithms age. Both are incremental
 * updates: the bytes before them never change.
 */
export async function extendToLongTermWithCoverage(
  pdf: Uint8Array,
  services: SigningServices,
  level: LongTermLevel,
  fieldName: string,
  now: Date,
  revisions: PdfRevisions = inProcessPdfRevisions,
): Promise<LongTermExtension> {
  const { materials, coverage } = await collectValidationMaterial(pdf, services, revisions);
  const withDss = await revisions.appendDss(pdf, materials);
  const extended = level === "B-LTA" ? await addDocumentTimeStamp(withDss, services.timeStampAuthority, fieldName, now, revisions) : withDss;
  return { pdf: extended, coverage };
}

/** The same, for completion, which keeps only the document. */
export async function extendToLongTerm(
  pdf: Uint8Array,
  services: SigningServices,
  level: LongTermLevel,
  fieldName: string,
  now: Date,
  revisions: PdfRevisions = inProcessPdfRevisions,
): Promise<Uint8Array> {
  return (await extendToLongTermWithCoverage(pdf, services, level, fieldName, now, revisions)).pdf;
}
