import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from "@paraph/contracts";
import type { DirectAuthContext } from "../../platform/auth/direct-links.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { checkTanOf, consumeCheckedTan, createTanChallenge } from "../signing/index.ts";
import { findUserById } from "../users/index.ts";
import { guestLoader } from "./guest-access.ts";
import { GUEST_TAN_MAILS } from "./tan-mail.ts";
import { findMailBrandingOfUser } from "../businesses/index.ts";

/** How long a checked TAN allows the guest to sign: long enough to read and press Sign, short enough to matter. */
export const GUEST_TAN_SIGNING_WINDOW_MS = 10 * 60_000;

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * Sends the guest a new code by e-mail. The return link must be a page of this installation, so
 * nobody can make Paraph mail a code next to a link of theirs.
 */
export async function sendGuestTan(
  context: PlatformContext,
  auth: DirectAuthContext,
  input: { url?: string | undefined; subject?: string | undefined; companyBranding?: boolean | undefined },
  senderNameOf: (executor: JobExecutor, ownerId: string) => Promise<string | null>,
): Promise<{ maskedEmail: string; expiresAt: string }> {
  if (input.url && !input.url.startsWith(`${context.publicUrl}/`)) {
    throw new AppError("validation_failed", { fields: [{ field: "url", message: "Must be a page of this Paraph installation" }] });
  }
  return context.db.transaction().execute(async (trx) => {
    const loaded = await guestLoader(auth)(trx, auth.requestId);
    const signer = loaded.mySigner;
    if (!signer || signer.status !== "open") throw new AppError("signer_not_active", { signerStatus: signer?.status });
    const owner = await findUserById(trx, loaded.request.owner_id);
    const lang: Language = isSupportedLanguage(signer.lang ?? "") ? (signer.lang as Language) : owner && isSupportedLanguage(owner.lang) ? owner.lang : DEFAULT_LANGUAGE;
    const { code, expiresAt } = await createTanChallenge(context, trx, { signerId: signer.id }, "direct_signing", signer.email);
    const content = GUEST_TAN_MAILS[lang]({
      code,
      title: loaded.request.title,
      senderName: input.companyBranding ? await senderNameOf(trx, loaded.request.owner_id) : null,
      subject: input.subject ?? null,
      // An embedded view's page is a one-time link, already used: the mail carries no link back.
      link: auth.isEmbedded ? null : (input.url ?? null),
    });
    const branded = await findMailBrandingOfUser(trx, loaded.request.owner_id);
    await context.mailer.queueContent(trx, {
      to: signer.email,
      template: "direct-sign-tan",
      lang,
      content: branded ? { ...content, branding: branded.branding } : content,
      attachments: branded ? [branded.attachment] : [],
    });
    return { maskedEmail: maskEmail(signer.email), expiresAt: expiresAt.toISOString() };
  });
}

/** Checks the guest's code (three wrong tries lock it); a right one allows one signing within the window. */
export async function checkGuestTan(context: PlatformContext, auth: DirectAuthContext, code: string): Promise<{ verified: true; validUntil: string }> {
  await guestLoader(auth)(context.db, auth.requestId);
  await checkTanOf(context, { signerId: auth.signerId }, "direct_signing", code);
  return { verified: true, validUntil: new Date(context.clock.now().getTime() + GUEST_TAN_SIGNING_WINDOW_MS).toISOString() };
}

/** Uses up the guest's checked code for this signing; without one, signing is refused. */
export async function consumeGuestTan(context: PlatformContext, signerId: string): Promise<void> {
  if (!(await consumeCheckedTan(context, { signerId }, "direct_signing", GUEST_TAN_SIGNING_WINDOW_MS))) throw new AppError("direct_tan_required");
}
