import { describe, expect, it } from "vitest";
import { ApiError } from "../../shared/api/api-error.ts";
import { isConfirmedByTan, isSameMobile, lockedProblem, problemOf, readTanChallenge } from "./signing-outcome.ts";

const failure = (status: number, code: string, details: Record<string, unknown> = {}) => new ApiError(status, code, code, details);

describe("signing outcomes", () => {
  it("reads the TAN challenge of 428 tan_required and nothing else", () => {
    expect(readTanChallenge(failure(428, "tan_required", { maskedMobile: "••• 567", expiresAt: "2026-03-01T10:05:00.000Z" }))).toEqual({
      maskedMobile: "••• 567",
      expiresAt: "2026-03-01T10:05:00.000Z",
    });
    expect(readTanChallenge(failure(428, "tan_required"))).toBeNull();
    expect(readTanChallenge(failure(422, "tan_invalid"))).toBeNull();
    expect(readTanChallenge(new Error("offline"))).toBeNull();
  });

  it("sends each TAN error to its own overlay, with the tries left", () => {
    expect(problemOf(failure(422, "tan_invalid", { attemptsLeft: 2 }))).toEqual({ overlay: "tan-invalid", props: { attemptsLeft: 2 } });
    expect(problemOf(failure(410, "tan_expired"))).toEqual({ overlay: "tan-expired", props: {} });
    expect(problemOf(failure(423, "tan_locked"))).toEqual({ overlay: "tan-locked", props: {} });
  });

  it("shows the lock for a signer whose turn has not come and for a request being signed", () => {
    expect(problemOf(failure(409, "signer_not_your_turn"))).toEqual({ overlay: "signing-locked", props: { reason: "turn" } });
    expect(lockedProblem("2026-03-01T10:00:30.000Z")).toEqual({ overlay: "signing-locked", props: { reason: "busy", lockedUntil: "2026-03-01T10:00:30.000Z" } });
  });

  it("tells a signer who has no signing attempts left when to come back, and one whose plan has no signatures left the quota", () => {
    expect(problemOf(failure(429, "rate_limited", { retryAfterSeconds: 90 }))).toEqual({ overlay: "exhausted-signatures", props: { retryAfterSeconds: 90 } });
    expect(problemOf(failure(402, "signature_quota_exhausted", { limit: 50, usage: 50, quality: "aes", periodEndsAt: "2026-12-01T00:00:00Z", secret: "x" }))).toEqual({
      overlay: "exhausted-signatures",
      props: { reason: "quota", limit: 50, usage: 50, quality: "aes", periodEnd: "2026-12-01T00:00:00Z" },
    });
  });

  it("turns every other failure into a signing failure that carries the error", () => {
    const error = failure(422, "quality_not_available");
    expect(problemOf(error)).toEqual({ overlay: "signing-failure", props: { error } });
    const offline = new ApiError(0, "network_error", "offline");
    expect(problemOf(offline).overlay).toBe("signing-failure");
    expect(problemOf(new TypeError("boom")).overlay).toBe("signing-failure");
  });

  it("compares the masked number a TAN went to with the account's by their last three digits", () => {
    expect(isSameMobile("••• 567", "+41 79 123 45 67")).toBe(true);
    expect(isSameMobile("••• 567", "079.123.4568")).toBe(false);
    expect(isSameMobile("••• 567", null)).toBe(true);
  });

  it("asks for a TAN for every quality above the simple one", () => {
    expect(["ses", "aes", "aesMinimal", "qes"].map(isConfirmedByTan)).toEqual([false, true, true, true]);
  });
});
