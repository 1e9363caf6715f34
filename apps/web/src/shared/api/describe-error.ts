import type { TFunction } from "i18next";
import { ERROR_CATALOGUE } from "@paraph/contracts";
import { isApiError } from "./api-error.ts";

/** A sentence for the person in front of the screen, in their language, for any failed call. */
export function describeError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t("errors.api.generic");
  if (error.status === 0) return t("errors.api.network_error");
  // Every catalogue code has a sentence (a test makes sure); a code newer than this client has none.
  const key = `errors.api.${error.code}`;
  if (error.code in ERROR_CATALOGUE && t(key as never) !== key) return t(key as never);
  return t("errors.api.generic");
}

/** Whether a `validation_failed` answer names this field. */
export function hasFieldError(error: unknown, field: string): boolean {
  return isApiError(error) && error.code === "validation_failed" && error.fieldErrors.some((entry) => entry.field === field);
}
