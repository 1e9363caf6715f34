import { createHmac } from "node:crypto";
import type { UpdateUserBody } from "@paraph/contracts";
import { verifyPassword } from "../../platform/auth/password-hashing.ts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { UserPorts } from "./ports.ts";
import { deleteUserRow, findContactsByPrefix, findUserById, updateUserRow, type UserRow } from "./repository.ts";

const AUTOCOMPLETE_LIMIT = 10;
const REFERRAL_TOKEN_LIFETIME_MS = 60 * 60_000;

/** The caller's row; the routes answer it as the User (UserPorts.answerUser). */
export async function getUser(context: PlatformContext, auth: AuthContext): Promise<UserRow> {
  const user = await findUserById(context.db, auth.userId);
  // A session outlives nothing: deleting a user deletes its sessions, so this is a race at most.
  if (!user) throw new AppError("unauthenticated");
  return user;
}

/** Names an identification confirmed stay as it confirmed them (immutableEidFields); sending them unchanged is fine. */
async function assertNamesChangeable(context: PlatformContext, auth: AuthContext, input: UpdateUserBody): Promise<void> {
  if (input.firstName === undefined && input.lastName === undefined) return;
  const user = await getUser(context, auth);
  if (user.eid_first_name === null) return;
  const changed = [
    ...(input.firstName !== undefined && input.firstName !== user.first_name ? ["firstName"] : []),
    ...(input.lastName !== undefined && input.lastName !== user.last_name ? ["lastName"] : []),
  ];
  if (changed.length > 0) throw new AppError("eid_fields_immutable", { fields: changed });
}

export async function updateUser(context: PlatformContext, auth: AuthContext, input: UpdateUserBody): Promise<UserRow> {
  const attributes = input.attributes ?? {};
  await assertNamesChangeable(context, auth, input);
  const updated = await updateUserRow(context.db, auth.userId, {
    ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
    ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
    ...(attributes.lang !== undefined ? { lang: attributes.lang } : {}),
    ...(attributes.emailNotificationLevel !== undefined ? { email_notification_level: attributes.emailNotificationLevel } : {}),
    ...(attributes.defaultLegislation !== undefined ? { default_legislation: attributes.defaultLegislation } : {}),
    ...(attributes.defaultQuality !== undefined ? { default_quality: attributes.defaultQuality } : {}),
    ...(attributes.removedFromBusiness !== undefined ? { removed_from_business: attributes.removedFromBusiness } : {}),
    ...(attributes.businessDeleted !== undefined ? { business_deleted: attributes.businessDeleted } : {}),
    updated_at: context.clock.now(),
  });
  if (!updated) throw new AppError("unauthenticated");
  return updated;
}

/** Deletes the account and everything that belongs only to it; sessions end with it. */
export async function deleteUser(context: PlatformContext, ports: UserPorts, auth: AuthContext, password: string): Promise<void> {
  const user = await getUser(context, auth);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) throw new AppError("wrong_password");
  await context.db.transaction().execute(async (trx) => {
    await ports.releaseBusinessOf(trx, user.id);
    await deleteUserRow(trx, user.id);
    await context.mailer.queue(trx, { to: user.email, template: "account-deleted", lang: user.lang, data: undefined });
  });
}

export async function acceptTerms(
  context: PlatformContext,
  ports: UserPorts,
  auth: AuthContext,
  type: "gtc" | "tou_swisscom" | "business_invite",
): Promise<UserRow> {
  if (type === "business_invite") return ports.acceptOldestBusinessInvitation(auth);
  const user = await getUser(context, auth);
  const now = context.clock.now();
  const changes = type === "gtc" ? { accepted_gtc_at: user.accepted_gtc_at ?? now } : { accepted_tou_swisscom_at: user.accepted_tou_swisscom_at ?? now };
  return (await updateUserRow(context.db, user.id, { ...changes, updated_at: now })) ?? user;
}

/**
 * Stores the first referral code a user arrives with and returns a token for the referral
 * widget: `<userId>.<expiry ms>.<HMAC-SHA256 of both>`, verifiable by whoever holds the secret.
 */
export async function createReferralWidgetToken(
  context: PlatformContext,
  auth: AuthContext,
  ucc: string | undefined,
): Promise<{ token: string; expiresAt: string }> {
  const user = await getUser(context, auth);
  if (ucc && !user.cello_ucc) await updateUserRow(context.db, user.id, { cello_ucc: ucc, updated_at: context.clock.now() });
  const expiresAt = new Date(context.clock.now().getTime() + REFERRAL_TOKEN_LIFETIME_MS);
  const payload = `${user.id}.${expiresAt.getTime()}`;
  const signature = createHmac("sha256", context.referralWidgetSecret).update(payload).digest("base64url");
  return { token: `${payload}.${signature}`, expiresAt: expiresAt.toISOString() };
}

export async function autocompleteEmails(context: PlatformContext, auth: AuthContext, input: string): Promise<string[]> {
  return findContactsByPrefix(context.db, auth.userId, input.toLowerCase(), AUTOCOMPLETE_LIMIT);
}
