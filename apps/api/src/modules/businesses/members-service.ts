import type { BusinessMember } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findUserById, updateUserRows, type UserRow } from "../users/index.ts";
import { loadBusinessAccess } from "./access.ts";
import { purgeBusiness } from "./jobs.ts";
import { assertAdminRemains } from "./policy.ts";
import type { BusinessPorts } from "./ports.ts";
import { presentMember } from "./presenter.ts";
import {
  deleteMemberships,
  findMembersWithUsers,
  findMembershipOfUser,
  lockBusiness,
  setMemberRoles,
  type MemberWithUser,
} from "./repository.ts";

export async function listBusinessMembers(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ members: BusinessMember[] }> {
  await loadBusinessAccess(context.db, auth, businessId);
  return { members: (await findMembersWithUsers(context.db, businessId)).map(presentMember) };
}

export async function listBusinessAdmins(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ admins: BusinessMember[] }> {
  await loadBusinessAccess(context.db, auth, businessId);
  const members = await findMembersWithUsers(context.db, businessId);
  return { admins: members.filter((member) => member.role === "admin").map(presentMember) };
}

/** The named people among the business's members; any id that is not one refuses the whole call. */
function pickMembers(members: MemberWithUser[], userIds: string[]): MemberWithUser[] {
  const wanted = new Set(userIds);
  const picked = members.filter((member) => wanted.has(member.user_id));
  if (picked.length !== wanted.size) {
    const known = new Set(picked.map((member) => member.user_id));
    throw new AppError("user_not_business_member", { userIds: [...wanted].filter((id) => !known.has(id)) });
  }
  return picked;
}

function adminIdsOf(members: MemberWithUser[]): string[] {
  return members.filter((member) => member.role === "admin").map((member) => member.user_id);
}

/** One role or removal change by an admin, under the business's lock; answers the members after it. */
async function changeMembers(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  userIds: string[],
  change: (trx: JobExecutor, members: MemberWithUser[], picked: MemberWithUser[]) => Promise<void>,
): Promise<{ members: BusinessMember[] }> {
  return context.db.transaction().execute(async (trx) => {
    await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    const members = await findMembersWithUsers(trx, businessId);
    await change(trx, members, pickMembers(members, userIds));
    return { members: (await findMembersWithUsers(trx, businessId)).map(presentMember) };
  });
}

export function changeToAdmins(context: PlatformContext, auth: AuthContext, businessId: string, userIds: string[]) {
  return changeMembers(context, auth, businessId, userIds, async (trx, _members, picked) => {
    await setMemberRoles(
      trx,
      businessId,
      picked.map((member) => member.user_id),
      "admin",
    );
  });
}

export function changeToMembers(context: PlatformContext, auth: AuthContext, businessId: string, userIds: string[]) {
  return changeMembers(context, auth, businessId, userIds, async (trx, members, picked) => {
    assertAdminRemains(adminIdsOf(members), adminIdsOf(picked));
    await setMemberRoles(
      trx,
      businessId,
      picked.map((member) => member.user_id),
      "member",
    );
  });
}

/** Removed people lose the business's seals with it and see the `removedFromBusiness` notice. */
export function removeBusinessMembers(context: PlatformContext, ports: Pick<BusinessPorts, "onMembersLeave">, auth: AuthContext, businessId: string, userIds: string[]) {
  return changeMembers(context, auth, businessId, userIds, async (trx, members, picked) => {
    assertAdminRemains(adminIdsOf(members), adminIdsOf(picked));
    const removedIds = picked.map((member) => member.user_id);
    await ports.onMembersLeave(trx, businessId, removedIds);
    await deleteMemberships(trx, businessId, removedIds);
    // The people removed see the `removedFromBusiness` notice.
    await updateUserRows(
      trx,
      removedIds.filter((id) => id !== auth.userId),
      { removed_from_business: true, updated_at: context.clock.now() },
    );
  });
}

/** Leaves the caller's business; the last admin stays until someone else is admin. */
export async function leaveBusiness(context: PlatformContext, ports: Pick<BusinessPorts, "onMembersLeave">, auth: AuthContext): Promise<UserRow> {
  return context.db.transaction().execute(async (trx) => {
    const membership = await findMembershipOfUser(trx, auth.userId);
    if (!membership) throw new AppError("not_found", { reason: "You belong to no business" });
    const { business } = await loadBusinessAccess(trx, auth, membership.business_id, { lock: true });
    const members = await findMembersWithUsers(trx, business.id);
    if (membership.role === "admin") assertAdminRemains(adminIdsOf(members), [auth.userId]);
    await ports.onMembersLeave(trx, business.id, [auth.userId]);
    await deleteMemberships(trx, business.id, [auth.userId]);
    const user = await findUserById(trx, auth.userId);
    if (!user) throw new AppError("unauthenticated");
    return user;
  });
}

/**
 * Runs inside an account deletion: the last admin of a business with other members must hand
 * over first (`last_business_admin`); someone alone in their business takes it with them.
 */
export async function releaseBusinessOfDeletedUser(context: PlatformContext, ports: Pick<BusinessPorts, "onPurge">, trx: JobExecutor, userId: string): Promise<void> {
  const membership = await findMembershipOfUser(trx, userId);
  if (!membership) return;
  await lockBusiness(trx, membership.business_id);
  const members = await findMembersWithUsers(trx, membership.business_id);
  if (members.every((member) => member.user_id === userId)) {
    await purgeBusiness(context, ports, trx, membership.business_id);
    return;
  }
  if (membership.role === "admin") assertAdminRemains(adminIdsOf(members), [userId]);
}
