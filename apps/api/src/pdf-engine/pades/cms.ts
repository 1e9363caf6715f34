import { createHash } from "node:crypto";
import type { KeyedCertificate } from "../pki/certificates.ts";
import type { x509 } from "../pki/crypto-setup.ts";
import { certificateFieldsOf, type CertificateFields } from "./cms-certificates.ts";
import { DER_INTEGER, DER_SEQUENCE, DER_SET, derContextTag } from "./der-reader.ts";
import { DER_NULL_ELEMENT, derElement, derOctetString, encodedObjectIdentifier } from "./der-writer.ts";
import { OID } from "./oids.ts";
import { signatureAlgorithmIdentifier, toSignatureCreator, type SignatureAlgorithm, type SignatureCreator } from "./signature-creator.ts";

export function sha256(bytes: Uint8Array | ArrayBuffer): Uint8Array {
  return new Uint8Array(createHash("sha256").update(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes).digest());
}

/** What a CMS signer needs of its certificate: its fields (cms-certificates.ts) and its SHA-256. */
interface SignerCertificate extends CertificateFields {
  sha256: Uint8Array;
}

const signerCertificates = new WeakMap<ArrayBuffer, SignerCertificate>();

/** The TSA and seal certificates sign again and again: their parts are read once per DER buffer. */
function signerCertificateOf(der: ArrayBuffer): SignerCertificate {
  let parts = signerCertificates.get(der);
  if (!parts) {
    const fields = certificateFieldsOf(der);
    parts = { ...fields, sha256: sha256(fields.der) };
    signerCertificates.set(der, parts);
  }
  return parts;
}

const sequence = (...contents: Uint8Array[]) => derElement(DER_SEQUENCE, ...contents);
const set = (...contents: Uint8Array[]) => derElement(DER_SET, ...contents);
/** Attribute ::= SEQUENCE { attrType OBJECT IDENTIFIER, attrValues SET OF value } */
const attribute = (type: string, value: Uint8Array) => sequence(encodedObjectIdentifier(type), set(value));
const SHA256_ALGORITHM = sequence(encodedObjectIdentifier(OID.sha256), DER_NULL_ELEMENT);
const VERSION = { 1: derElement(DER_INTEGER, Uint8Array.of(1)), 3: derElement(DER_INTEGER, Uint8Array.of(3)) } as const;

/**
 * ESS signing-certificate-v2 (RFC 5035): binds the signature to its certificate by hash, as
 * PAdES baseline requires. SHA-256 is the default hash, so the algorithm is left out; the
 * issuer is named as a directoryName ([4]) of GeneralNames.
 */
function signingCertificateV2(certificate: SignerCertificate): Uint8Array {
  const issuerSerial = sequence(sequence(derElement(derContextTag(4), certificate.issuer)), certificate.serialNumber);
  const essCertIdV2 = sequence(derOctetString(certificate.sha256), issuerSerial);
  return attribute(OID.signingCertificateV2, sequence(sequence(essCertIdV2)));
}

/** A SignedData whose signer's signature value is still to be made over `signedAttributes`. */
export interface PreparedSignedData {
  /** The DER of the signed attributes as CMS signs them (a SET OF, tag 0x31). */
  signedAttributes: Uint8Array;
  /** The encoded parts around the signature value. */
  parts: {
    version: 1 | 3;
    contentType: string;
    encapsulatedContent: Uint8Array | undefined;
    certificates: Uint8Array[];
    signerIdentifier: Uint8Array;
    signatureAlgorithm: Uint8Array;
  };
}

/**
 * A CMS SignedData over content whose SHA-256 is `digest`, for `certificate`, with the signed
 * attributes of PAdES baseline: content-type, message-digest and signing-certificate-v2, and
 * never signing-time (the time comes from a time-stamp). The signature value is left to
 * `signedDataContentInfo`, so a key elsewhere (a remote signing service) can make it. The chain
 * is the DER of the certificates from the signer's issuer up to the root.
 */
export function prepareSignedData(options: {
  digest: Uint8Array;
  certificate: x509.X509Certificate;
  algorithm: SignatureAlgorithm;
  chain: ArrayBuffer[];
  contentType?: string;
  encapsulatedContent?: Uint8Array;
}): PreparedSignedData {
  const certificate = signerCertificateOf(options.certificate.rawData);
  const contentType = options.contentType ?? OID.data;
  // A DER SET OF is sorted by its elements' encodings (X.690 11.6): these three are in order, by
  // their length bytes (24, 47 and over 47 bytes of contents).
  const signedAttributes = set(
    attribute(OID.contentType, encodedObjectIdentifier(contentType)),
    attribute(OID.messageDigest, derOctetString(options.digest)),
    signingCertificateV2(certificate),
  );
  return {
    signedAttributes,
    parts: {
      version: options.encapsulatedContent ? 3 : 1,
      contentType,
      encapsulatedContent: options.encapsulatedContent,
      certificates: [certificate.der, ...options.chain.map((der) => new Uint8Array(der))],
      signerIdentifier: sequence(certificate.issuer, certificate.serialNumber),
      signatureAlgorithm: signatureAlgorithmIdentifier(options.algorithm),
    },
  };
}

/**
 * The CMS ContentInfo of the prepared SignedData with the signature value over its signed
 * attributes, and, at B-T and above, the signature time-stamp token (CAdES-T) as an unsigned
 * attribute, written as the authority's bytes.
 */
export function signedDataContentInfo(prepared: PreparedSignedData, signatureValue: Uint8Array, timeStampToken?: Uint8Array): Uint8Array {
  const { parts } = prepared;
  // Stored with the [0] IMPLICIT tag, though signed as the SET OF (RFC 5652 5.4).
  const signedAttributes = prepared.signedAttributes.slice();
  signedAttributes[0] = derContextTag(0);
  const signerInfo = sequence(
    VERSION[1],
    parts.signerIdentifier,
    SHA256_ALGORITHM,
    signedAttributes,
    parts.signatureAlgorithm,
    derOctetString(signatureValue),
    ...(timeStampToken ? [derElement(derContextTag(1), attribute(OID.signatureTimeStampToken, timeStampToken))] : []),
  );
  const encapsulatedContentInfo = sequence(
    encodedObjectIdentifier(parts.contentType),
    ...(parts.encapsulatedContent ? [derElement(derContextTag(0), derOctetString(parts.encapsulatedContent))] : []),
  );
  const signedData = sequence(VERSION[parts.version], set(SHA256_ALGORITHM), encapsulatedContentInfo, derElement(derContextTag(0), ...parts.certificates), set(signerInfo));
  return sequence(encodedObjectIdentifier(OID.signedData), derElement(derContextTag(0), signedData));
}

/**
 * The CMS ContentInfo of a SignedData over content whose SHA-256 is `digest`, signed at once by
 * `signer`: a certificate with its key here, or any SignatureCreator (signature-creator.ts).
 */
export async function createSignedData(options: {
  digest: Uint8Array;
  signer: KeyedCertificate | SignatureCreator;
  chain: ArrayBuffer[];
  contentType?: string;
  encapsulatedContent?: Uint8Array;
}): Promise<Uint8Array> {
  const creator = toSignatureCreator(options.signer);
  const prepared = prepareSignedData({ ...options, certificate: creator.certificate, algorithm: creator.algorithm });
  return signedDataContentInfo(prepared, await creator.sign(prepared.signedAttributes));
}
