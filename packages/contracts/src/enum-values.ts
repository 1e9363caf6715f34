/**
 * The values of the enumerations, without their zod schemas (enums.ts builds those): a client
 * that only needs the values, such as the web app's shell and its login page, does not load zod
 * for them (apps/web/README.md, "Bundle budget").
 */

/** Interface languages (spec §1). Italian is offered only in direct sign. */
export const LANGUAGES = ["en-gb", "de-ch", "fr-ch", "it"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en-gb";
export const ACCOUNT_LANGUAGES: readonly Language[] = ["en-gb", "de-ch", "fr-ch"];

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export const QUALITIES = ["ses", "aes", "aesMinimal", "qes"] as const;

export const LEGISLATIONS = ["eidas", "zertes"] as const;

/** Which e-mails a user receives: every notification, only those that need action or close a request, or none. */
export const EMAIL_NOTIFICATION_LEVELS = ["all", "essential", "none"] as const;

export const FREE_ACCOUNT_TYPES = ["free_v1", "free_migrated", "free_legacy"] as const;

/** The sign-up flows a confirmation e-mail can start. */
export const SIGNUP_FLOWS = ["free", "business", "eidplus"] as const;

/** What a user can accept with POST /v1/user/accept. */
export const ACCEPTANCES = ["business_invite", "gtc", "tou_swisscom"] as const;

/** Password policy results of POST /v1/check-password; documented in docs/API.md. */
export const PASSWORD_ERROR_CODES = [
  "too_short",
  "too_long",
  "contains_email",
  "too_common",
  "too_guessable",
] as const;
export type PasswordErrorCode = (typeof PASSWORD_ERROR_CODES)[number];
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
