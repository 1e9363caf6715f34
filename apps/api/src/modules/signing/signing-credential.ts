import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { AppearanceSignature } from "../../pdf-engine/appearance/appearance-input.ts";
import type { Part11Manifestation } from "../../pdf-engine/appearance/part11-texts.ts";
import { decodeAppearanceImage } from "../../pdf-engine/appearance/appearance-image.ts";
import type { RemoteCredential } from "../../pdf-engine/csc/csc-signing-provider.ts";
import { localSignatureCreator, type SignatureAlgorithm, type SignatureCreator } from "../../pdf-engine/pades/signature-creator.ts";
import type { x509 } from "../../pdf-engine/pki/crypto-setup.ts";
import type { ChainCertificate } from "../../pdf-engine/pki/certificates.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import type { SealForSigning } from "../seals/index.ts";
import type { LoadedRequest } from "../signature-requests/index.ts";
import { appearanceSignatureOf } from "./appearance-source.ts";
import type { SigningQuality } from "./signing-quality.ts";

/**
 * What a signature is made with: the quality confirmed for the person, or a business seal; for
 * a remote qualified signature, the signer's credential at the trust service that holds the key.
 */
export interface SigningCredential {
  quality: SigningQuality;
  seal?: SealForSigning;
  remote?: RemoteCredential;
  /** A Part 11 signature: the name, meaning and moment confirmed by re-authentication (part11.ts). */
  part11?: Part11Manifestation;
}

/** A seal is an advanced organisation signature: it serves simple and advanced requests, never qualified ones. */
export function assertCredentialServes(credential: SigningCredential, requested: SigningQuality): void {
  const serves = credential.seal
    ? requested.quality !== "qes"
    : requested.quality === credential.quality.quality && requested.legislation === credential.quality.legislation;
  if (!serves) throw new AppError("quality_not_available", { quality: requested.quality, legislation: requested.legislation, ...(credential.seal ? { seal: true } : {}) });
}

/**
 * Who a signature names and how it looks at a field: the person (a one-time certificate, or
 * their remote credential's) or the seal. `creator` signs here; a remote identity has none, its
 * values come from the trust service after one authorisation for all documents.
 */
export interface SignatureIdentity {
  certificate: x509.X509Certificate;
  algorithm: SignatureAlgorithm;
  /** The certificates above the signer's, up to the root. */
  chain: ChainCertificate[];
  creator: SignatureCreator | undefined;
  name: string;
  /** Written into the appearance, the signature's /Reason and the audit event. */
  part11?: Part11Manifestation;
  appearanceAt(box: { width: number; height: number }): Promise<{ signature: AppearanceSignature; name: string }>;
}

/**
 * The signer's name as Paraph holds it: an account's own first and last name, or for a guest the
 * name on their signer entry (entered by the sender, or by the guest before signing). Empty when
 * there is none.
 */
export function verifiedSignerNameOf(user: Pick<LoadedRequest["user"], "first_name" | "last_name">): string {
  return [user.first_name, user.last_name].join(" ").replace(/\s+/g, " ").trim();
}

/** A simple signature may name only the verified e-mail address; advanced and qualified ones name a person. */
export function assertNameForQuality(verifiedName: string, quality: SigningQuality): void {
  if (!verifiedName && quality.quality !== "ses") throw new AppError("signer_name_required", { quality: quality.quality });
}

export async function signatureIdentityOf(
  context: PlatformContext,
  services: SigningServices,
  executor: JobExecutor,
  loaded: LoadedRequest,
  credential: SigningCredential,
  signingName: string | undefined,
): Promise<SignatureIdentity> {
  const { quality, seal } = credential;
  const standards = { quality: quality.quality, legislation: quality.legislation as AppearanceSignature["legislation"] };
  if (seal) {
    const creator = localSignatureCreator(seal.signer);
    return {
      certificate: creator.certificate,
      algorithm: creator.algorithm,
      chain: services.chain,
      creator,
      name: seal.seal.display_name,
      appearanceAt: async (box) => ({
        signature: {
          name: seal.seal.display_name,
          title: null,
          optionalLine: seal.organisationName,
          location: null,
          language: (loaded.user.lang as AppearanceSignature["language"]) ?? "en-gb",
          ...standards,
          displayDate: true,
          displayClaim: true,
          displayStandards: true,
          displayQr: true,
          image: seal.imageSha256 ? await decodeAppearanceImage(await context.blobs.getBuffer(seal.imageSha256), { width: box.width * 2, height: box.height * 2 }) : null,
        },
        name: seal.seal.display_name,
      }),
    };
  }
  // The certificate and the signature dictionary name the signer as Paraph knows them; what the
  // caller sends as signingName is only the name drawn in the appearance (docs/signing.md).
  const verifiedName = verifiedSignerNameOf(loaded.user);
  assertNameForQuality(verifiedName, quality);
  const name = verifiedName || loaded.user.email;
  const { remote, part11 } = credential;
  const signer = remote ?? localSignatureCreator(await services.issueSignerCertificate({ name, email: loaded.user.email }, context.publicUrl, { isQualified: quality.quality === "qes" }));
  return {
    certificate: signer.certificate,
    algorithm: signer.algorithm,
    chain: remote?.chain ?? services.chain,
    creator: "sign" in signer ? signer : undefined,
    name,
    ...(part11 ? { part11 } : {}),
    appearanceAt: async (box) => {
      const { signature, signerName } = await appearanceSignatureOf(context, executor, loaded.user, box);
      // The standards label states the quality this signature is actually made with; a Part 11
      // signature prints the verified name, never one the caller chose.
      return { signature: { ...signature, ...standards, legislation: standards.legislation ?? signature.legislation }, name: part11?.printedName ?? signingName ?? signerName };
    },
  };
}
