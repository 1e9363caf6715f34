import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { deleteSealKey } from "../../pdf-engine/pki/seal-keys.ts";
import { findSealsOfBusiness } from "./repository.ts";

const DELETE_SEAL_KEYS_JOB = "delete-seal-keys";

export function defineSealJobs(context: PlatformContext): void {
  context.jobs.define(DELETE_SEAL_KEYS_JOB, async (payload) => {
    for (const sealId of (payload as { sealIds: string[] }).sealIds) await deleteSealKey(context.config.DATA_DIR, sealId);
  });
}

/**
 * Inside a business's purge, before its row goes (its seals go with it): their images and keys
 * are removed once the purge commits.
 */
export async function forgetSealsOfBusiness(context: PlatformContext, trx: JobExecutor, businessId: string): Promise<void> {
  const seals = await findSealsOfBusiness(trx, businessId);
  await scheduleBlobCleanup(context.jobs, trx, seals.flatMap((seal) => (seal.image_sha256 ? [seal.image_sha256] : [])));
  if (seals.length > 0) await context.jobs.enqueue(trx, DELETE_SEAL_KEYS_JOB, { sealIds: seals.map((seal) => seal.id) });
}
