import type { SigningServices } from "../signing-services.ts";
import { addDocumentTimeStamp } from "./pades-signer.ts";
import { inProcessPdfRevisions, type PdfRevisions } from "./pdf-revisions.ts";
import { collectValidationMaterial, type SignatureCoverage } from "./validation-material.ts";

/** Where an LTA update's revisions are written and what it stamps. */
export interface LtaUpdateOptions {
  /** The new document time-stamp's field name (unique in the document). */
  fieldName: string;
  /** The time written into the time-stamp's signature dictionary (/M); the token's own time is the authority's. */
  now: Date;
  /** The signing worker pool for untrusted documents (`services.revisions`); in process by default. */
  revisions?: PdfRevisions;
}

/** A document with validation data appended, and what its DSS holds for each signature. */
export interface LongTermExtension {
  pdf: Uint8Array;
  coverage: SignatureCoverage[];
}

/**
 * Appends the DSS revision with the validation data of every signature and time-stamp the
 * document carries (signatures, their signature time-stamps, earlier document time-stamps;
 * validation-material.ts): PAdES B-LT.
 */
export async function appendValidationData(pdf: Uint8Array, services: SigningServices, revisions: PdfRevisions = inProcessPdfRevisions): Promise<LongTermExtension> {
  const { materials, coverage } = await collectValidationMaterial(pdf, services, revisions);
  return { pdf: await revisions.appendDss(pdf, materials), coverage };
}

/**
 * One LTA update (ETSI EN 319 142-1, PAdES B-LTA; its renewal): the validation data of every
 * signature and time-stamp the document already carries — the previous document time-stamp's
 * chain included — into the DSS, then a new document time-stamp over the whole file. Both are
 * incremental revisions written by `revisions` (the signing worker pool for stored documents),
 * so every earlier signature stays intact. Completion (B-LTA), archive time-stamp renewal and
 * extending PDFs signed elsewhere (`/v1/extend`) use this one step.
 */
export async function appendLtaUpdateWithCoverage(pdf: Uint8Array, services: SigningServices, options: LtaUpdateOptions): Promise<LongTermExtension> {
  const revisions = options.revisions ?? inProcessPdfRevisions;
  const withValidationData = await appendValidationData(pdf, services, revisions);
  const stamped = await addDocumentTimeStamp(withValidationData.pdf, services.timeStampAuthority, options.fieldName, options.now, revisions);
  return { pdf: stamped, coverage: withValidationData.coverage };
}

/** The LTA update's document alone. */
export async function appendLtaUpdate(pdf: Uint8Array, services: SigningServices, options: LtaUpdateOptions): Promise<Uint8Array> {
  return (await appendLtaUpdateWithCoverage(pdf, services, options)).pdf;
}
