import { DEFAULT_LANGUAGE, EMAIL_CHANGE_LINK_HOURS, isSupportedLanguage } from "@paraph/contracts";
import { hashToken } from "../../platform/auth/opaque-token.ts";
import { verifyPassword } from "../../platform/auth/password-hashing.ts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { isUniqueViolation } from "../../platform/db/unique-violation.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { consumeEmailToken, findEmailTokenByHash, issueEmailToken, retireEmailTokensOfUser } from "../accounts/index.ts";
import { findSsoConfigForEmail } from "../sso/index.ts";
import { findUserByEmail, findUserById, updateUserRow, type UserRow } from "../users/index.ts";
import { renderEmailChangeMail, type EmailChangeMailKind } from "./mail-templates.ts";

/** Where the link of the confirmation mail leads (spec §2 /profile/confirm). */
const CONFIRM_PATH = "/profile/confirm";
/** Where the current address is sent to see or cancel a pending change. */
const SETTINGS_PATH = "/profile/settings";

async function loadCaller(executor: JobExecutor, auth: AuthContext): Promise<UserRow> {
  const user = await findUserById(executor, auth.userId);
  if (!user) throw new AppError("unauthenticated");
  return user;
}

async function isCoveredBySso(executor: JobExecutor, email: string): Promise<boolean> {
  return (await findSsoConfigForEmail(executor, email))?.enabled === true;
}

/** An account whose address a business's issuer owns (it signed on through it, or its domain is covered) keeps that address. */
async function assertAddressOwnedByAccount(executor: JobExecutor, user: UserRow): Promise<void> {
  if (user.has_sso || (await isCoveredBySso(executor, user.email))) throw new AppError("email_change_sso_account");
}

/** The new address is free, and no business's sign-on covers its domain; checked when asked and again when confirmed. */
async function assertAddressAvailable(executor: JobExecutor, user: UserRow, email: string): Promise<void> {
  if (email === user.email) throw new AppError("email_change_same_address");
  if (await isCoveredBySso(executor, email)) throw new AppError("email_change_sso_domain");
  if (await findUserByEmail(executor, email)) throw new AppError("email_already_registered");
}

async function queueMail(context: PlatformContext, trx: JobExecutor, user: UserRow, to: string, kind: EmailChangeMailKind, data: { newEmail: string; link: string }) {
  const lang = isSupportedLanguage(user.lang) ? user.lang : DEFAULT_LANGUAGE;
  const content = renderEmailChangeMail(kind, lang, { ...data, hours: EMAIL_CHANGE_LINK_HOURS });
  await context.mailer.queueContent(trx, { to, template: `email-change-${kind}`, lang, content });
}

/**
 * POST /v1/user/email-change: after the password, mails a single-use link to the new address
 * (replacing the account's pending one) and a notice to the current address. The password is
 * checked before anything about the new address is said, so a borrowed session cannot probe addresses.
 */
export async function requestEmailChange(context: PlatformContext, auth: AuthContext, input: { email: string; password: string }): Promise<void> {
  const user = await loadCaller(context.db, auth);
  await assertAddressOwnedByAccount(context.db, user);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.password))) throw new AppError("wrong_password");
  await assertAddressAvailable(context.db, user, input.email);
  await context.db.transaction().execute(async (trx) => {
    const token = await issueEmailToken(context, trx, { purpose: "email_change", email: input.email, userId: user.id, flow: null, lang: user.lang });
    await queueMail(context, trx, user, input.email, "confirm", { newEmail: input.email, link: `${context.publicUrl}${CONFIRM_PATH}?token=${token}` });
    await queueMail(context, trx, user, user.email, "requested", { newEmail: input.email, link: `${context.publicUrl}${SETTINGS_PATH}` });
  });
}

/**
 * POST /v1/user/email-change/confirm: the logged-in account's own link changes its address. The
 * account's other sessions end, links mailed to the old address (password resets) stop working,
 * and the old address is told.
 */
export async function confirmEmailChange(context: PlatformContext, auth: AuthContext, token: string): Promise<UserRow> {
  return context.db.transaction().execute(async (trx) => {
    const found = await findEmailTokenByHash(trx, "email_change", hashToken(token));
    if (found && found.user_id !== auth.userId) throw new AppError("email_change_other_account");
    const change = await consumeEmailToken(context, trx, "email_change", token);
    const user = await loadCaller(trx, auth);
    await assertAddressOwnedByAccount(trx, user);
    await assertAddressAvailable(trx, user, change.email);
    const now = context.clock.now();
    const updated = await updateUserRow(trx, user.id, { email: change.email, email_verified: true, updated_at: now }).catch((error: unknown) => {
      // Another account took the address between the check and the update.
      throw isUniqueViolation(error) ? new AppError("email_already_registered") : error;
    });
    if (!updated) throw new AppError("unauthenticated");
    await retireEmailTokensOfUser(trx, "reset", user.id, now);
    await context.sessions.revokeAllOfUser(trx, user.id, auth.sessionId);
    await queueMail(context, trx, user, user.email, "changed", { newEmail: change.email, link: `${context.publicUrl}/` });
    return updated;
  });
}

/** DELETE /v1/user/email-change: the pending link stops working; nothing pending is fine too. */
export async function cancelEmailChange(context: PlatformContext, auth: AuthContext): Promise<void> {
  await retireEmailTokensOfUser(context.db, "email_change", auth.userId, context.clock.now());
}

