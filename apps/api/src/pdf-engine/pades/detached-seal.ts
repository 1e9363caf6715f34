import type { ChainCertificate, KeyedCertificate } from "../pki/certificates.ts";
import type { TimeStampAuthority } from "../pki/time-stamp-authority.ts";
import { prepareSignedData, sha256, signedDataContentInfo } from "./cms.ts";
import { toSignatureCreator } from "./signature-creator.ts";

/**
 * A detached CAdES-T seal over any bytes: a CMS SignedData (DER) whose signed attributes carry
 * the content's SHA-256 and the sealing certificate (signing-certificate-v2), with the chain up
 * to the root and a signature time-stamp, the same structure as a PAdES signature's /Contents.
 * Anyone verifies it against the content with `openssl cms -verify -binary -inform DER -content …`;
 * a byte changed in the content no longer matches its digest.
 */
export async function sealDetached(content: Uint8Array, seal: KeyedCertificate, chain: ChainCertificate[], timeStampAuthority: TimeStampAuthority): Promise<Uint8Array> {
  const creator = toSignatureCreator(seal);
  const prepared = prepareSignedData({
    digest: sha256(content),
    certificate: creator.certificate,
    algorithm: creator.algorithm,
    chain: chain.map((entry) => entry.certificate.rawData),
  });
  const signatureValue = await creator.sign(prepared.signedAttributes);
  return signedDataContentInfo(prepared, signatureValue, await timeStampAuthority.timeStamp(sha256(signatureValue)));
}
