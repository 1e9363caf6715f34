import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { KeyedCertificate } from "../../pdf-engine/pki/certificates.ts";
import { loadSealKey } from "../../pdf-engine/pki/seal-keys.ts";
import { findSealOfMember, findSealWithBusinessName, type SealRow, type SealWithBusinessName } from "./repository.ts";

/** A seal ready to sign with: its row, the organisation it speaks for, and its certificate with the private key. */
export interface SealForSigning {
  seal: SealRow;
  organisationName: string;
  /** Pass as the signer to the PAdES signer; its chain is the installation's issuing CA and root (SigningServices.chain). */
  signer: KeyedCertificate;
  /** The blob of the image for the seal's appearance, if the business set one. */
  imageSha256: string | null;
}

/**
 * The seal named `sealAccountName` in the user's business when the user may sign with it (a
 * member of the business whom an admin allowed on the seal); undefined otherwise, which signing
 * answers with `seal_not_available`. Pass the transaction when signing inside one.
 */
export async function findSealForSigning(
  context: { config: { DATA_DIR: string } },
  executor: JobExecutor,
  userId: string,
  sealAccountName: string,
): Promise<SealForSigning | undefined> {
  return sealForSigning(context, await findSealOfMember(executor, userId, sealAccountName));
}

/** The seal of that id ready to sign with, when it is named `sealAccountName`: the seal an API user was given (api-users knows which). */
export async function findGivenSealForSigning(
  context: { config: { DATA_DIR: string } },
  executor: JobExecutor,
  sealId: string,
  sealAccountName: string,
): Promise<SealForSigning | undefined> {
  return sealForSigning(context, await findSealWithBusinessName(executor, sealId, sealAccountName));
}

async function sealForSigning(context: { config: { DATA_DIR: string } }, seal: SealWithBusinessName | undefined): Promise<SealForSigning | undefined> {
  if (!seal) return undefined;
  const { business_name: organisationName, ...row } = seal;
  return { seal: row, organisationName, signer: await loadSealKey(context.config.DATA_DIR, seal.id), imageSha256: seal.image_sha256 };
}
