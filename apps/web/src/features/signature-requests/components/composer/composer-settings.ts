import type { SignatureRequestView } from "@paraph/contracts";

/** The composer's form for a draft's own fields, as the inputs hold them (strings). */
export interface ComposerSettings {
  title: string;
  signingOrder: "parallel" | "sequential";
  message: string;
  /** yyyy-mm-dd in the user's time zone, or "" for none. */
  expiryDate: string;
  /** Days between automatic reminders, or "" for none. */
  reminderDays: string;
}

const pad = (value: number) => String(value).padStart(2, "0");
export const toDateInput = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function settingsFrom(request: SignatureRequestView): ComposerSettings {
  return {
    title: request.title,
    signingOrder: request.signingOrder,
    message: request.message ?? "",
    expiryDate: request.expiresAt ? toDateInput(new Date(request.expiresAt)) : "",
    reminderDays: request.reminderIntervalDays ? String(request.reminderIntervalDays) : "",
  };
}

/** The PUT body: a request expires at the end of the chosen day, in the user's time zone. */
export function settingsBody(settings: ComposerSettings) {
  return {
    title: settings.title.trim(),
    signing_order: settings.signingOrder,
    message: settings.message.trim() === "" ? null : settings.message.trim(),
    expires_at: settings.expiryDate ? new Date(`${settings.expiryDate}T23:59:59`).toISOString() : null,
    reminder_interval_days: settings.reminderDays ? Number(settings.reminderDays) : null,
  };
}

export const sameSettings = (a: ComposerSettings, b: ComposerSettings) => JSON.stringify(a) === JSON.stringify(b);
