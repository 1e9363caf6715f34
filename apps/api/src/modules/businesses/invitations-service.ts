import { DEFAULT_LANGUAGE, isSupportedLanguage, type BusinessInvitation, type ReceivedBusinessInvitation } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findUserByEmail, findUserById, type UserRow } from "../users/index.ts";
import { loadBusinessAccess } from "./access.ts";
import { joinBusiness, lockUserOutsideBusiness } from "./joining.ts";
import { renderBusinessMail } from "./mail-templates.ts";
import type { BusinessPorts } from "./ports.ts";
import { presentInvitation, presentReceivedInvitation } from "./presenter.ts";
import {
  deleteInvitation,
  findDomains,
  findInvitationById,
  findInvitationsForEmail,
  findInvitationsOfBusiness,
  findMembersWithUsers,
  lockBusiness,
  upsertInvitation,
  type BusinessRow,
} from "./repository.ts";

/** Whether an address belongs to one of the allowed domains (or a subdomain of one). */
function isInAllowedDomain(email: string, domains: string[]): boolean {
  const host = email.slice(email.lastIndexOf("@") + 1);
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export function displayNameOf(user: { first_name: string; last_name: string; email: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email;
}

/**
 * Invites addresses to the business. An address with an account gets an invitation to answer
 * after logging in; any other address an invitation to sign up, after which the invitation is
 * waiting. Inviting an address again renews its invitation and mails it again.
 */
export async function inviteBusinessMembers(
  context: PlatformContext,
  ports: Pick<BusinessPorts, "assertSeatsFor">,
  auth: AuthContext,
  businessId: string,
  emails: string[],
): Promise<{ invited: BusinessInvitation[]; alreadyMembers: string[] }> {
  const addresses = [...new Set(emails)];
  return context.db.transaction().execute(async (trx) => {
    const { business } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    const domains = await findDomains(trx, business.id);
    const outside = domains.length > 0 ? addresses.filter((email) => !isInAllowedDomain(email, domains)) : [];
    if (outside.length > 0) throw new AppError("email_domain_not_allowed", { emails: outside, domains });
    const memberEmails = new Set((await findMembersWithUsers(trx, business.id)).map((member) => member.email));
    // Each new invitation takes a seat until it is answered (docs/billing.md, "Quotas").
    const invitedEmails = new Set((await findInvitationsOfBusiness(trx, business.id)).map((invitation) => invitation.email));
    await ports.assertSeatsFor(trx, business.id, addresses.filter((email) => !memberEmails.has(email) && !invitedEmails.has(email)).length);
    const inviter = await findUserById(trx, auth.userId);
    if (!inviter) throw new AppError("unauthenticated");
    const invitedIds = new Set<string>();
    for (const email of addresses) {
      if (memberEmails.has(email)) continue;
      const invitation = await upsertInvitation(trx, {
        id: crypto.randomUUID(),
        business_id: business.id,
        email,
        invited_by: inviter.id,
        created_at: context.clock.now(),
      });
      invitedIds.add(invitation.id);
      await mailInvitation(context, trx, business, inviter, email);
    }
    const invitations = await findInvitationsOfBusiness(trx, business.id);
    return {
      invited: invitations.filter((invitation) => invitedIds.has(invitation.id)).map(presentInvitation),
      alreadyMembers: addresses.filter((email) => memberEmails.has(email)),
    };
  });
}

async function mailInvitation(context: PlatformContext, trx: JobExecutor, business: BusinessRow, inviter: UserRow, email: string): Promise<void> {
  const account = await findUserByEmail(trx, email);
  const hasAccount = account?.email_verified === true;
  const lang = [account?.lang, inviter.lang].find(isSupportedLanguage) ?? DEFAULT_LANGUAGE;
  const kind = hasAccount ? "invitation" : "invitation-signup";
  const link = `${context.publicUrl}/${hasAccount ? "login" : "signup"}?email=${encodeURIComponent(email)}`;
  const content = renderBusinessMail(kind, lang, { businessName: business.name, inviterName: displayNameOf(inviter), link });
  await context.mailer.queueContent(trx, { to: email, template: `business-${kind}`, lang, content });
}

export async function listBusinessInvitations(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ invitedMembers: BusinessInvitation[] }> {
  await loadBusinessAccess(context.db, auth, businessId);
  return { invitedMembers: (await findInvitationsOfBusiness(context.db, businessId)).map(presentInvitation) };
}

export async function revokeBusinessInvitation(context: PlatformContext, auth: AuthContext, businessId: string, invitationId: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const { business } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    const invitation = await findInvitationById(trx, invitationId);
    if (invitation?.business_id !== business.id) throw new AppError("not_found");
    await deleteInvitation(trx, invitation.id);
  });
}

/** Invitations count for a verified address only: whoever has not proven the address cannot answer for it. */
async function verifiedEmailOf(executor: JobExecutor, auth: AuthContext): Promise<string | null> {
  const user = await findUserById(executor, auth.userId);
  if (!user) throw new AppError("unauthenticated");
  return user.email_verified ? user.email : null;
}

export async function listReceivedBusinessInvitations(context: PlatformContext, auth: AuthContext): Promise<{ invitations: ReceivedBusinessInvitation[] }> {
  const email = await verifiedEmailOf(context.db, auth);
  return { invitations: email ? (await findInvitationsForEmail(context.db, email)).map(presentReceivedInvitation) : [] };
}

/** The caller's invitation, or 404 (also for someone else's). */
async function receivedInvitation(executor: JobExecutor, auth: AuthContext, invitationId: string) {
  const email = await verifiedEmailOf(executor, auth);
  const invitation = await findInvitationById(executor, invitationId);
  if (!invitation || !email || invitation.email !== email) throw new AppError("not_found");
  return invitation;
}

/** Joins the inviting business as a member (spec §6: the invitation is answered before the app is used). */
export async function acceptBusinessInvitation(context: PlatformContext, auth: AuthContext, invitationId: string): Promise<UserRow> {
  return context.db.transaction().execute(async (trx) => {
    const invitation = await receivedInvitation(trx, auth, invitationId);
    const user = await lockUserOutsideBusiness(trx, auth.userId);
    // The business's lock orders this join after any change running on it; a revocation that
    // won the race has removed the invitation by then.
    if (!(await lockBusiness(trx, invitation.business_id)) || !(await findInvitationById(trx, invitation.id))) throw new AppError("not_found");
    const now = context.clock.now();
    await joinBusiness(trx, user, invitation.business_id, "member", now, { accepted_business_invite_at: now });
    const updated = await findUserById(trx, user.id);
    if (!updated) throw new AppError("unauthenticated");
    return updated;
  });
}

/** `POST /v1/user/accept` with `business_invite`: accepts the oldest invitation waiting. */
export async function acceptOldestBusinessInvitation(context: PlatformContext, auth: AuthContext): Promise<UserRow> {
  const email = await verifiedEmailOf(context.db, auth);
  const [oldest] = email ? await findInvitationsForEmail(context.db, email) : [];
  if (!oldest) throw new AppError("no_pending_invitation");
  return acceptBusinessInvitation(context, auth, oldest.id);
}

export async function declineBusinessInvitation(context: PlatformContext, auth: AuthContext, invitationId: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const invitation = await receivedInvitation(trx, auth, invitationId);
    await deleteInvitation(trx, invitation.id);
  });
}
