import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { lockUserRow, updateUserRow, type UserRow } from "../users/index.ts";
import { deleteInvitationsForEmail, findMembershipOfUser, insertMembership, type BusinessRole } from "./repository.ts";

/**
 * Reads the user and holds their row until the transaction ends, so two requests cannot put one
 * user into two businesses (the unique index would refuse the second with a fault instead).
 */
export async function lockUserOutsideBusiness(executor: JobExecutor, userId: string): Promise<UserRow> {
  const user = await lockUserRow(executor, userId);
  if (!user) throw new AppError("unauthenticated");
  if (await findMembershipOfUser(executor, userId)) throw new AppError("already_in_business");
  return user;
}

/**
 * Makes the user a member: a user belongs to one business at most, so their other invitations
 * are withdrawn, and the notices about a previous business (removed, deleted) are done with.
 */
export async function joinBusiness(
  executor: JobExecutor,
  user: UserRow,
  businessId: string,
  role: BusinessRole,
  now: Date,
  changes: { accepted_business_invite_at?: Date } = {},
): Promise<void> {
  await insertMembership(executor, { business_id: businessId, user_id: user.id, role, joined_at: now });
  await deleteInvitationsForEmail(executor, user.email);
  await updateUserRow(executor, user.id, { ...changes, removed_from_business: false, business_deleted: false, updated_at: now });
}
