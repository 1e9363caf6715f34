import { DEFAULT_SIGNER_GROUP_LIMITS, type SignerGroup, type SignerGroupBody, type SignerGroupLimits } from "@paraph/contracts";
import { businessLimitOf } from "../billing/index.ts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findBusinessById, findMembershipOfUser, lockBusiness, type MembershipRow, signerGroupLimitsOf } from "../businesses/index.ts";
import { assertCanChangeGroups, assertGroupVisible, assertWithinLimits } from "./policy.ts";
import { presentSignerGroup } from "./presenter.ts";
import {
  countGroupsOfBusiness,
  deleteGroupRow,
  findGroupById,
  findGroupByName,
  findGroupsOfBusiness,
  findParticipants,
  insertGroup,
  replaceParticipants,
  updateGroupRow,
  type SignerGroupRow,
} from "./repository.ts";

/** Someone in no business has no groups, and may make none (limits 0, as spec §9's unloaded default). */
export async function listSignerGroups(
  context: PlatformContext,
  auth: AuthContext,
  query: string | undefined,
): Promise<{ groups: SignerGroup[]; limits: SignerGroupLimits }> {
  const membership = await findMembershipOfUser(context.db, auth.userId);
  const business = membership ? await findBusinessById(context.db, membership.business_id) : undefined;
  if (!business) return { groups: [], limits: { ...DEFAULT_SIGNER_GROUP_LIMITS } };
  const groups = await findGroupsOfBusiness(context.db, business.id, query || undefined);
  return { groups: groups.map((group) => presentSignerGroup(group, group.participant_count)), limits: signerGroupLimitsOf(business) };
}

export async function getSignerGroup(context: PlatformContext, auth: AuthContext, groupId: string, includeMembers: boolean): Promise<SignerGroup> {
  const membership = await findMembershipOfUser(context.db, auth.userId);
  const group = await findGroupById(context.db, groupId);
  assertGroupVisible(group, membership);
  const participants = await findParticipants(context.db, group.id);
  return presentSignerGroup(group, participants.length, includeMembers ? participants : undefined);
}

/**
 * The caller's business, held until the transaction ends: every change to its groups runs one
 * after another, so two admins cannot pass the limit or take one name together.
 */
async function lockCallersBusiness(executor: JobExecutor, auth: AuthContext): Promise<{ membership: MembershipRow | undefined; limits: SignerGroupLimits }> {
  const membership = await findMembershipOfUser(executor, auth.userId);
  const business = membership ? await lockBusiness(executor, membership.business_id) : undefined;
  if (!business) return { membership: undefined, limits: { ...DEFAULT_SIGNER_GROUP_LIMITS } };
  // Read again under the lock: the caller may have been removed or demoted while waiting.
  const current = await findMembershipOfUser(executor, auth.userId);
  return { membership: current?.business_id === business.id ? current : undefined, limits: signerGroupLimitsOf(business) };
}

async function assertNameFree(executor: JobExecutor, businessId: string, name: string, exceptId?: string): Promise<void> {
  const taken = await findGroupByName(executor, businessId, name);
  if (taken && taken.id !== exceptId) throw new AppError("signer_group_name_taken");
}

export async function createSignerGroup(context: PlatformContext, auth: AuthContext, body: SignerGroupBody): Promise<SignerGroup> {
  return context.db.transaction().execute(async (trx) => {
    const { membership, limits } = await lockCallersBusiness(trx, auth);
    assertCanChangeGroups(membership);
    // The plan's figure caps what the business set (docs/billing.md, "Quotas").
    const planGroups = await businessLimitOf(context, trx, membership.business_id, "signerGroups");
    const maxGroups = planGroups === null ? limits.maxGroups : Math.min(limits.maxGroups, planGroups);
    assertWithinLimits({ ...limits, maxGroups }, { groups: (await countGroupsOfBusiness(trx, membership.business_id)) + 1, participants: body.members.length });
    await assertNameFree(trx, membership.business_id, body.name);
    const now = context.clock.now();
    const group = await insertGroup(trx, {
      id: crypto.randomUUID(),
      business_id: membership.business_id,
      name: body.name,
      created_by: auth.userId,
      created_at: now,
      updated_at: now,
    });
    await replaceParticipants(trx, group.id, body.members);
    return presentSignerGroup(group, body.members.length, await findParticipants(trx, group.id));
  });
}

/** Looks the group up for a change: 404 outside its business before 403 for members, so outsiders learn nothing. */
async function loadGroupForChange(executor: JobExecutor, auth: AuthContext, groupId: string): Promise<{ group: SignerGroupRow; limits: SignerGroupLimits }> {
  const { membership, limits } = await lockCallersBusiness(executor, auth);
  const group = await findGroupById(executor, groupId);
  assertGroupVisible(group, membership);
  assertCanChangeGroups(membership);
  return { group, limits };
}

export async function updateSignerGroup(context: PlatformContext, auth: AuthContext, groupId: string, body: SignerGroupBody): Promise<SignerGroup> {
  return context.db.transaction().execute(async (trx) => {
    const { group, limits } = await loadGroupForChange(trx, auth, groupId);
    const before = await findParticipants(trx, group.id);
    assertWithinLimits(limits, { participants: body.members.length, participantsBefore: before.length });
    await assertNameFree(trx, group.business_id, body.name, group.id);
    const updated = await updateGroupRow(trx, group.id, body.name, context.clock.now());
    await replaceParticipants(trx, group.id, body.members);
    return presentSignerGroup(updated, body.members.length, await findParticipants(trx, group.id));
  });
}

export async function deleteSignerGroup(context: PlatformContext, auth: AuthContext, groupId: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const { group } = await loadGroupForChange(trx, auth, groupId);
    await deleteGroupRow(trx, group.id);
  });
}
