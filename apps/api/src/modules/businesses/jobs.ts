import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { deleteSealKey } from "../../signing/pki/seal-keys.ts";
import { findSealsOfBusiness } from "../seals/repository.ts";
import { mailMembersAboutDeletion } from "./deletion-mails.ts";
import { deleteBusinessRow, findMembersWithUsers, lockBusiness, setBusinessNotices } from "./repository.ts";

const PURGE_BUSINESS_JOB = "purge-business";
const DELETE_SEAL_KEYS_JOB = "delete-seal-keys";

export function defineBusinessJobs(context: PlatformContext): void {
  context.jobs.define(PURGE_BUSINESS_JOB, async (payload) => {
    const { businessId } = payload as { businessId: string };
    await context.db.transaction().execute(async (trx) => {
      const business = await lockBusiness(trx, businessId);
      // Revoked (or asked again with a later date) since this job was queued: nothing is due.
      if (!business?.deletion_effective_at || business.deletion_effective_at > context.clock.now()) return;
      await purgeBusiness(context, trx, businessId);
    });
  });
  context.jobs.define(DELETE_SEAL_KEYS_JOB, async (payload) => {
    for (const sealId of (payload as { sealIds: string[] }).sealIds) await deleteSealKey(context.config.DATA_DIR, sealId);
  });
}

export async function scheduleBusinessPurge(context: PlatformContext, executor: JobExecutor, businessId: string, runAt: Date): Promise<void> {
  await context.jobs.enqueue(executor, PURGE_BUSINESS_JOB, { businessId }, { runAt, replaceKey: `${PURGE_BUSINESS_JOB}:${businessId}` });
}

/**
 * Deletes the business for good. Its rows cascade: memberships, invitations, domains, AES for
 * business, seals with their members, signer groups with their participants, and the activity
 * tables. Documents and requests belong to their users and stay. Former members
 * get the `businessDeleted` notice; images and seal keys are removed once the deletion commits.
 */
export async function purgeBusiness(context: PlatformContext, trx: JobExecutor, businessId: string): Promise<void> {
  const business = await lockBusiness(trx, businessId);
  if (!business) return;
  const members = await findMembersWithUsers(trx, businessId);
  const seals = await findSealsOfBusiness(trx, businessId);
  await mailMembersAboutDeletion(context, trx, business, "deleted", context.clock.now());
  await setBusinessNotices(
    trx,
    members.map((member) => member.user_id),
    { business_deleted: true },
    context.clock.now(),
  );
  await deleteBusinessRow(trx, businessId);
  const images = [business.logo_sha256, ...seals.map((seal) => seal.image_sha256)].filter((sha256): sha256 is string => sha256 !== null);
  await scheduleBlobCleanup(context.jobs, trx, images);
  if (seals.length > 0) await context.jobs.enqueue(trx, DELETE_SEAL_KEYS_JOB, { sealIds: seals.map((seal) => seal.id) });
}
