import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { MailAttachmentRef } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findMailBrandingOfUser } from "../businesses/index.ts";
import { findUserByEmail, findUserById, type UserRow } from "../users/index.ts";
import { guestLinkOf, requestLinkOf, signerLinkOf } from "./invitations.ts";
import { ESSENTIAL_KINDS, renderRequestMail, type RequestMailKind } from "./mail-templates.ts";
import type { ObserverRow, SignatureRequestRow, SignerRow } from "./repository.ts";

export interface Recipient {
  email: string;
  /** The account, when the address has one: its language and notification level apply. */
  user: UserRow | undefined;
  link: string;
  /** A signer without an account of a simple-signature request signs as a guest through this link. */
  guestLink?: string;
  /** The language a guest chose on their direct-sign page, for an address without an account. */
  lang?: string | null;
}

/** The mails that ask a guest to act carry their direct link; the others (the link is dead by then) do not. */
const GUEST_LINK_KINDS: ReadonlySet<RequestMailKind> = new Set(["invitation", "reminder"]);

/** Whether a user wants this kind of mail: `all`, `essential` (acts and endings) or `none`. */
export function wantsMail(user: UserRow | undefined, kind: RequestMailKind): boolean {
  const level = user?.email_notification_level ?? "all";
  if (level === "none") return false;
  return level === "all" || ESSENTIAL_KINDS.has(kind);
}

/** Queues one mail per recipient, in each recipient's language, honouring their notification level. */
export async function notify(
  context: PlatformContext,
  executor: JobExecutor,
  kind: RequestMailKind,
  request: SignatureRequestRow,
  recipients: Recipient[],
  extra: { actorName?: string; message?: string | null; attachments?: MailAttachmentRef[] } = {},
): Promise<void> {
  // Nobody to tell (a request without observers when it is sent): the sender and branding need not be read.
  if (recipients.length === 0) return;
  const owner = await findUserById(executor, request.owner_id);
  const ownerName = owner ? `${owner.first_name} ${owner.last_name}` : "Paraph";
  const fallbackLanguage: Language = owner && isSupportedLanguage(owner.lang) ? owner.lang : DEFAULT_LANGUAGE;
  // The mails of a business member's request carry the business's logo (docs/business-settings.md).
  const branded = await findMailBrandingOfUser(executor, request.owner_id);
  const attachments = [...(extra.attachments ?? []), ...(branded ? [branded.attachment] : [])];
  const seen = new Set<string>();
  for (const recipient of recipients) {
    if (seen.has(recipient.email) || !wantsMail(recipient.user, kind)) continue;
    seen.add(recipient.email);
    const chosen = recipient.user?.lang ?? recipient.lang ?? "";
    const lang = isSupportedLanguage(chosen) ? chosen : fallbackLanguage;
    const guestLink = GUEST_LINK_KINDS.has(kind) ? recipient.guestLink : undefined;
    const content = renderRequestMail(kind, lang, {
      title: request.title,
      ownerName,
      link: guestLink ?? recipient.link,
      accountLink: guestLink ? recipient.link : undefined,
      actorName: extra.actorName,
      message: extra.message ?? null,
      expiresAt: request.expires_at?.toISOString() ?? null,
    });
    await context.mailer.queueContent(executor, {
      to: recipient.email,
      template: `signature-request-${kind}`,
      lang,
      content: branded ? { ...content, branding: branded.branding } : content,
      attachments,
    });
  }
}

export async function signerRecipient(context: PlatformContext, executor: JobExecutor, request: SignatureRequestRow, signer: SignerRow): Promise<Recipient> {
  const user = signer.user_id ? await findUserById(executor, signer.user_id) : await findUserByEmail(executor, signer.email);
  const link = await signerLinkOf(context, request.id, signer);
  const isGuest = !signer.user_id && request.quality === "ses";
  return { email: signer.email, user, link, lang: signer.lang, ...(isGuest ? { guestLink: await guestLinkOf(context, request.id, signer.id) } : {}) };
}

export async function observerRecipient(context: PlatformContext, executor: JobExecutor, request: SignatureRequestRow, observer: ObserverRow): Promise<Recipient> {
  const user = observer.user_id ? await findUserById(executor, observer.user_id) : await findUserByEmail(executor, observer.email);
  return { email: observer.email, user, link: requestLinkOf(context, request.id) };
}

export async function ownerRecipient(context: PlatformContext, executor: JobExecutor, request: SignatureRequestRow): Promise<Recipient[]> {
  const owner = await findUserById(executor, request.owner_id);
  return owner ? [{ email: owner.email, user: owner, link: requestLinkOf(context, request.id) }] : [];
}

export function displayNameOf(person: { first_name: string | null; last_name: string | null; email: string }): string {
  const name = [person.first_name, person.last_name].filter(Boolean).join(" ");
  return name || person.email;
}
