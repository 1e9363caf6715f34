import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { mailMembersAboutDeletion } from "./deletion-mails.ts";
import type { BusinessPorts } from "./ports.ts";
import { updateUserRows } from "../users/index.ts";
import { deleteBusinessRow, findMembersWithUsers, lockBusiness } from "./repository.ts";

const PURGE_BUSINESS_JOB = "purge-business";

export function defineBusinessJobs(context: PlatformContext, ports: Pick<BusinessPorts, "onPurge">): void {
  context.jobs.define(PURGE_BUSINESS_JOB, async (payload) => {
    const { businessId } = payload as { businessId: string };
    await context.db.transaction().execute(async (trx) => {
      const business = await lockBusiness(trx, businessId);
      // Revoked (or asked again with a later date) since this job was queued: nothing is due.
      if (!business?.deletion_effective_at || business.deletion_effective_at > context.clock.now()) return;
      await purgeBusiness(context, ports, trx, businessId);
    });
  });
}

export async function scheduleBusinessPurge(context: PlatformContext, executor: JobExecutor, businessId: string, runAt: Date): Promise<void> {
  await context.jobs.enqueue(executor, PURGE_BUSINESS_JOB, { businessId }, { runAt, replaceKey: `${PURGE_BUSINESS_JOB}:${businessId}` });
}

/**
 * Deletes the business for good. Its rows cascade: memberships, invitations, domains, AES for
 * business, seals with their members, signer groups with their participants, and the activity
 * tables. Documents and requests belong to their users and stay. Former members
 * get the `businessDeleted` notice; the logo is removed once the deletion commits, and the seals'
 * images and keys by the modules above (BusinessPorts.onPurge).
 */
export async function purgeBusiness(context: PlatformContext, ports: Pick<BusinessPorts, "onPurge">, trx: JobExecutor, businessId: string): Promise<void> {
  const business = await lockBusiness(trx, businessId);
  if (!business) return;
  const members = await findMembersWithUsers(trx, businessId);
  await mailMembersAboutDeletion(context, trx, business, "deleted", context.clock.now());
  await updateUserRows(
    trx,
    members.map((member) => member.user_id),
    { business_deleted: true, updated_at: context.clock.now() },
  );
  await ports.onPurge(trx, businessId);
  await deleteBusinessRow(trx, businessId);
  if (business.logo_sha256) await scheduleBlobCleanup(context.jobs, trx, [business.logo_sha256]);
}
