import type { ErrorCode } from "@paraph/contracts";
import { isApiError } from "../../shared/api/api-error.ts";
import type { OverlayName } from "../../shared/overlays/overlay-names.ts";

/** Where the server sent the TAN and until when it is valid (the details of 428 tan_required). */
export interface TanChallenge {
  maskedMobile: string;
  expiresAt: string;
}

/** The overlays that tell the signer why their signature was not made. */
export type SigningProblemOverlay = Extract<
  OverlayName,
  "signing-failure" | "signing-locked" | "tan-invalid" | "tan-expired" | "tan-locked" | "exhausted-signatures" | "serial-number-mismatch"
>;

export interface SigningProblem {
  overlay: SigningProblemOverlay;
  props: Record<string, unknown>;
}

/** Answers of POST /v3/sign that have an overlay of their own; any other failure is a signing failure. */
const OVERLAY_FOR_CODE: Partial<Record<ErrorCode, SigningProblemOverlay>> = {
  tan_invalid: "tan-invalid",
  tan_expired: "tan-expired",
  tan_locked: "tan-locked",
  signer_not_your_turn: "signing-locked",
  rate_limited: "exhausted-signatures",
  signature_quota_exhausted: "exhausted-signatures",
};

/** The quota figures of a 402 signature_quota_exhausted answer (limit, usage, quality, when the period ends), as the overlay shows them. */
function quotaProps(details: Record<string, unknown>): Record<string, unknown> {
  const props: Record<string, unknown> = { reason: "quota" };
  for (const key of ["limit", "usage"] as const) if (typeof details[key] === "number") props[key] = details[key];
  if (typeof details.quality === "string") props.quality = details.quality;
  if (typeof details.periodEndsAt === "string") props.periodEnd = details.periodEndsAt;
  return props;
}

/** The TAN challenge of a 428 tan_required answer, or null for any other outcome. */
export function readTanChallenge(error: unknown): TanChallenge | null {
  if (!isApiError(error) || error.code !== "tan_required") return null;
  const { maskedMobile, expiresAt } = error.details;
  return typeof maskedMobile === "string" && typeof expiresAt === "string" ? { maskedMobile, expiresAt } : null;
}

/** Which overlay explains a failed signing attempt, with what it shows. */
export function problemOf(error: unknown): SigningProblem {
  const overlay = (isApiError(error) && OVERLAY_FOR_CODE[error.code as ErrorCode]) || "signing-failure";
  const details = isApiError(error) ? error.details : {};
  switch (overlay) {
    case "tan-invalid":
      return { overlay, props: typeof details.attemptsLeft === "number" ? { attemptsLeft: details.attemptsLeft } : {} };
    case "signing-locked":
      return { overlay, props: { reason: "turn" } };
    case "exhausted-signatures":
      if (isApiError(error) && error.code === "signature_quota_exhausted") return { overlay, props: quotaProps(details) };
      return { overlay, props: typeof details.retryAfterSeconds === "number" ? { retryAfterSeconds: details.retryAfterSeconds } : {} };
    case "signing-failure":
      return { overlay, props: { error } };
    default:
      return { overlay, props: {} };
  }
}

/** The overlay for a request another signature is being applied to right now (GET …/lock-status). */
export function lockedProblem(lockedUntil: string | null): SigningProblem {
  return { overlay: "signing-locked", props: { reason: "busy", lockedUntil } };
}

/**
 * Whether the masked number a TAN went to ("••• 567") is the mobile number on the account: the
 * same last three digits. An account without a number shown is not contradicted.
 */
export function isSameMobile(maskedMobile: string, accountMobile: string | null): boolean {
  if (!accountMobile) return true;
  const lastDigits = (value: string) => value.replace(/\D/g, "").slice(-3);
  return lastDigits(maskedMobile) === lastDigits(accountMobile);
}

/** Every quality above the simple one is confirmed by a TAN to the signer's confirmed mobile. */
export function isConfirmedByTan(quality: string): boolean {
  return quality !== "ses";
}
