import type { ChainCertificate } from "../pki/demo-pki.ts";
import type { SigningServices } from "../signing-services.ts";
import type { ValidationMaterial } from "./dss.ts";
import { certificatesCarriedBy, subjectDerOf, type CarriedCertificate } from "./cms-certificates.ts";
import { fetchRevocationData } from "./fetched-revocation.ts";
import { addDocumentTimeStamp } from "./pades-signer.ts";
import { inProcessPdfRevisions, type PdfRevisions } from "./pdf-revisions.ts";

/** The levels a signed document is extended to when its last signer has signed. */
export type LongTermLevel = "B-LT" | "B-LTA";

/**
 * Extends a signed document to PAdES B-LT: a DSS with the certificates, OCSP responses and CRLs
 * of every signature, so the signatures can be checked long after certificates expire or the
 * responder is gone; for B-LTA then a document time-stamp over the whole file, which keeps that
 * evidence provable after the algorithms age.
 */
export async function extendToLongTerm(
  pdf: Uint8Array,
  services: SigningServices,
  level: LongTermLevel,
  fieldName: string,
  now: Date,
  revisions: PdfRevisions = inProcessPdfRevisions,
): Promise<Uint8Array> {
  // The issuing CA's list covers the signer certificates, the root's (demo PKI) the issuing CA:
  // what those two issued needs nothing from the network.
  const issuingCrl = await services.crls.issuing.current();
  const rootCrl = services.crls.root ? await services.crls.root.current() : undefined;
  const subjectOf = (ca: ChainCertificate) => Buffer.from(subjectDerOf(ca.certificate.rawData));
  const issuingSubject = subjectOf(services.pki.issuing);
  const ourIssuers = [issuingSubject, ...(rootCrl ? [subjectOf(services.pki.root)] : [])];
  const materials: ValidationMaterial[] = [];
  for (const signature of await revisions.findSignatureContents(pdf)) {
    // A signature and its time-stamp token often carry the same chain: each certificate once.
    const certificates = uniqueCertificates(certificatesCarriedBy(signature.contents));
    const issuedByOurCa = certificates.filter((certificate) => issuingSubject.equals(certificate.issuerDer));
    const ocsp = issuedByOurCa.length > 0 ? [await services.ocspResponder.respondForSerials(issuedByOurCa.map((certificate) => certificate.serialNumber))] : [];
    // Certificates of other CAs (a remote QES provider, a foreign TSA): their own responders.
    const others = certificates.filter((certificate) => !ourIssuers.some((subject) => subject.equals(certificate.issuerDer)));
    const fetched = await fetchRevocationData(others, services.validationTrustAnchors);
    const carriesOurs = others.length < certificates.length;
    materials.push({
      signatureContents: signature.contents,
      certificates: certificates.map((certificate) => certificate.der),
      ocspResponses: [...ocsp, ...fetched.ocspResponses],
      crls: [...(carriesOurs ? [issuingCrl, ...(rootCrl ? [rootCrl] : [])] : []), ...fetched.crls],
    });
  }
  const withDss = await revisions.appendDss(pdf, materials);
  return level === "B-LTA" ? addDocumentTimeStamp(withDss, services.timeStampAuthority, fieldName, now, revisions) : withDss;
}

function uniqueCertificates(certificates: CarriedCertificate[]): CarriedCertificate[] {
  const seen = new Set<string>();
  return certificates.filter((certificate) => {
    const key = Buffer.from(certificate.der).toString("base64");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
