import { REDIRECT_TIMEOUT } from "../constants.ts";

/** Spec §5: a redirect URL is kept only if it parses and uses http or https; otherwise it is empty. */
export function sanitizeRedirectUrl(value: string | null | undefined): string {
  if (!value) return "";
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : "";
  } catch {
    return "";
  }
}

/**
 * Spec §5: default 45 seconds; 0 means no countdown; other values are clamped to 10..90;
 * a non-numeric value is ignored (the default applies).
 */
export function parseRedirectTimeout(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === "") return REDIRECT_TIMEOUT.defaultSeconds;
  const seconds = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(seconds)) return REDIRECT_TIMEOUT.defaultSeconds;
  if (seconds === 0) return 0;
  return Math.min(REDIRECT_TIMEOUT.maxSeconds, Math.max(REDIRECT_TIMEOUT.minSeconds, Math.round(seconds)));
}

export interface RedirectTargets {
  exitUrl: string;
  errorUrl: string;
  declineUrl: string;
}

/** Error and decline URLs fall back to the exit URL when missing or invalid. */
export function resolveRedirectTargets(query: {
  exitURL?: string | null;
  errorURL?: string | null;
  declineURL?: string | null;
}): RedirectTargets {
  const exitUrl = sanitizeRedirectUrl(query.exitURL);
  return {
    exitUrl,
    errorUrl: sanitizeRedirectUrl(query.errorURL) || exitUrl,
    declineUrl: sanitizeRedirectUrl(query.declineURL) || exitUrl,
  };
}
