import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findBusinessById, findMembershipOfUser } from "../businesses/index.ts";

/** The business of a request's sender, if they belong to one. */
export async function senderBusinessIdOf(executor: JobExecutor, ownerId: string): Promise<string | null> {
  return (await findMembershipOfUser(executor, ownerId))?.business_id ?? null;
}

/** The name a guest's mails carry for the sender when company branding is asked for: the owner's business. */
export async function senderBusinessNameOf(executor: JobExecutor, ownerId: string): Promise<string | null> {
  const membership = await findMembershipOfUser(executor, ownerId);
  const business = membership ? await findBusinessById(executor, membership.business_id) : undefined;
  return business?.name ?? null;
}
