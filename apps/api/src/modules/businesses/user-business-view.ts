import type { ReceivedBusinessInvitation, User, UserBusiness } from "@paraph/contracts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findSealsOfMember } from "../seals/repository.ts";
import { findGroupsWithParticipant } from "../signer-groups/repository.ts";
import type { UserRow } from "../users/repository.ts";
import { presentReceivedInvitation } from "./presenter.ts";
import { findBusinessById, findInvitationsForEmail, findMembershipOfUser } from "./repository.ts";

/** What the User response says about businesses: the user's own, and invitations to answer. */
export interface UserBusinessView {
  business: UserBusiness | null;
  pendingBusinessInvitations: ReceivedBusinessInvitation[];
  /** The signer groups of the user's business that name the user's address, and each one's version. */
  groupInfo: User["groupInfo"];
}

export async function loadUserBusinessView(executor: JobExecutor, user: UserRow): Promise<UserBusinessView> {
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
