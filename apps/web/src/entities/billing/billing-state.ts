/**
 * What the web needs to know about a business's subscription to decide redirects and banners
 * (spec §4), from the summary the User carries for its business.
 */
export interface BillingStateInput {
  paymentMethod?: string | null;
  stripeSubscriptionStatus?: string | null;
}

/** Spec §4: BLOCKED is locked; NEEDS_PAYMENT_METHOD is a trial that ended without a payment method. */
export function isLockedOrTrialExpired(billing: BillingStateInput | null | undefined): boolean {
  return billing?.paymentMethod === "BLOCKED" || billing?.paymentMethod === "NEEDS_PAYMENT_METHOD";
}

/** Card subscription states that are not a payment problem (spec §4). */
const HEALTHY_SUBSCRIPTION_STATUSES = ["active", "incomplete_expired"];

/**
 * Spec §4: payment issues exist when the card provider's subscription status is anything other
 * than active or incomplete_expired and the business is not locked. No card subscription (a trial,
 * an invoiced business, no provider) has none.
 */
export function hasPaymentIssues(billing: BillingStateInput | null | undefined): boolean {
  if (!billing?.stripeSubscriptionStatus) return false;
  if (billing.paymentMethod === "BLOCKED") return false;
  return !HEALTHY_SUBSCRIPTION_STATUSES.includes(billing.stripeSubscriptionStatus);
}
