import { PDFDocument } from "@cantoo/pdf-lib";
import type { Clock } from "../apps/api/src/platform/clock.ts";
import { extendToLongTerm } from "../apps/api/src/pdf-engine/pades/long-term.ts";
import { signPdf, type PadesLevel } from "../apps/api/src/pdf-engine/pades/pades-signer.ts";
import { inProcessPdfRevisions, type PdfRevisions } from "../apps/api/src/pdf-engine/pades/pdf-revisions.ts";
import type { SigningServices } from "../apps/api/src/pdf-engine/signing-services.ts";
import { generateTextPdf } from "../apps/api/src/test-support/pdf-corpus.ts";

/** A generated text PDF with a classic cross-reference table (the baseline's placeholder code cannot read xref streams). */
export async function benchPdf(pageCount: number): Promise<Buffer> {
  return Buffer.from(await (await PDFDocument.load(await generateTextPdf({ pageCount }))).save({ useObjectStreams: false }));
}

/**
 * What one signature at a PAdES level costs Paraph's engine: the signer's signature (with its
 * signature time-stamp from B-T), then what completion adds — the DSS with certificates, OCSP
 * answers and CRLs (B-LT) and the document time-stamp (B-LTA). `revisions` writes the PDF
 * revisions (the full-parse ones give the same run's "before" figures).
 */
export async function signerAtLevel(
  services: SigningServices,
  clock: Clock,
  pdf: Buffer,
  revisions: PdfRevisions = inProcessPdfRevisions,
): Promise<(level: PadesLevel) => Promise<Uint8Array>> {
  const signer = await services.issueSignerCertificate({ name: "Bench Signer", email: "bench@example.ch" }, "http://127.0.0.1");
  return async (level) => {
    const signed = await signPdf(pdf, {
      signer,
      chain: services.chain,
      timeStampAuthority: services.timeStampAuthority,
      level: level === "B-B" ? "B-B" : "B-T",
      fieldName: "Signature",
      placement: { pageIndex: 0, rect: { x: 40, y: 40, width: 200, height: 80 } },
      name: "Bench Signer",
      signingTime: clock.now(),
    }, revisions);
    if (level === "B-LT" || level === "B-LTA") return extendToLongTerm(signed, services, level, "Archive", clock.now(), revisions);
    return signed;
  };
}
