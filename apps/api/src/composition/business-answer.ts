import type { Business } from "@paraph/contracts";
import type { PlatformContext } from "../platform/context.ts";
import type { JobExecutor } from "../platform/jobs/job-queue.ts";
import { loadBusinessBillingSections } from "../modules/billing/index.ts";
import { type BusinessParts, type BusinessRow, findDomains, findInvitationsOfBusiness, findMembersWithUsers, presentBusiness } from "../modules/businesses/index.ts";
import { findSealsOfBusiness } from "../modules/seals/index.ts";

/** The Business response: the row with its members, invitations and domains (businesses), its seals (seals) and its plan (billing). */
export async function loadBusinessAnswer(context: PlatformContext, executor: JobExecutor, row: BusinessRow): Promise<Business> {
  return { ...presentBusiness(row, await loadBusinessParts(executor, row.id), context.publicUrl), ...(await loadBusinessBillingSections(context, executor, row.id)) };
}

async function loadBusinessParts(executor: JobExecutor, businessId: string): Promise<BusinessParts> {
  // One after another: inside a transaction (and on embedded PGlite) there is one connection.
  const members = await findMembersWithUsers(executor, businessId);
  const invitations = await findInvitationsOfBusiness(executor, businessId);
  const domains = await findDomains(executor, businessId);
  const seals = await findSealsOfBusiness(executor, businessId);
  return {
    members,
    invitedEmails: invitations.map((invitation) => invitation.email),
    domains,
    sealAccountNames: seals.map((seal) => seal.account_name),
  };
}
