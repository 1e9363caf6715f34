import type { BusinessSettings, Legislation, Quality, SignatureRequestView } from "@paraph/contracts";

/** The completion-mail attachments a sender may choose per request, where the business lets them. */
export const MAIL_ATTACHMENT_KINDS = ["signedDocument", "signatureProtocol"] as const;
export type MailAttachmentKind = (typeof MAIL_ATTACHMENT_KINDS)[number];
/** The sender's choice per attachment; null follows the business's setting. */
export type MailAttachmentChoice = Record<MailAttachmentKind, boolean | null>;

/** The attachments the business lets its senders choose; none outside a business. */
export const customisableAttachments = (settings: BusinessSettings | undefined): MailAttachmentKind[] =>
  settings ? MAIL_ATTACHMENT_KINDS.filter((kind) => settings.mailService.attachments[kind].customisable) : [];

/** The composer's form for a draft's own fields, as the inputs hold them (strings). */
export interface ComposerSettings {
  title: string;
  signingOrder: "parallel" | "sequential";
  message: string;
  /** The sender's own terms of use the signers accept before signing, or "" for none. */
  termsOfUse: string;
  /** yyyy-mm-dd in the user's time zone, or "" for none. */
  expiryDate: string;
  /** Days between automatic reminders, or "" for none. */
  reminderDays: string;
  mailAttachments: MailAttachmentChoice;
  /** The signature quality the signers sign with. */
  quality: Quality;
  /** The legislation the signature must satisfy, or "" for either. */
  legislation: Legislation | "";
}

const pad = (value: number) => String(value).padStart(2, "0");
export const toDateInput = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function settingsFrom(request: SignatureRequestView): ComposerSettings {
  return {
    title: request.title,
    signingOrder: request.signingOrder,
    message: request.message ?? "",
    termsOfUse: request.termsOfUse ?? "",
    expiryDate: request.expiresAt ? toDateInput(new Date(request.expiresAt)) : "",
    reminderDays: request.reminderIntervalDays ? String(request.reminderIntervalDays) : "",
    mailAttachments: { signedDocument: request.mailAttachments?.signedDocument ?? null, signatureProtocol: request.mailAttachments?.signatureProtocol ?? null },
    quality: request.quality,
    legislation: request.legislation ?? "",
  };
}

/** A text input's value trimmed, or null when nothing is left. */
const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

const BODY_NAMES = { signedDocument: "signed_document", signatureProtocol: "signature_protocol" } as const;

/**
 * The PUT body: a request expires at the end of the chosen day, in the user's time zone. The
 * mail attachments go along only for those the business makes customisable (the server refuses
 * the others).
 */
export function settingsBody(settings: ComposerSettings, customisable: readonly MailAttachmentKind[]) {
  const mailAttachments = Object.fromEntries(customisable.map((kind) => [BODY_NAMES[kind], settings.mailAttachments[kind]]));
  return {
    title: settings.title.trim(),
    signing_order: settings.signingOrder,
    message: orNull(settings.message),
    terms_of_use: orNull(settings.termsOfUse),
    expires_at: settings.expiryDate ? new Date(`${settings.expiryDate}T23:59:59`).toISOString() : null,
    reminder_interval_days: settings.reminderDays ? Number(settings.reminderDays) : null,
    quality: settings.quality,
    legislation: settings.legislation === "" ? null : settings.legislation,
    ...(customisable.length > 0 ? { mail_attachments: mailAttachments } : {}),
  };
}

export const sameSettings = (a: ComposerSettings, b: ComposerSettings) => JSON.stringify(a) === JSON.stringify(b);
