import type { TFunction } from "i18next";
import { isApiError } from "./api-error.ts";

/**
 * The sentences under `errors.api` that are the client's own, not codes a server answers. The
 * error catalogue itself stays out of the web bundle (its messages weigh 4 KB gzip on every page):
 * its codes are the other keys, one each (app/i18n/translations.test.ts checks that every code has one).
 */
const CLIENT_ONLY_CODES: ReadonlySet<string> = new Set(["generic", "network_error"]);

/** A sentence for the person in front of the screen, in their language, for any failed call. */
export function describeError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t("errors.api.generic");
  if (error.status === 0) return t("errors.api.network_error");
  // A code newer than this client has no sentence yet.
  const key = `errors.api.${error.code}`;
  if (!CLIENT_ONLY_CODES.has(error.code) && t(key as never) !== key) return t(key as never);
  return t("errors.api.generic");
}

/** Whether a `validation_failed` answer names this field. */
export function hasFieldError(error: unknown, field: string): boolean {
  return isApiError(error) && error.code === "validation_failed" && error.fieldErrors.some((entry) => entry.field === field);
}
