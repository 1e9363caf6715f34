import type { ChainCertificate } from "../pki/demo-pki.ts";
import type { SigningServices } from "../signing-services.ts";
import type { ValidationMaterial } from "./dss.ts";
import { certificatesCarriedBy, subjectDerOf, type CarriedCertificate } from "./cms-certificates.ts";
import { fetchRevocationData } from "./fetched-revocation.ts";
import { addDocumentTimeStamp } from "./pades-signer.ts";
import { inProcessPdfRevisions, type PdfRevisions } from "./pdf-revisions.ts";

/** Where an LTA update's revisions are written and what it stamps. */
export interface LtaUpdateOptions {
  /** The new document time-stamp's field name (unique in the document). */
  fieldName: string;
  /** The time written into the time-stamp's signature dictionary (/M); the token's own time is the authority's. */
  now: Date;
  /** The signing worker pool for untrusted documents (`services.revisions`); in process by default. */
  revisions?: PdfRevisions;
}

/**
 * The validation data of every signature and time-stamp the document carries (signatures,
 * their signature time-stamps, earlier document time-stamps): each distinct certificate their
 * CMS carries, an OCSP response for those Paraph's issuing CA issued, that CA's (and the demo
 * root's) CRL, and for certificates of other CAs what their own responders answer. Read in the
 * signing worker (`revisions`), gathered here.
 */
export async function gatherValidationMaterial(pdf: Uint8Array, services: SigningServices, revisions: PdfRevisions = inProcessPdfRevisions): Promise<ValidationMaterial[]> {
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
  return materials;
}

/** Appends the DSS revision with the validation data of everything the document carries (PAdES B-LT). */
export async function appendValidationData(pdf: Uint8Array, services: SigningServices, revisions: PdfRevisions = inProcessPdfRevisions): Promise<Uint8Array> {
  return revisions.appendDss(pdf, await gatherValidationMaterial(pdf, services, revisions));
}

/**
 * One LTA update (ETSI EN 319 142-1, PAdES B-LTA; its renewal): the validation data of every
 * signature and time-stamp the document already carries — the previous document time-stamp's
 * chain included — into the DSS, then a new document time-stamp over the whole file. Both are
 * incremental revisions written by `revisions` (the signing worker pool for stored documents),
 * so every earlier signature stays intact. Completion (B-LTA), archive time-stamp renewal and
 * the evidence package use this one step.
 */
export async function appendLtaUpdate(pdf: Uint8Array, services: SigningServices, options: LtaUpdateOptions): Promise<Uint8Array> {
  const revisions = options.revisions ?? inProcessPdfRevisions;
  const withValidationData = await appendValidationData(pdf, services, revisions);
  return addDocumentTimeStamp(withValidationData, services.timeStampAuthority, options.fieldName, options.now, revisions);
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
