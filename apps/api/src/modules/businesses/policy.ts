import { AppError } from "../../platform/errors/app-error.ts";
import type { BusinessRow, MembershipRow } from "./repository.ts";

/** The caller's standing in one business: the business and the caller's role in it. */
export interface BusinessAccess {
  business: BusinessRow;
  userId: string;
  isAdmin: boolean;
}

/**
 * A business is its members' alone: to anyone else it does not exist (404), so its id reveals
 * nothing, not even whether it exists.
 */
export function businessAccessOf(userId: string, business: BusinessRow | undefined, membership: MembershipRow | undefined): BusinessAccess {
  if (!business || !membership || membership.business_id !== business.id || membership.user_id !== userId) throw new AppError("not_found");
  return { business, userId, isAdmin: membership.role === "admin" };
}

/** Changes to the business, its people and its seals are for its admins; members may read. */
export function assertBusinessAdmin(access: BusinessAccess): void {
  if (!access.isAdmin) throw new AppError("business_admin_required");
}

/** Spec §6 keeps every business with an admin: demoting, removing or leaving may not take the last one. */
export function assertAdminRemains(adminIds: readonly string[], leavingAdminIds: readonly string[]): void {
  const leaving = new Set(leavingAdminIds);
  if (!adminIds.some((id) => !leaving.has(id))) throw new AppError("last_business_admin");
}
