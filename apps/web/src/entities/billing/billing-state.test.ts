import { describe, expect, it } from "vitest";
import { hasPaymentIssues, isLockedOrTrialExpired } from "./billing-state.ts";

describe("the subscription states the shell acts on (spec §4)", () => {
  it("treats a locked business and an ended trial alike, and nothing else", () => {
    expect(isLockedOrTrialExpired({ paymentMethod: "BLOCKED" })).toBe(true);
    expect(isLockedOrTrialExpired({ paymentMethod: "NEEDS_PAYMENT_METHOD" })).toBe(true);
    for (const paymentMethod of ["TRIALING", "MANUAL", "STRIPE", "CHARGEBEE", null]) expect(isLockedOrTrialExpired({ paymentMethod })).toBe(false);
    expect(isLockedOrTrialExpired(null)).toBe(false);
  });

  it("sees payment issues in every card subscription status but active and incomplete_expired, unless the business is locked", () => {
    for (const status of ["past_due", "unpaid", "incomplete", "canceled", "paused", "trialing"]) {
      expect(hasPaymentIssues({ paymentMethod: "STRIPE", stripeSubscriptionStatus: status }), status).toBe(true);
    }
    expect(hasPaymentIssues({ paymentMethod: "STRIPE", stripeSubscriptionStatus: "active" })).toBe(false);
    expect(hasPaymentIssues({ paymentMethod: "STRIPE", stripeSubscriptionStatus: "incomplete_expired" })).toBe(false);
    expect(hasPaymentIssues({ paymentMethod: "BLOCKED", stripeSubscriptionStatus: "past_due" })).toBe(false);
    expect(hasPaymentIssues({ paymentMethod: "TRIALING", stripeSubscriptionStatus: null })).toBe(false);
  });
});
