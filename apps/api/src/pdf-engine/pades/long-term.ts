import type { SigningServices } from "../signing-services.ts";
import { appendLtaUpdateWithCoverage, appendValidationData, type LongTermExtension } from "./lta-update.ts";
import { inProcessPdfRevisions, type PdfRevisions } from "./pdf-revisions.ts";

export type { LongTermExtension } from "./lta-update.ts";

/** The levels a signed document is extended to when its last signer has signed. */
export type LongTermLevel = "B-LT" | "B-LTA";

/**
 * Extends a signed document to PAdES B-LT: a DSS with the certificates, OCSP responses and CRLs
 * of every signature (validation-material.ts), so the signatures can be checked long after
 * certificates expire or the responder is gone; for B-LTA then a document time-stamp over the
 * whole file, which keeps that evidence provable after the algorithms age (lta-update.ts). Both
 * are incremental updates: the bytes before them never change.
 */
export async function extendToLongTermWithCoverage(
  pdf: Uint8Array,
  services: SigningServices,
  level: LongTermLevel,
  fieldName: string,
  now: Date,
  revisions: PdfRevisions = inProcessPdfRevisions,
): Promise<LongTermExtension> {
  if (level === "B-LTA") return appendLtaUpdateWithCoverage(pdf, services, { fieldName, now, revisions });
  return appendValidationData(pdf, services, revisions);
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
