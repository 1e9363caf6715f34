import type { ChainCertificate } from "../pki/certificates.ts";
import { x509 } from "../pki/crypto-setup.ts";
import type { SigningServices } from "../signing-services.ts";
import type { ValidationMaterial } from "./dss.ts";
import { certificatesCarriedBy, subjectDerOf, type CarriedCertificate } from "./cms-certificates.ts";
import { fetchRevocationData, type RevocationGap } from "./fetched-revocation.ts";
import type { PdfRevisions } from "./pdf-revisions.ts";

/** What the DSS holds for one signature of the document, and which certificates still lack revocation data. */
export interface SignatureCoverage {
  subFilter: string;
  certificates: number;
  ocspResponses: number;
  crls: number;
  /** Certificates (by subject, RFC 4514) whose status the document cannot prove, and why. */
  revocationMissing: { subject: string; reason: RevocationGap }[];
}

export interface CollectedValidationMaterial {
  materials: ValidationMaterial[];
  coverage: SignatureCoverage[];
}

/**
 * The validation data of every signature of a document (PAdES B-LT): its certificates, an OCSP
 * response for each certificate the installation's issuing CA issued and that CA's CRLs (and the
 * demo root's, covering the issuing CA), and for certificates of other CAs what their own
 * responders answer when their chain leads to a root the installation trusts
 * (fetched-revocation.ts). A signature whose CMS leaves out the issuing CA's certificates (other
 * tools often carry the signer's alone) gets the installation's chain added.
 */
export async function collectValidationMaterial(pdf: Uint8Array, services: SigningServices, revisions: PdfRevisions): Promise<CollectedValidationMaterial> {
  // The issuing CA's list covers the signer certificates, the root's (demo PKI) the issuing CA:
  // what those two issued needs nothing from the network.
  const issuingCrl = await services.crls.issuing.current();
  const rootCrl = services.crls.root ? await services.crls.root.current() : undefined;
  const subjectOf = (ca: ChainCertificate) => Buffer.from(subjectDerOf(ca.certificate.rawData));
  const issuingSubject = subjectOf(services.pki.issuing);
  const ourIssuers = [issuingSubject, ...(rootCrl ? [subjectOf(services.pki.root)] : [])];
  const ourChain = services.pki.chain.map((entry) => new Uint8Array(entry.certificate.rawData));
  const materials: ValidationMaterial[] = [];
  const coverage: SignatureCoverage[] = [];
  for (const signature of await revisions.findSignatureContents(pdf)) {
    // A signature and its time-stamp token often carry the same chain: each certificate once.
    const certificates = uniqueCertificates(certificatesCarriedBy(signature.contents));
    const issuedByOurCa = certificates.filter((certificate) => issuingSubject.equals(certificate.issuerDer));
    const ocsp = issuedByOurCa.length > 0 ? [await services.ocspResponder.respondForSerials(issuedByOurCa.map((certificate) => certificate.serialNumber))] : [];
    // Certificates of other CAs (a remote QES provider, a foreign TSA): their own responders.
    const others = certificates.filter((certificate) => !ourIssuers.some((subject) => subject.equals(certificate.issuerDer)));
    const fetched = await fetchRevocationData(others, services.validationTrustAnchors);
    const carriesOurs = others.length < certificates.length;
    const material: ValidationMaterial = {
      signatureContents: signature.contents,
      certificates: uniqueDer([...certificates.map((certificate) => certificate.der), ...(carriesOurs ? ourChain : [])]),
      ocspResponses: [...ocsp, ...fetched.ocspResponses],
      crls: [...(carriesOurs ? [issuingCrl, ...(rootCrl ? [rootCrl] : [])] : []), ...fetched.crls],
    };
    materials.push(material);
    coverage.push({
      subFilter: signature.subFilter,
      certificates: material.certificates.length,
      ocspResponses: material.ocspResponses.length,
      crls: material.crls.length,
      revocationMissing: fetched.unanswered.map(({ certificate, reason }) => ({ subject: new x509.Name(new Uint8Array(certificate.subjectDer)).toString(), reason })),
    });
  }
  return { materials, coverage };
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

function uniqueDer(certificates: Uint8Array[]): Uint8Array[] {
  const seen = new Set<string>();
  return certificates.filter((der) => {
    const key = Buffer.from(der).toString("base64");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
