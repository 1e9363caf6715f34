import * as asn1js from "asn1js";
import { DER_INTEGER, DER_OBJECT_IDENTIFIER, DER_SEQUENCE, derBytes, derChildren, derContextTag, derObjectIdentifier, readDerElement, type DerElement } from "./der-reader.ts";
import { OID } from "./oids.ts";

/** A certificate as a CMS carries it: its DER, and the two fields revocation data is keyed by. */
export interface CarriedCertificate {
  der: Uint8Array;
  /** The issuer's and the subject's distinguished names, DER encoded as in the certificate. */
  issuerDer: Uint8Array;
  subjectDer: Uint8Array;
  serialNumber: asn1js.Integer;
}

/**
 * Every certificate a CMS SignedData carries, including those of the signature time-stamp
 * tokens in its signers' unsigned attributes (RFC 5652 §5), found by walking the DER headers
 * without building an object per element: parsing the CMS with pkijs took a third of the time
 * of extending a document to B-LT. The bytes returned are copies of the original DER.
 */
export function certificatesCarriedBy(cmsDer: Uint8Array): CarriedCertificate[] {
  return certificatesOfContentInfo(cmsDer, readDerElement(cmsDer, 0));
}

function certificatesOfContentInfo(bytes: Uint8Array, contentInfo: DerElement): CarriedCertificate[] {
  const fields = signedDataFieldsOf(bytes, contentInfo);
  const certificates: CarriedCertificate[] = [];
  // certificates [0] IMPLICIT CertificateSet
  for (const field of fields.filter((entry) => entry.tag === derContextTag(0))) {
    for (const certificate of derChildren(bytes, field)) {
      if (certificate.tag === DER_SEQUENCE) certificates.push(describeCertificate(bytes, certificate));
    }
  }
  for (const token of signatureTimeStampTokensOf(bytes, fields)) certificates.push(...certificatesOfContentInfo(bytes, token));
  return certificates;
}

/** Whether a CMS SignedData's signer carries a signature time-stamp (CAdES-T): the signature's own proof of time. */
export function carriesSignatureTimeStamp(cmsDer: Uint8Array): boolean {
  return signatureTimeStampTokensOf(cmsDer, signedDataFieldsOf(cmsDer, readDerElement(cmsDer, 0))).length > 0;
}

function signedDataFieldsOf(bytes: Uint8Array, contentInfo: DerElement): DerElement[] {
  // ContentInfo ::= SEQUENCE { contentType, content [0] EXPLICIT SignedData }
  const [, explicitContent] = derChildren(bytes, contentInfo);
  const signedData = explicitContent && explicitContent.tag === derContextTag(0) ? derChildren(bytes, explicitContent)[0] : undefined;
  if (!signedData) throw new Error("The CMS holds no SignedData");
  return derChildren(bytes, signedData);
}

/** The signature time-stamp tokens (ContentInfo elements) in the unsigned attributes of a SignedData's signers. */
function signatureTimeStampTokensOf(bytes: Uint8Array, signedDataFields: DerElement[]): DerElement[] {
  const tokens: DerElement[] = [];
  // signerInfos, the last field: each SignerInfo's unsignedAttrs are [1] IMPLICIT.
  const signerInfos = signedDataFields.at(-1);
  for (const signerInfo of signerInfos ? derChildren(bytes, signerInfos) : []) {
    const unsigned = derChildren(bytes, signerInfo).find((entry) => entry.tag === derContextTag(1));
    for (const attribute of unsigned ? derChildren(bytes, unsigned) : []) {
      const [type, values] = derChildren(bytes, attribute);
      if (!type || !values || type.tag !== DER_OBJECT_IDENTIFIER || derObjectIdentifier(bytes, type) !== OID.signatureTimeStampToken) continue;
      tokens.push(...derChildren(bytes, values));
    }
  }
  return tokens;
}

/**
 * Views into a certificate's DER of the parts Paraph reads: the whole certificate (nothing after
 * it), its serialNumber (the INTEGER element), and its issuer's and subject's names.
 */
export interface CertificateFields {
  der: Uint8Array;
  serialNumber: Uint8Array;
  issuer: Uint8Array;
  subject: Uint8Array;
}

/** The fields of the certificate at the start of `certificateDer` (views, not copies). */
export function certificateFieldsOf(certificateDer: Uint8Array | ArrayBuffer): CertificateFields {
  const bytes = certificateDer instanceof Uint8Array ? certificateDer : new Uint8Array(certificateDer);
  return certificateFieldsAt(bytes, readDerElement(bytes, 0));
}

/** A certificate's subject name, DER encoded exactly as in the certificate. */
export function subjectDerOf(certificateDer: Uint8Array | ArrayBuffer): Uint8Array {
  return certificateFieldsOf(certificateDer).subject.slice();
}

function certificateFieldsAt(bytes: Uint8Array, certificate: DerElement): CertificateFields {
  // TBSCertificate ::= SEQUENCE { version [0] EXPLICIT DEFAULT v1, serialNumber, signature, issuer, validity, subject, ... }
  const [tbsCertificate] = derChildren(bytes, certificate);
  if (!tbsCertificate || tbsCertificate.tag !== DER_SEQUENCE) throw new Error("Not a certificate");
  const tbs = derChildren(bytes, tbsCertificate);
  const [serialNumber, , issuer, , subject] = tbs.slice(tbs[0]?.tag === derContextTag(0) ? 1 : 0);
  if (serialNumber?.tag !== DER_INTEGER || issuer?.tag !== DER_SEQUENCE || subject?.tag !== DER_SEQUENCE) throw new Error("Not a certificate");
  return { der: derBytes(bytes, certificate), serialNumber: derBytes(bytes, serialNumber), issuer: derBytes(bytes, issuer), subject: derBytes(bytes, subject) };
}

function describeCertificate(bytes: Uint8Array, certificate: DerElement): CarriedCertificate {
  const fields = certificateFieldsAt(bytes, certificate);
  const serialNumber = fields.serialNumber.slice(readDerElement(fields.serialNumber, 0).contentStart);
  return {
    der: fields.der.slice(),
    issuerDer: fields.issuer.slice(),
    subjectDer: fields.subject.slice(),
    serialNumber: new asn1js.Integer({ valueHex: serialNumber }),
  };
}
