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
