import { createHash } from "node:crypto";
import * as asn1js from "asn1js";
import { pkijs, type x509 } from "../pki/crypto-setup.ts";
import type { KeyedCertificate } from "../pki/demo-pki.ts";
import { OID } from "./oids.ts";
import { parsedCertificate } from "./parsed-certificates.ts";
import { PreEncoded } from "./pre-encoded.ts";
import { signatureAlgorithmIdentifier, toSignatureCreator, type SignatureAlgorithm, type SignatureCreator } from "./signature-creator.ts";

export function sha256(bytes: Uint8Array | ArrayBuffer): Uint8Array {
  return new Uint8Array(createHash("sha256").update(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes).digest());
}

/**
 * ESS signing-certificate-v2 (RFC 5035): binds the signature to its certificate by hash, as
 * PAdES baseline requires. SHA-256 is the default hash, so the algorithm is left out.
 */
export function signingCertificateV2(certificate: pkijs.Certificate): pkijs.Attribute {
  const certificateHash = sha256(certificate.toSchema().toBER(false));
  const directoryName = new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [certificate.issuer.toSchema()] });
  const issuerSerial = new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [directoryName] }), certificate.serialNumber] });
  const essCertIdV2 = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certificateHash }), issuerSerial] });
  return new pkijs.Attribute({
    type: OID.signingCertificateV2,
    values: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] })],
  });
}

/** A SignedData whose signer's signature value is still to be made over `signedAttributes`. */
export interface PreparedSignedData {
  signedData: pkijs.SignedData;
  /** The DER of the signed attributes as CMS signs them (a SET OF, tag 0x31). */
  signedAttributes: Uint8Array;
}

/**
 * A CMS SignedData over content whose SHA-256 is `digest`, for `certificate`, with the signed
 * attributes of PAdES baseline: content-type, message-digest and signing-certificate-v2, and
 * never signing-time (the time comes from a time-stamp). The signature value is left to
 * `completeSignedData`, so a key elsewhere (a remote signing service) can make it.
 */
export function prepareSignedData(options: {
  digest: Uint8Array;
  certificate: x509.X509Certificate;
  algorithm: SignatureAlgorithm;
  chain: pkijs.Certificate[];
  contentType?: string;
  encapsulatedContent?: Uint8Array;
}): PreparedSignedData {
  const certificate = parsedCertificate(options.certificate.rawData);
  const contentType = options.contentType ?? OID.data;
  const sha256Algorithm = () => new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256, algorithmParams: new asn1js.Null() });
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
    digestAlgorithm: sha256Algorithm(),
    signatureAlgorithm: signatureAlgorithmIdentifier(options.algorithm),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({
      type: 0,
      attributes: [
        new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: contentType })] }),
        new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: options.digest })] }),
        signingCertificateV2(certificate),
      ],
    }),
  });
  const signedData = new pkijs.SignedData({
    version: options.encapsulatedContent ? 3 : 1,
    digestAlgorithms: [sha256Algorithm()],
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: contentType,
      ...(options.encapsulatedContent ? { eContent: new asn1js.OctetString({ valueHex: options.encapsulatedContent }) } : {}),
    }),
    signerInfos: [signerInfo],
    certificates: [certificate, ...options.chain],
  });
  // Signed as the DER SET OF (RFC 5652 5.4), though stored with the [0] IMPLICIT tag.
  const signedAttributes = new Uint8Array(signerInfo.signedAttrs?.toSchema().toBER(false) ?? new ArrayBuffer(0));
  signedAttributes[0] = 0x31;
  return { signedData, signedAttributes };
}

/** Puts the signature value over the prepared signed attributes into the SignerInfo. */
export function completeSignedData(prepared: PreparedSignedData, signatureValue: Uint8Array): pkijs.SignedData {
  const signerInfo = prepared.signedData.signerInfos[0];
  if (!signerInfo) throw new Error("SignedData without a signer");
  signerInfo.signature = new asn1js.OctetString({ valueHex: signatureValue });
  return prepared.signedData;
}

/**
 * A CMS SignedData over content whose SHA-256 is `digest`, signed at once by `signer`: a
 * certificate with its key here, or any SignatureCreator (signature-creator.ts).
 */
export async function createSignedData(options: {
  digest: Uint8Array;
  signer: KeyedCertificate | SignatureCreator;
  chain: pkijs.Certificate[];
  contentType?: string;
  encapsulatedContent?: Uint8Array;
}): Promise<pkijs.SignedData> {
  const creator = toSignatureCreator(options.signer);
  const prepared = prepareSignedData({ ...options, certificate: creator.certificate, algorithm: creator.algorithm });
  return completeSignedData(prepared, await creator.sign(prepared.signedAttributes));
}

export function toContentInfoDer(signedData: pkijs.SignedData): Uint8Array {
  const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}

/** The bytes a signature time-stamp covers: the value of the SignerInfo's signature. */
export function signatureValueOf(signedData: pkijs.SignedData): Uint8Array {
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) throw new Error("SignedData without a signer");
  return new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
}

/** Adds a signature time-stamp token (CAdES-T) as an unsigned attribute. */
export function addSignatureTimeStamp(signedData: pkijs.SignedData, timeStampToken: Uint8Array): void {
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) throw new Error("SignedData without a signer");
  // The token goes in as the authority's bytes: parsing and encoding it again changes nothing.
  signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [new pkijs.Attribute({ type: OID.signatureTimeStampToken, values: [new PreEncoded(timeStampToken).asBlock()] })],
  });
}
