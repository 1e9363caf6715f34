import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findApiUserBusinessId } from "../api-users/index.ts";
import { findBusinessIdOfAccount } from "../billing/index.ts";
import { findBusinessById } from "../businesses/index.ts";

/** The business a request's owner sends for (member, admin or API user), with the origins it lets frame Paraph. */
export async function findSenderBusiness(executor: JobExecutor, ownerId: string): Promise<{ id: string; embedOrigins: string[] } | undefined> {
  const businessId = await findBusinessIdOfAccount(executor, ownerId);
  const business = businessId ? await findBusinessById(executor, businessId) : undefined;
  return business ? { id: business.id, embedOrigins: business.embed_origins } : undefined;
}

/** The business an API user acts for; undefined for anyone who is not an API user. */
export function findApiUserBusiness(executor: JobExecutor, userId: string): Promise<string | undefined> {
  return findApiUserBusinessId(executor, userId);
}
