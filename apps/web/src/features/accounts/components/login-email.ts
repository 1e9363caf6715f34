import { isValidEmail } from "@paraph/contracts";
import type { KeyValueStorage } from "../../../shared/session/browser-storage.ts";

const LOGIN_EMAIL_KEY = "paraph-login-email";

/**
 * Spec §5: an `email` query parameter becomes the login e-mail only if, lower-cased, it matches
 * the e-mail pattern; anything else is ignored.
 */
export function loginEmailFromQuery(search: string): string | null {
  const raw = new URLSearchParams(search).get("email");
  if (!raw) return null;
  const email = raw.trim().toLowerCase();
  return isValidEmail(email) ? email : null;
}

export function storeLoginEmail(storage: KeyValueStorage, search: string): string | null {
  const email = loginEmailFromQuery(search);
  if (email) storage.set(LOGIN_EMAIL_KEY, email);
  return email ?? storage.get(LOGIN_EMAIL_KEY);
}

const REFERRAL_KEY = "paraph-referral-code";

/** Spec §2: a `ucc` query parameter on sign-up is kept as the referral code for the registration. */
export function storeReferralCode(storage: KeyValueStorage, search: string): void {
  const code = new URLSearchParams(search).get("ucc")?.trim();
  if (code && code.length <= 64) storage.set(REFERRAL_KEY, code);
}

export function readReferralCode(storage: KeyValueStorage): string | null {
  return storage.get(REFERRAL_KEY);
}
