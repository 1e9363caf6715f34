// The checks themselves, without zod: the web app's login page checks addresses without loading
// zod (apps/web/README.md, "Bundle budget"); email.ts builds the schemas from them.

/**
 * Spec §5: a valid local part, an @, and a domain whose top-level label has 2 or more letters.
 * The local part allows the dot-atom characters of RFC 5322 (no quoted strings, no leading,
 * trailing or double dots); the domain follows the host-name rule of {@link isValidDomain}.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= 64 && LOCAL_PART.test(local) && isValidDomain(domain);
}

/** Spec §5: a host name with labels of up to 63 characters and a top-level label of 2 or more letters. */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_LABEL = /^[A-Za-z]{2,63}$/;

export function isValidDomain(value: string): boolean {
  if (value.length === 0 || value.length > 253) return false;
  const labels = value.split(".");
  if (labels.length < 2) return false;
  const topLevel = labels[labels.length - 1] ?? "";
  return TOP_LEVEL_LABEL.test(topLevel) && labels.every((label) => DOMAIN_LABEL.test(label));
}

/** E-mail addresses are compared and stored lower-cased and trimmed. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
