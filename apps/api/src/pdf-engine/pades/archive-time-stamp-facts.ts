import { pkijs } from "../pki/crypto-setup.ts";
import { inProcessPdfRevisions, type PdfRevisions } from "./pdf-revisions.ts";

/** What a document time-stamp is made of, as archive time-stamp renewal judges it (docs/signing.md, "Long-term validity"). */
export interface ArchiveTimeStampFacts {
  /** The authority's time in the token. */
  timeStampedAt: Date;
  /** When the first certificate the token carries (the authority's, its CAs') ends. */
  chainExpiresAt: Date;
  /** The weakest digest the token uses (its imprint, its signer's digest, its certificates' signatures): "sha1" when any is SHA-1. */
  digestAlgorithm: string;
  /** The shortest RSA key among the token's certificates; null when none is RSA. */
  weakestRsaBits: number | null;
}

const DIGEST_NAMES: Record<string, string> = {
  "1.3.14.3.2.26": "sha1",
  "2.16.840.1.101.3.4.2.1": "sha256",
  "2.16.840.1.101.3.4.2.2": "sha384",
  "2.16.840.1.101.3.4.2.3": "sha512",
};
/** Signature algorithms over SHA-1: sha1WithRSAEncryption, ecdsa-with-SHA1, dsa-with-sha1. */
const SHA1_SIGNATURE_ALGORITHMS = new Set(["1.2.840.113549.1.1.5", "1.2.840.10045.4.1", "1.2.840.10040.4.3"]);
const RSA_ENCRYPTION = "1.2.840.113549.1.1.1";

/** The facts of an RFC 3161 token (DER ContentInfo). Throws on a token that is not one. */
export function archiveTimeStampFactsOf(tokenDer: Uint8Array): ArchiveTimeStampFacts {
  const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(tokenDer)).content });
  const content = signedData.encapContentInfo.eContent;
  if (!content) throw new Error("The time-stamp token has no TSTInfo");
  const tstInfo = pkijs.TSTInfo.fromBER(new Uint8Array(content.getValue()));
  const certificates = (signedData.certificates ?? []).filter((entry): entry is pkijs.Certificate => entry instanceof pkijs.Certificate);
  if (certificates.length === 0) throw new Error("The time-stamp token carries no certificate");
  const usesSha1 =
    DIGEST_NAMES[tstInfo.messageImprint.hashAlgorithm.algorithmId] === "sha1" ||
    signedData.signerInfos.some((signer) => DIGEST_NAMES[signer.digestAlgorithm.algorithmId] === "sha1" || SHA1_SIGNATURE_ALGORITHMS.has(signer.signatureAlgorithm.algorithmId)) ||
    certificates.some((certificate) => SHA1_SIGNATURE_ALGORITHMS.has(certificate.signatureAlgorithm.algorithmId));
  const rsaBits = certificates.flatMap((certificate) => {
    const bits = rsaModulusBits(certificate);
    return bits === undefined ? [] : [bits];
  });
  return {
    timeStampedAt: tstInfo.genTime,
    chainExpiresAt: new Date(Math.min(...certificates.map((certificate) => certificate.notAfter.value.getTime()))),
    digestAlgorithm: usesSha1 ? "sha1" : (DIGEST_NAMES[tstInfo.messageImprint.hashAlgorithm.algorithmId] ?? tstInfo.messageImprint.hashAlgorithm.algorithmId),
    weakestRsaBits: rsaBits.length > 0 ? Math.min(...rsaBits) : null,
  };
}

function rsaModulusBits(certificate: pkijs.Certificate): number | undefined {
  if (certificate.subjectPublicKeyInfo.algorithm.algorithmId !== RSA_ENCRYPTION) return undefined;
  const key = certificate.subjectPublicKeyInfo.parsedKey;
  if (!(key instanceof pkijs.RSAPublicKey)) return undefined;
  const modulus = key.modulus.valueBlock.valueHexView;
  let index = 0;
  while (index < modulus.length && modulus[index] === 0) index += 1;
  if (index === modulus.length) return 0;
  return (modulus.length - index - 1) * 8 + (32 - Math.clz32(modulus[index] ?? 0));
}

/**
 * The facts of the document's newest document time-stamp (by the authority's time), or
 * undefined when it has none. The document is read by `revisions` (the signing worker pool for
 * stored documents); only the small token is parsed here.
 */
export async function newestArchiveTimeStampOf(pdf: Uint8Array, revisions: PdfRevisions = inProcessPdfRevisions): Promise<ArchiveTimeStampFacts | undefined> {
  const timeStamps = (await revisions.findSignatureContents(pdf)).filter((entry) => entry.subFilter === "ETSI.RFC3161").map((entry) => archiveTimeStampFactsOf(entry.contents));
  // The fields are listed in the order they were added; the authority's time decides all the same.
  return timeStamps.reduce<ArchiveTimeStampFacts | undefined>((newest, next) => (!newest || next.timeStampedAt >= newest.timeStampedAt ? next : newest), undefined);
}
