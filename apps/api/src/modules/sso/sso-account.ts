import { DEFAULT_LANGUAGE } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { assertSeatsFor } from "../billing/index.ts";
import { findMembershipOfUser, joinBusiness, lockBusiness } from "../businesses/index.ts";
import { findUserByEmail, insertUser, lockUserRow, newUserRow, updateUserRow } from "../users/index.ts";
import type { VerifiedIdentity } from "./oidc-client.ts";
import { SsoLoginFailure } from "./sso-login-failure.ts";

/**
 * The account of a verified sign-on's e-mail, in the business whose single sign-on covers it:
 * an existing one is linked (`has_sso`), otherwise one is created without a password, with the
 * names the issuer gave and the general terms not yet accepted, so the web app sends it to
 * /signup/sso (spec §6). On the account's first single sign-on, an account in no business
 * becomes a member of `businessId` (taking a seat of its plan); an account in another business
 * is refused, now and later. API users are never logged in this way. Refusals throw
 * SsoLoginFailure, so the caller's transaction changes nothing.
 */
export async function linkOrCreateSsoAccount(context: PlatformContext, trx: JobExecutor, identity: VerifiedIdentity & { email: string }, businessId: string): Promise<string> {
  const now = context.clock.now();
  const existing = await findUserByEmail(trx, identity.email);
  if (existing?.is_api_user) throw new SsoLoginFailure("email_not_covered");
  const userId = existing?.id ?? crypto.randomUUID();
  if (!existing) {
    await insertUser(
      trx,
      newUserRow({
        id: userId,
        email: identity.email,
        first_name: identity.givenName ?? "",
        last_name: identity.familyName ?? "",
        password_hash: null,
        has_sso: true,
        lang: DEFAULT_LANGUAGE,
        accepted_gtc_at: null,
        now,
      }),
    );
  }
  // The user's row is held until the transaction ends: no invitation accepted meanwhile puts them into a second business.
  const user = await lockUserRow(trx, userId);
  if (!user) throw new SsoLoginFailure("invalid_response");
  const membership = await findMembershipOfUser(trx, userId);
  if (membership && membership.business_id !== businessId) throw new SsoLoginFailure("member_of_other_business");
  const isFirstSsoLogin = !existing || !existing.has_sso;
  if (!membership && isFirstSsoLogin) await joinCoveringBusiness(context, trx, user, businessId, now);
  if (existing && (!existing.has_sso || !existing.email_verified)) await updateUserRow(trx, userId, { has_sso: true, email_verified: true, updated_at: now });
  return userId;
}

async function joinCoveringBusiness(context: PlatformContext, trx: JobExecutor, user: Parameters<typeof joinBusiness>[1], businessId: string, now: Date): Promise<void> {
  // The business's lock orders this join after any change running on it (seats, deletion).
  if (!(await lockBusiness(trx, businessId))) throw new SsoLoginFailure("not_configured");
  try {
    await assertSeatsFor(context, trx, businessId, 1);
  } catch (error) {
    if (error instanceof AppError && error.code === "seat_limit_reached") throw new SsoLoginFailure("no_seat_left");
    throw error;
  }
  await joinBusiness(trx, user, businessId, "member", now);
}
