import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { assertBusinessAdmin, businessAccessOf, type BusinessAccess } from "./policy.ts";
import { findBusinessById, findMembershipOfUser, lockBusiness } from "./repository.ts";

/**
 * The caller's access to a business, or 404 for anyone outside it. With `lock`, the business
 * row is held until the transaction ends (membership changes); `adminOnly` refuses members.
 */
export async function loadBusinessAccess(
  executor: JobExecutor,
  auth: AuthContext,
  businessId: string,
  options: { lock?: boolean; adminOnly?: boolean } = {},
): Promise<BusinessAccess> {
  const membership = await findMembershipOfUser(executor, auth.userId);
  // An outsider is turned away before anything of the business is read or locked.
  if (membership?.business_id !== businessId) businessAccessOf(auth.userId, undefined, undefined);
  const business = options.lock ? await lockBusiness(executor, businessId) : await findBusinessById(executor, businessId);
  // Read again under the lock: the caller may have been removed while waiting for it.
  const current = options.lock ? await findMembershipOfUser(executor, auth.userId) : membership;
  const access = businessAccessOf(auth.userId, business, current);
  if (options.adminOnly) assertBusinessAdmin(access);
  return access;
}
