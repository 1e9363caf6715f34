import { BUSINESS_LIMITS, type DeleteBusinessBody } from "@paraph/contracts";
import { verifyPassword } from "../../platform/auth/password-hashing.ts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { findUserById, type UserRow } from "../users/index.ts";
import { loadBusinessAccess } from "./access.ts";
import { scheduleBusinessPurge } from "./jobs.ts";
import { mailMembersAboutDeletion } from "./deletion-mails.ts";
import { updateBusinessRow, type BusinessRow } from "./repository.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * The admin confirms with their password; an account without one (single sign-on only) types the
 * business's name instead. Checked before any transaction: password hashing is slow on purpose.
 */
async function confirmDeletion(user: UserRow, business: BusinessRow, body: DeleteBusinessBody): Promise<void> {
  if (user.password_hash) {
    if (!body.password || !(await verifyPassword(user.password_hash, body.password))) throw new AppError("wrong_password");
    return;
  }
  if (body.businessName?.toLocaleLowerCase() !== business.name.trim().toLocaleLowerCase()) throw new AppError("business_name_mismatch");
}

/**
 * Deletion waits BUSINESS_LIMITS.deletionGraceDays, during which an admin can revoke it and the
 * business keeps working; asking again keeps the first date and mails nobody again.
 */
export async function deleteBusiness(context: PlatformContext, auth: AuthContext, businessId: string, body: DeleteBusinessBody): Promise<BusinessRow> {
  const { business } = await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  const admin = await findUserById(context.db, auth.userId);
  if (!admin) throw new AppError("unauthenticated");
  await confirmDeletion(admin, business, body);
  const updated = await context.db.transaction().execute(async (trx) => {
    const { business: locked } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    if (locked.deletion_effective_at) return locked;
    const now = context.clock.now();
    const effectiveAt = new Date(now.getTime() + BUSINESS_LIMITS.deletionGraceDays * DAY_MS);
    await scheduleBusinessPurge(context, trx, locked.id, effectiveAt);
    await mailMembersAboutDeletion(context, trx, locked, "deletion-scheduled", effectiveAt, admin);
    return updateBusinessRow(trx, locked.id, { deletion_requested_at: now, deletion_effective_at: effectiveAt, updated_at: now });
  });
  if (!updated) throw new AppError("not_found");
  return updated;
}

/** Revoking when no deletion is pending changes nothing and mails nobody; the scheduled purge finds nothing due and stops. */
export async function revokeBusinessDeletion(context: PlatformContext, auth: AuthContext, businessId: string): Promise<BusinessRow> {
  const updated = await context.db.transaction().execute(async (trx) => {
    const { business } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    if (!business.deletion_effective_at) return business;
    const admin = await findUserById(trx, auth.userId);
    await mailMembersAboutDeletion(context, trx, business, "deletion-revoked", business.deletion_effective_at, admin);
    return updateBusinessRow(trx, business.id, { deletion_requested_at: null, deletion_effective_at: null, updated_at: context.clock.now() });
  });
  if (!updated) throw new AppError("not_found");
  return updated;
}
