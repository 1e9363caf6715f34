import { createHash } from "node:crypto";
import type * as Mupdf from "mupdf";
import { certificatesCarriedBy } from "../../pades/cms-certificates.ts";
import { MAX_SIGNATURES, coveredBytesOf, isByteRangeUsable, readEmbeddedSignatures, type EmbeddedSignature } from "../../pades/embedded-signatures.ts";
import { entryOf, resolvedOf } from "../../pades/pdf-object-access.ts";
import { signatureTimeStampTokensOf, signatureValueOf, signedDataOf } from "../signature-checks.ts";
import { CertificatePool, type KnownCertificate } from "./certificate-pool.ts";

/** What the report shows of one signature beyond the validator's findings: the objects it was judged on. */
export interface SignatureEvidence {
  fieldName: string;
  subFilter: string;
  byteRange: [number, number, number, number];
  /** The time the signature dictionary claims (/M), not proven by anything. */
  claimedTime: string | null;
  /** The signer's signature value (a document time-stamp's: the authority's). */
  signatureValue: Uint8Array | null;
  /** SHA-256 of the bytes the signature covers: the signer's document. */
  signedBytesDigest: Uint8Array | null;
  signerCertificate: KnownCertificate | undefined;
  /** The signer's issuers, nearest first, as far as the document and the trust anchors carry them. */
  issuers: KnownCertificate[];
  /** Every certificate the signature and its time-stamp tokens carry. */
  carriedCertificates: KnownCertificate[];
  /** The signature time-stamp tokens (DER); a document time-stamp is its own single token. */
  timeStampTokens: Uint8Array[];
}

/** The document security store's validation data (PAdES B-LT), as DER. */
export interface StoredValidationData {
  certificates: KnownCertificate[];
  ocspResponses: Uint8Array[];
  crls: Uint8Array[];
}

export interface ReportEvidence {
  signatures: SignatureEvidence[];
  dss: StoredValidationData;
  trustAnchors: KnownCertificate[];
}

/** DSS arrays longer than this are read no further: the report lists what a real store holds. */
const MAX_DSS_ENTRIES = 1_000;

/**
 * Reads, from a document the validator has just checked, the objects the ETSI report lists:
 * signature values, certificates, time-stamp tokens, OCSP responses and CRLs. It runs in the
 * validation worker beside the validator and finds the signatures the same way and in the same
 * order (embedded-signatures.ts), so the n-th evidence belongs to the n-th signature's findings.
 */
export function collectReportEvidence(document: Mupdf.PDFDocument, pdf: Uint8Array, trustAnchorsDer: Uint8Array[]): ReportEvidence {
  const pool = new CertificatePool();
  const trustAnchors = trustAnchorsDer.flatMap((der) => pool.add(der) ?? []);
  const dss = readDss(document, pool);
  const signatures = readEmbeddedSignatures(document, MAX_SIGNATURES).map((signature) => evidenceOf(pdf, signature, pool));
  // Chains are built once every signature's certificates are known: a later signature's CMS may
  // carry the issuer an earlier one left out.
  for (const evidence of signatures) evidence.issuers = evidence.signerCertificate ? pool.issuersOf(evidence.signerCertificate) : [];
  return { signatures, dss, trustAnchors };
}

function evidenceOf(pdf: Uint8Array, signature: EmbeddedSignature, pool: CertificatePool): SignatureEvidence {
  const usable = isByteRangeUsable(signature.byteRange, pdf.length);
  const evidence: SignatureEvidence = {
    fieldName: signature.fieldName,
    subFilter: signature.subFilter,
    byteRange: signature.byteRange,
    claimedTime: signature.claimedTime,
    signatureValue: null,
    signedBytesDigest: usable ? new Uint8Array(createHash("sha256").update(coveredBytesOf(pdf, signature.byteRange)).digest()) : null,
    signerCertificate: undefined,
    issuers: [],
    carriedCertificates: [],
    timeStampTokens: [],
  };
  try {
    const signedData = signedDataOf(signature.contents);
    evidence.carriedCertificates = certificatesCarriedBy(signature.contents).flatMap((certificate) => pool.add(certificate.der) ?? []);
    evidence.signatureValue = signatureValueOf(signedData);
    evidence.signerCertificate = pool.findSigner(signedData.signerInfos[0]);
    evidence.timeStampTokens = signature.subFilter === "ETSI.RFC3161" ? [signature.contents] : signatureTimeStampTokensOf(signedData);
  } catch {
    // An unreadable CMS: the validator already said so; the report lists what it could read.
  }
  return evidence;
}

function readDss(document: Mupdf.PDFDocument, pool: CertificatePool): StoredValidationData {
  const dss = resolvedOf(entryOf(document.getTrailer(), "Root", "DSS"));
  if (!dss.isDictionary()) return { certificates: [], ocspResponses: [], crls: [] };
  const streams = (key: string): Uint8Array[] => {
    const array = resolvedOf(entryOf(dss, key));
    if (!array.isArray()) return [];
    const found: Uint8Array[] = [];
    for (let index = 0; index < Math.min(array.length, MAX_DSS_ENTRIES); index += 1) {
      // Not resolved: mupdf knows a stream only through its indirect reference.
      const stream = array.get(index);
      if (stream.isStream()) found.push(new Uint8Array(stream.readStream().asUint8Array()));
    }
    return found;
  };
  return { certificates: streams("Certs").flatMap((der) => pool.add(der) ?? []), ocspResponses: streams("OCSPs"), crls: streams("CRLs") };
}
