import type { ChainCertificate, KeyedCertificate } from "../pki/certificates.ts";
import type { TimeStampAuthority } from "../pki/time-stamp-authority.ts";
import type { x509 } from "../pki/crypto-setup.ts";
import { prepareSignedData, sha256, signedDataContentInfo } from "./cms.ts";
import { toSignatureCreator, type SignatureAlgorithm, type SignatureCreator } from "./signature-creator.ts";
import { inProcessPdfRevisions, type PdfRevisions } from "./pdf-revisions.ts";
import { embedSignature, type SignatureRevisionOptions } from "./signature-placeholder.ts";

/** PAdES baseline levels (ETSI EN 319 142-1). */
export const PADES_LEVELS = ["B-B", "B-T", "B-LT", "B-LTA"] as const;
export type PadesLevel = (typeof PADES_LEVELS)[number];

export interface SignPdfOptions extends Omit<SignatureRevisionOptions, "kind"> {
  /** A certificate with its key here, or a creator that signs elsewhere (a remote signing service). */
  signer: KeyedCertificate | SignatureCreator;
  /** Certificates from the signer's issuer up to (and including) the root. */
  chain: ChainCertificate[];
  timeStampAuthority?: TimeStampAuthority | undefined;
  level: PadesLevel;
}

/** What preparing a PDF signature needs: the signer's certificate and algorithm instead of the signer itself. */
export type PreparePdfSignatureOptions = Omit<SignPdfOptions, "signer"> & { certificate: x509.X509Certificate; algorithm: SignatureAlgorithm };

/** A signature revision appended to a PDF, waiting for the signature value over `signedAttributes`. */
export interface PreparedPdfSignature {
  /** The DER of the CMS signed attributes: what the signer's key signs (its SHA-256 is the hash a remote service signs). */
  signedAttributes: Uint8Array;
  /** Puts the signature value in, time-stamps it (B-T and above) and returns the signed PDF. */
  complete(signatureValue: Uint8Array): Promise<Uint8Array>;
}

/**
 * The first half of signing: the incremental update with the signature field and dictionary,
 * and the CMS signed attributes over the byte ranges. Signing them is left to the caller, so
 * a remote service can sign several documents' attributes after one authorisation.
 */
export async function preparePdfSignature(
  pdf: Uint8Array,
  options: PreparePdfSignatureOptions,
  revisions: PdfRevisions = inProcessPdfRevisions,
): Promise<PreparedPdfSignature> {
  const prepared = await revisions.prepareSignature(pdf, {
    kind: "signature",
    fieldName: options.fieldName,
    placement: options.placement,
    name: options.name,
    reason: options.reason,
    location: options.location,
    signingTime: options.signingTime,
    formFields: options.formFields,
  });
  const cms = prepareSignedData({
    digest: prepared.digest,
    certificate: options.certificate,
    algorithm: options.algorithm,
    chain: options.chain.map((entry) => entry.certificate.rawData),
  });
  return {
    signedAttributes: cms.signedAttributes,
    complete: async (signatureValue) => {
      if (options.level === "B-B") return embedSignature(prepared, signedDataContentInfo(cms, signatureValue));
      if (!options.timeStampAuthority) throw new Error(`PAdES ${options.level} needs a time-stamp authority`);
      // The signature time-stamp covers the value of the SignerInfo's signature.
      const timeStampToken = await options.timeStampAuthority.timeStamp(sha256(signatureValue));
      return embedSignature(prepared, signedDataContentInfo(cms, signatureValue, timeStampToken));
    },
  };
}

/**
 * Adds one signer's PAdES signature as an incremental update: SubFilter ETSI.CAdES.detached over
 * the whole file but the signature itself; at B-T and above with a signature time-stamp.
 */
export async function signPdf(pdf: Uint8Array, options: SignPdfOptions, revisions: PdfRevisions = inProcessPdfRevisions): Promise<Uint8Array> {
  const creator = toSignatureCreator(options.signer);
  const prepared = await preparePdfSignature(pdf, { ...options, certificate: creator.certificate, algorithm: creator.algorithm }, revisions);
  return prepared.complete(await creator.sign(prepared.signedAttributes));
}

/** A document time-stamp (PAdES B-LTA): an RFC 3161 token over the whole file so far. */
export async function addDocumentTimeStamp(
  pdf: Uint8Array,
  timeStampAuthority: TimeStampAuthority,
  fieldName: string,
  now: Date,
  revisions: PdfRevisions = inProcessPdfRevisions,
): Promise<Uint8Array> {
  const prepared = await revisions.prepareSignature(pdf, { kind: "document-timestamp", fieldName, signingTime: now });
  const token = await timeStampAuthority.timeStamp(prepared.digest);
  return embedSignature(prepared, token);
}
