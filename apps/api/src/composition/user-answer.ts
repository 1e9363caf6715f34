import type { User } from "@paraph/contracts";
import type { PlatformContext } from "../platform/context.ts";
import type { JobExecutor } from "../platform/jobs/job-queue.ts";
import { findPendingEmailTokenOfUser } from "../modules/accounts/index.ts";
import { loadUserBillingView } from "../modules/billing/index.ts";
import { findBusinessById, findInvitationsForEmail, findMembershipOfUser, presentReceivedInvitation } from "../modules/businesses/index.ts";
import { findSealsOfMember } from "../modules/seals/index.ts";
import { findGroupsWithParticipant } from "../modules/signer-groups/index.ts";
import { withRemoteQualifiedSignatures } from "../modules/signing/index.ts";
import { presentUser, type UserParts, type UserRow } from "../modules/users/index.ts";

/**
 * The User response, the same from every endpoint that answers one: the row (users) with the
 * user's business, its seals and signer groups, the invitations to answer (businesses, seals,
 * signer-groups), the plan (billing), a pending change of address (accounts), and QES as the
 * remote provider says when one is configured (signing).
 */
export async function loadUserAnswer(context: PlatformContext, executor: JobExecutor, user: UserRow): Promise<User> {
  const parts = await loadUserParts(executor, user);
  const presented = presentUser(user, parts);
  // The plan: the business's name and state for its members (spec §4 locked redirects), the individual's own otherwise.
  const billing = user.is_api_user ? { pricePlan: null, business: null } : await loadUserBillingView(context, executor, user.id, parts.business?.id ?? null);
  // A change of address waiting for confirmation from the new address (docs/account-email.md).
  const pendingChange = await findPendingEmailTokenOfUser(executor, "email_change", user.id, context.clock.now());
  const withPlan: User = {
    ...presented,
    pricePlan: billing.pricePlan,
    pendingEmail: pendingChange?.email ?? null,
    business: presented.business && billing.business ? { ...presented.business, ...billing.business } : presented.business,
  };
  return withRemoteQualifiedSignatures(context, withPlan);
}

/** What the User says about businesses: the user's own with the seals they may sign with, the signer groups naming them, and invitations to answer. */
async function loadUserParts(executor: JobExecutor, user: UserRow): Promise<UserParts> {
  const membership = await findMembershipOfUser(executor, user.id);
  const business = membership ? await findBusinessById(executor, membership.business_id) : undefined;
  const seals = business ? await findSealsOfMember(executor, user.id) : [];
  // Only a verified address may answer invitations to it.
  const invitations = user.email_verified ? await findInvitationsForEmail(executor, user.email) : [];
  const groups = business ? await findGroupsWithParticipant(executor, business.id, user.email) : [];
  return {
    business:
      membership && business
        ? {
            id: business.id,
            name: business.name,
            isAdmin: membership.role === "admin",
            isMember: true,
            seals: seals.map((seal) => ({ accountName: seal.account_name, displayName: seal.display_name })),
            part11: business.part11_enabled,
          }
        : null,
    pendingBusinessInvitations: invitations.map(presentReceivedInvitation),
    groupInfo: { groups: groups.map((group) => group.id), groupVersions: Object.fromEntries(groups.map((group) => [group.id, group.version])) },
  };
}
