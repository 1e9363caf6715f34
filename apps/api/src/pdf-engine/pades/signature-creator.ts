import * as asn1js from "asn1js";
import { crypto, pkijs, type x509 } from "../pki/crypto-setup.ts";
import type { KeyedCertificate } from "../pki/certificates.ts";
import { DER_SEQUENCE } from "./der-reader.ts";
import { DER_NULL_ELEMENT, derElement, derUnsignedInteger, encodedObjectIdentifier } from "./der-writer.ts";

/** The signature algorithms Paraph writes into CMS: ECDSA with SHA-256, and RSA PKCS#1 v1.5 with SHA-256. */
export type SignatureAlgorithm = "ecdsa-sha256" | "rsa-pkcs1-sha256";

export const SIGNATURE_ALGORITHM_OID: Record<SignatureAlgorithm, string> = {
  "ecdsa-sha256": "1.2.840.10045.4.3.2",
  "rsa-pkcs1-sha256": "1.2.840.113549.1.1.11",
};

const EC_PUBLIC_KEY = "1.2.840.10045.2.1";
const RSA_ENCRYPTION = "1.2.840.113549.1.1.1";

/**
 * Whatever makes the signature value of a CMS signer: a key in this process, or a remote
 * signing service that holds the signer's key (CSC signHash). `sign` receives the DER of the
 * signed attributes (the SET OF that CMS signs) and returns the value CMS carries in
 * SignerInfo.signature: for ECDSA the DER `ECDSA-Sig-Value`.
 */
export interface SignatureCreator {
  certificate: x509.X509Certificate;
  algorithm: SignatureAlgorithm;
  sign(signedAttributes: Uint8Array): Promise<Uint8Array>;
}

/** The algorithm a certificate's key signs with (SHA-256), from its SubjectPublicKeyInfo. */
export function signatureAlgorithmOf(certificate: x509.X509Certificate): SignatureAlgorithm {
  const parsed = pkijs.Certificate.fromBER(new Uint8Array(certificate.rawData));
  const keyAlgorithm = parsed.subjectPublicKeyInfo.algorithm.algorithmId;
  if (keyAlgorithm === EC_PUBLIC_KEY) return "ecdsa-sha256";
  if (keyAlgorithm === RSA_ENCRYPTION) return "rsa-pkcs1-sha256";
  throw new Error(`Unsupported signer key algorithm ${keyAlgorithm}`);
}

/** The byte length of one ECDSA coordinate for the certificate's curve (32 for P-256). */
export function ecdsaCoordinateLengthOf(certificate: x509.X509Certificate): number {
  const parsed = pkijs.Certificate.fromBER(new Uint8Array(certificate.rawData));
  const point = parsed.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView;
  // An uncompressed point: 0x04 || X || Y.
  return (point.length - 1) / 2;
}

/** SignerInfo.signatureAlgorithm (DER): ECDSA without parameters (RFC 5758), RSA with NULL (RFC 4055). */
export function signatureAlgorithmIdentifier(algorithm: SignatureAlgorithm): Uint8Array {
  const identifier = encodedObjectIdentifier(SIGNATURE_ALGORITHM_OID[algorithm]);
  return algorithm === "ecdsa-sha256" ? derElement(DER_SEQUENCE, identifier) : derElement(DER_SEQUENCE, identifier, DER_NULL_ELEMENT);
}

/** A certificate with its private key in this process (a one-time signer key, a seal, the TSA). */
export function localSignatureCreator(keyed: KeyedCertificate): SignatureCreator {
  const algorithm: SignatureAlgorithm = keyed.privateKey.algorithm.name === "ECDSA" ? "ecdsa-sha256" : "rsa-pkcs1-sha256";
  return {
    certificate: keyed.certificate,
    algorithm,
    async sign(signedAttributes) {
      const data = new Uint8Array(signedAttributes);
      if (algorithm === "ecdsa-sha256") {
        const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keyed.privateKey, data));
        return ecdsaRawToDer(raw);
      }
      return new Uint8Array(await crypto.subtle.sign({ name: "RSASSA-PKCS1-v1_5" }, keyed.privateKey, data));
    },
  };
}

/** Whether `signer` already is a creator, or a keyed certificate to sign with locally. */
export function toSignatureCreator(signer: KeyedCertificate | SignatureCreator): SignatureCreator {
  return "sign" in signer ? signer : localSignatureCreator(signer);
}

/** r || s (each `length` bytes, as WebCrypto and many signing services give it) as DER ECDSA-Sig-Value. */
export function ecdsaRawToDer(raw: Uint8Array): Uint8Array {
  if (raw.length === 0 || raw.length % 2 !== 0) throw new Error("An ECDSA signature r || s has an even, non-zero length");
  const half = raw.length / 2;
  return derElement(DER_SEQUENCE, derUnsignedInteger(raw.subarray(0, half)), derUnsignedInteger(raw.subarray(half)));
}

/**
 * An ECDSA signature as CMS needs it (DER), from what a signing service returned: either DER
 * already, or the raw r || s of `coordinateLength` bytes each. A value that is neither is refused.
 */
export function normalizeEcdsaSignature(signature: Uint8Array, coordinateLength: number): Uint8Array {
  if (isDerEcdsaSignature(signature, coordinateLength)) return signature;
  if (signature.length === 2 * coordinateLength) return ecdsaRawToDer(signature);
  throw new Error(`Not an ECDSA signature for ${coordinateLength * 8}-bit coordinates (${signature.length} bytes)`);
}

/** SEQUENCE { INTEGER r, INTEGER s } taking exactly every byte, each integer positive and within the curve size. */
function isDerEcdsaSignature(bytes: Uint8Array, coordinateLength: number): boolean {
  if (bytes[0] !== 0x30) return false;
  const parsed = asn1js.fromBER(bytes);
  if (parsed.offset !== bytes.length || !(parsed.result instanceof asn1js.Sequence)) return false;
  const values = parsed.result.valueBlock.value;
  if (values.length !== 2) return false;
  return values.every((value) => {
    if (!(value instanceof asn1js.Integer)) return false;
    const hex = value.valueBlock.valueHexView;
    const magnitude = hex[0] === 0 ? hex.length - 1 : hex.length;
    return hex.length > 0 && ((hex[0] ?? 0) & 0x80) === 0 && magnitude <= coordinateLength;
  });
}
