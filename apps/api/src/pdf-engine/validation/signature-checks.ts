import { createHash } from "node:crypto";
import type * as asn1js from "asn1js";
import { pkijs } from "../pki/crypto-setup.ts";
import { OID } from "../pades/oids.ts";

/** Hash algorithms a CMS signer may name, by object identifier, as node:crypto calls them. */
const DIGEST_ALGORITHMS: Record<string, string> = {
  "1.3.14.3.2.26": "sha1",
  [OID.sha256]: "sha256",
  "2.16.840.1.101.3.4.2.2": "sha384",
  "2.16.840.1.101.3.4.2.3": "sha512",
};

/**
 * One CMS signature checked in its separate parts, as ETSI EN 319 102-1 keeps them apart: the
 * signed bytes' hash against the signed message digest, the signature value over the signed
 * attributes, and the signer's certificate chain to a trusted root at a given time.
 */
export interface SignerChecks {
  hashMatches: boolean;
  signatureValueVerifies: boolean;
  isTrusted: boolean;
  signerCertificate: pkijs.Certificate | undefined;
}

export function signedDataOf(der: Uint8Array): pkijs.SignedData {
  return new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(der)).content });
}

/** The signed message-digest attribute equals the hash of `data` under the signer's digest algorithm. */
function isMessageDigestOf(signedData: pkijs.SignedData, data: Uint8Array): boolean {
  const signerInfo = signedData.signerInfos[0];
  const algorithm = DIGEST_ALGORITHMS[signerInfo?.digestAlgorithm.algorithmId ?? ""];
  const attribute = signerInfo?.signedAttrs?.attributes.find((entry) => entry.type === OID.messageDigest);
  const value = (attribute?.values[0] as asn1js.OctetString | undefined)?.valueBlock.valueHexView;
  if (!algorithm || !value) return false;
  return Buffer.from(value).equals(createHash(algorithm).update(data).digest());
}

/**
 * `data` are the signed bytes of a detached signature. For a time-stamp token they are the
 * stamped bytes instead: pkijs then checks the token's imprint against them, and the signed
 * digest covers the token's own content, so no separate digest check applies.
 */
export async function checkSigner(signedData: pkijs.SignedData, data: Uint8Array, trustAnchors: pkijs.Certificate[], checkDate: Date | undefined, isTimeStampToken = false): Promise<SignerChecks> {
  const attempt = (checkChain: boolean) =>
    signedData
      .verify({
        signer: 0,
        data: new Uint8Array(data).buffer,
        trustedCerts: trustAnchors,
        checkChain,
        extendedMode: true,
        ...(checkDate ? { checkDate } : {}),
      })
      .catch((error: { signatureVerified?: boolean | null; signerCertificateVerified?: boolean | null; signerCertificate?: pkijs.Certificate | null }) => ({
        signatureVerified: error.signatureVerified ?? false,
        signerCertificateVerified: error.signerCertificateVerified ?? false,
        signerCertificate: error.signerCertificate ?? undefined,
      }));
  // The digest is checked on its own so a changed byte is told apart from a bad signature value.
  const hashMatches = isTimeStampToken || isMessageDigestOf(signedData, data);
  const chained = await attempt(true);
  const isTrusted = Boolean(chained.signerCertificateVerified);
  // pkijs stops at a chain it cannot build, before it checks the signature: check that on its own,
  // so a signature under a root this installation does not know is not reported as broken.
  const signatureVerified = isTrusted ? chained.signatureVerified : (await attempt(false)).signatureVerified;
  return {
    hashMatches,
    signatureValueVerifies: hashMatches && Boolean(signatureVerified),
    isTrusted,
    signerCertificate: chained.signerCertificate ?? undefined,
  };
}

/** An RFC 3161 token checked over the bytes it stamps: intact whoever issued it, trusted when its authority chains to a trusted root. */
export interface TimeStampCheck {
  time: string;
  /** The token's message imprint is the hash of the stamped bytes. */
  imprintMatches: boolean;
  /** The authority's signature over the token verifies. */
  signatureValueVerifies: boolean;
  intact: boolean;
  trusted: boolean;
  /** The authority's certificate's validity, when the token carries it. */
  certificateNotBefore: Date | undefined;
  certificateNotAfter: Date | undefined;
}

export const UNREADABLE_TIME_STAMP: TimeStampCheck = {
  time: "",
  imprintMatches: false,
  signatureValueVerifies: false,
  intact: false,
  trusted: false,
  certificateNotBefore: undefined,
  certificateNotAfter: undefined,
};

export async function checkTimeStamp(token: Uint8Array, stamped: Uint8Array, trustAnchors: pkijs.Certificate[]): Promise<TimeStampCheck> {
  const signedData = signedDataOf(token);
  const content = signedData.encapContentInfo.eContent;
  if (!content) return UNREADABLE_TIME_STAMP;
  // getValue joins the pieces of a constructed OCTET STRING (BER allows either form).
  const tstInfo = pkijs.TSTInfo.fromBER(new Uint8Array(content.getValue()));
  const algorithm = DIGEST_ALGORITHMS[tstInfo.messageImprint.hashAlgorithm.algorithmId];
  const imprint = Buffer.from(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView);
  const imprintMatches = algorithm !== undefined && imprint.equals(createHash(algorithm).update(stamped).digest());
  const signer = await checkSigner(signedData, stamped, trustAnchors, tstInfo.genTime, true);
  const intact = imprintMatches && signer.signatureValueVerifies;
  return {
    time: tstInfo.genTime.toISOString(),
    imprintMatches,
    signatureValueVerifies: signer.signatureValueVerifies,
    intact,
    trusted: intact && signer.isTrusted,
    certificateNotBefore: signer.signerCertificate?.notBefore.value,
    certificateNotAfter: signer.signerCertificate?.notAfter.value,
  };
}

/** The signature time-stamp tokens in a signer's unsigned attributes, as DER. */
export function signatureTimeStampTokensOf(signedData: pkijs.SignedData): Uint8Array[] {
  const tokens: Uint8Array[] = [];
  for (const attribute of signedData.signerInfos[0]?.unsignedAttrs?.attributes ?? []) {
    if (attribute.type !== OID.signatureTimeStampToken) continue;
    for (const value of attribute.values as asn1js.AsnType[]) tokens.push(new Uint8Array(value.toBER(false)));
  }
  return tokens;
}

/** The value a time-stamp over the signature covers: the signer's signature value. */
export function signatureValueOf(signedData: pkijs.SignedData): Uint8Array {
  return new Uint8Array(signedData.signerInfos[0]?.signature.valueBlock.valueHexView ?? new Uint8Array(0));
}
