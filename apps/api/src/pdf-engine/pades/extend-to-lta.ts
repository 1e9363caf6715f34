import type { SigningServices } from "../signing-services.ts";
import { carriesSignatureTimeStamp } from "./cms-certificates.ts";
import { extendToLongTermWithCoverage, type LongTermExtension } from "./long-term.ts";
import { addDocumentTimeStamp } from "./pades-signer.ts";
import type { PdfRevisions } from "./pdf-revisions.ts";

const DOCUMENT_TIME_STAMP = "ETSI.RFC3161";

/**
 * Raises a signed PDF, wherever it was signed, to PAdES B-LTA: the validation data of every
 * signature in the DSS and a document time-stamp over the whole file, each appended as an
 * incremental update (the bytes before them never change). The same step completion runs on
 * Paraph's own documents (long-term.ts); `POST /v1/extend` runs it on a PDF signed elsewhere,
 * after checking that its signatures are intact. `coverage` says, per signature and time-stamp,
 * what the DSS holds and which certificates' revocation data could not be had.
 *
 * A signature made without a signature time-stamp (B-B; many tools make those) first gets a
 * document time-stamp, which makes it B-T (EN 319 142-1, 6.3): the DSS that follows then also
 * holds that time-stamp authority's validation data, and the last time-stamp covers both.
 */
export async function extendToLta(pdf: Uint8Array, services: SigningServices, now: Date, revisions: PdfRevisions): Promise<LongTermExtension> {
  const signatures = await revisions.findSignatureContents(pdf);
  const lacksTime = signatures.some((signature) => signature.subFilter !== DOCUMENT_TIME_STAMP && !hasOwnTime(signature.contents));
  // Field names of the time alone: no period (a separator of field names), and no clash with a
  // name another tool chose unless it chose this one in the same millisecond.
  const timed = lacksTime ? await addDocumentTimeStamp(pdf, services.timeStampAuthority, `Document time-stamp ${now.getTime()}`, now, revisions) : pdf;
  return extendToLongTermWithCoverage(timed, services, "B-LTA", `Archive time-stamp ${now.getTime()}`, now, revisions);
}

function hasOwnTime(contents: Uint8Array): boolean {
  try {
    return carriesSignatureTimeStamp(contents);
  } catch {
    return false;
  }
}
