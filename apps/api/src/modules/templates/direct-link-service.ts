import { DEFAULT_LANGUAGE, type TemplateDirectLinkBody, type TemplatePerson } from "@paraph/contracts";
import { createOpaqueToken, hashToken } from "../../platform/auth/opaque-token.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { maskEmail } from "../direct-sign/index.ts";
import { checkTanOf, createTanChallenge } from "../signing/index.ts";
import { guestLinkOf, invitationTokenOf, requestLinkOf, updateSignerRow } from "../signature-requests/index.ts";
import { findUserById } from "../users/index.ts";
import { LINK_CODE_MAILS } from "./link-code-mail.ts";
import {
  findDirectLinkByTokenHash,
  findLinkVisit,
  findLinkVisitForUpdate,
  findTemplateById,
  findTemplateForUpdate,
  insertLinkVisit,
  isVisitSignerGuest,
  markLinkVisitConfirmed,
  revokeDirectLink,
  upsertDirectLink,
  type TemplateDirectLinkRow,
  type TemplateLinkVisitRow,
  type TemplateRow,
} from "./repository.ts";
import { createRequestFromTemplateIn } from "./request-from-template.ts";
import { loadTemplateForChange } from "./service.ts";
import { assertPeopleFitRoles, assertPrefillFits } from "./template-rules.ts";

/** The page a template link opens (the web app's, docs/templates.md). */
export function templateLinkUrl(context: PlatformContext, token: string): string {
  return `${context.publicUrl}/template-link/${token}`;
}

/**
 * The visitor signs as a guest: with the simple quality, or the qualified one once identified at
 * the provider (docs/direct-sign.md); a guest holds no advanced quality, so such a template has no link.
 */
function assertGuestsCanSign(template: TemplateRow): void {
  if (template.quality === "aes" || template.quality === "aesMinimal") {
    throw new AppError("quality_not_available", { quality: template.quality, reason: "Visitors of a direct link sign as guests: with the simple quality, or the qualified one once identified" });
  }
}

/** A new link for the template, replacing the one before; the token is answered once and stored hashed. */
export async function createDirectLink(context: PlatformContext, userId: string, templateId: string, body: TemplateDirectLinkBody) {
  return context.db.transaction().execute(async (trx) => {
    const { template } = await loadTemplateForChange(trx, userId, templateId);
    assertGuestsCanSign(template);
    if (!template.roles.some((role) => role.name === body.openRole)) throw new AppError("template_role_unknown", { roles: [body.openRole], known: template.roles.map((role) => role.name) });
    assertPeopleFitRoles(template.roles, body.roles, [body.openRole]);
    assertPrefillFits(template.roles, body.prefill);
    const token = createOpaqueToken();
    const now = context.clock.now();
    await upsertDirectLink(trx, { templateId: template.id, tokenHash: hashToken(token), openRole: body.openRole, people: body.roles, prefill: body.prefill, createdBy: userId, createdAt: now });
    return { url: templateLinkUrl(context, token), token, openRole: body.openRole, createdAt: now.toISOString() };
  });
}

export async function revokeTemplateDirectLink(context: PlatformContext, userId: string, templateId: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const { template } = await loadTemplateForChange(trx, userId, templateId);
    await revokeDirectLink(trx, template.id, context.clock.now());
  });
}

/** The live link of a token and its template: 404 for a token never made (or replaced), 410 once revoked. */
async function liveLinkOf(executor: JobExecutor, token: string): Promise<{ link: TemplateDirectLinkRow; template: TemplateRow }> {
  const link = await findDirectLinkByTokenHash(executor, hashToken(token));
  const template = link ? await findTemplateById(executor, link.template_id) : undefined;
  if (!link || !template) throw new AppError("not_found");
  if (link.revoked_at) throw new AppError("template_link_revoked");
  return { link, template };
}

/** The template may have changed since the link was made: its roles must still take the link's people. */
function assertLinkFitsTemplate(link: TemplateDirectLinkRow, template: TemplateRow): void {
  try {
    assertGuestsCanSign(template);
    if (!template.roles.some((role) => role.name === link.open_role)) throw new AppError("template_role_unknown");
    assertPeopleFitRoles(template.roles, link.people, [link.open_role]);
    assertPrefillFits(template.roles, link.prefill);
  } catch (error) {
    if (error instanceof AppError) throw new AppError("template_link_outdated", { reason: error.code });
    throw error;
  }
}

function nameOf(user: { first_name: string; last_name: string } | undefined): string {
  return user ? `${user.first_name} ${user.last_name}`.trim() : "";
}

export async function getTemplateLinkPage(context: PlatformContext, token: string) {
  const { link, template } = await liveLinkOf(context.db, token);
  assertLinkFitsTemplate(link, template);
  return {
    title: template.title,
    message: template.message,
    openRole: link.open_role,
    quality: template.quality as "ses",
    legislation: template.legislation as "eidas" | "zertes" | null,
    senderName: nameOf(await findUserById(context.db, template.owner_id)),
  };
}

/** The visitor names themselves; a code goes to their address (the e-mailed codes of modules/signing/tan.ts). */
export async function startTemplateLink(context: PlatformContext, token: string, visitor: TemplatePerson & { firstName: string; lastName: string; lang?: string | undefined }) {
  return context.db.transaction().execute(async (trx) => {
    const { link, template } = await liveLinkOf(trx, token);
    assertLinkFitsTemplate(link, template);
    const visit: TemplateLinkVisitRow = {
      id: crypto.randomUUID(),
      template_id: template.id,
      email: visitor.email,
      first_name: visitor.firstName,
      last_name: visitor.lastName,
      lang: visitor.lang ?? null,
      created_at: context.clock.now(),
      confirmed_at: null,
      signature_request_id: null,
      signer_id: null,
    };
    await insertLinkVisit(trx, visit);
    const { code, expiresAt } = await createTanChallenge(context, trx, { linkVisitId: visit.id }, "template_link", visit.email);
    const lang = (visitor.lang ?? DEFAULT_LANGUAGE) as keyof typeof LINK_CODE_MAILS;
    const content = LINK_CODE_MAILS[lang]({ code, title: template.title, senderName: nameOf(await findUserById(trx, template.owner_id)) });
    await context.mailer.queueContent(trx, { to: visit.email, template: "template-link-code", lang, content });
    return { visitId: visit.id, maskedEmail: maskEmail(visit.email), expiresAt: expiresAt.toISOString() };
  });
}

async function signingLinkOf(context: PlatformContext, visit: { signature_request_id: string | null; signer_id: string | null }, isGuest: boolean) {
  const requestId = visit.signature_request_id as string;
  const signerId = visit.signer_id as string;
  if (!isGuest) return { signatureRequestId: requestId, signerId, guestId: null, url: requestLinkOf(context, requestId) };
  return { signatureRequestId: requestId, signerId, guestId: await invitationTokenOf(context, signerId), url: await guestLinkOf(context, requestId, signerId) };
}

/**
 * The right code makes and sends the request, owned by the template's owner (their plan and
 * quotas apply): the visitor in the open role signs first, the link's people after.
 */
export async function confirmTemplateLink(context: PlatformContext, token: string, input: { visitId: string; code: string }, meta: { ip: string; userAgent: string | undefined }) {
  const { template: current } = await liveLinkOf(context.db, token);
  const known = await findLinkVisit(context.db, input.visitId);
  if (!known || known.template_id !== current.id) throw new AppError("not_found");
  if (!known.confirmed_at) await checkTanOf(context, { linkVisitId: input.visitId }, "template_link", input.code);
  const made = await context.db.transaction().execute(async (trx) => {
    const visit = await findLinkVisitForUpdate(trx, input.visitId);
    if (!visit) throw new AppError("not_found");
    if (visit.confirmed_at) return { visit, isGuest: await isVisitSignerGuest(trx, visit.signer_id) };
    const { link } = await liveLinkOf(trx, token);
    const template = await findTemplateForUpdate(trx, link.template_id);
    if (!template) throw new AppError("not_found");
    assertLinkFitsTemplate(link, template);
    const owner = await findUserById(trx, template.owner_id);
    const actor = { userId: template.owner_id, email: owner?.email ?? null, ip: meta.ip, userAgent: meta.userAgent };
    const visitor = { email: visit.email, firstName: visit.first_name, lastName: visit.last_name };
    const loaded = await createRequestFromTemplateIn(context, trx, actor, template, {
      people: { ...link.people, [link.open_role]: visitor },
      prefill: link.prefill,
      send: true,
      firstRoles: [link.open_role],
    });
    const signer = loaded.signers.find((entry) => entry.email === visit.email) ?? loaded.signers[0];
    if (!signer) throw new AppError("request_incomplete");
    if (visit.lang) await updateSignerRow(trx, signer.id, { lang: visit.lang, updated_at: context.clock.now() });
    await markLinkVisitConfirmed(trx, visit.id, { now: context.clock.now(), requestId: loaded.request.id, signerId: signer.id });
    return { visit: { ...visit, signature_request_id: loaded.request.id, signer_id: signer.id }, isGuest: signer.user_id === null };
  });
  return signingLinkOf(context, made.visit, made.isGuest);
}
