import type { BillingCycle, Currency, PaidPlanName, PricePreview } from "@paraph/contracts";

/**
 * The payment provider behind billing (docs/billing.md, "Providers"): the built-in one (test
 * payments, never in production) or Stripe. Billing's service decides what may change; the
 * provider charges for it and answers what it charged. Amounts are in minor units.
 */

/** A billing address as invoices name it. */
export interface BillingAddress {
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  vat: string | null;
}

/** One price of the catalogue: a plan in a cycle and currency, and the provider's id for it. */
export interface PlanPrice {
  plan: PaidPlanName;
  cycle: BillingCycle;
  currency: Currency;
  /** Per seat and period. */
  unitAmount: number;
  /** Stripe's price id (`price_…`) from the catalogue; null for the built-in provider or when not configured. */
  providerPriceId: string | null;
}

/** A discount to apply to the subscription: a promo code or a referral. */
export interface ProviderPromotion {
  code: string;
  percentOff: number;
  /** Months it lasts; null for as long as the subscription does. */
  durationMonths: number | null;
}

/** Stripe's subscription statuses; the built-in provider uses `active` and `canceled`. */
export type ProviderSubscriptionStatus = "active" | "trialing" | "past_due" | "unpaid" | "canceled" | "incomplete" | "incomplete_expired" | "paused";

/** A subscription as the provider holds it. */
export interface ProviderSubscription {
  subscriptionId: string;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  seats: number;
  /** The provider's id of the price it charges (the catalogue's `stripePriceIds`, or the built-in provider's plan key). */
  priceId: string | null;
}

export interface ProviderInvoice {
  id: string;
  number: string | null;
  status: string;
  currency: Currency;
  total: number;
  createdAt: Date;
  url: string | null;
}

export interface BillingProvider {
  readonly kind: "builtin" | "stripe";
  /** Creates the customer, or with `customerId` updates that one (name, e-mail, address, VAT). */
  ensureCustomer(input: { customerId?: string; businessId?: string; userId: string; email: string; name: string; currency: Currency; billing?: BillingAddress }): Promise<{ customerId: string }>;
  createSetupIntent(input: { customerId: string; country?: string }): Promise<{ clientSecret: string; publishableKey: string | null }>;
  /** What the change costs now (proration lines included) without changing anything. */
  previewChange(input: { customerId: string; subscriptionId: string | null; plan: PlanPrice; seats: number; promotion?: ProviderPromotion; at: Date }): Promise<PricePreview>;
  /**
   * Creates the subscription (subscriptionId null) or changes it, charging the prorated amount.
   * `paymentMethodId` is the card the setup intent confirmed, made the customer's default.
   * The same `idempotencyKey` never charges twice.
   */
  applyChange(input: {
    customerId: string;
    subscriptionId: string | null;
    plan: PlanPrice;
    seats: number;
    promotion?: ProviderPromotion;
    paymentMethodId?: string;
    /** The instant the proration is computed at (the preview's, for seats); now when absent. */
    at?: Date;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  revokeCancellation(subscriptionId: string): Promise<ProviderSubscription>;
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  /**
   * Charges a one-off amount (an identification the person pays: docs/identification.md) to a
   * card the customer saved; the same `idempotencyKey` never charges twice. Declined: 402 card_declined.
   */
  chargeOnce(input: { customerId: string; paymentMethodId: string; amount: number; currency: Currency; description: string; idempotencyKey: string }): Promise<{ chargeId: string }>;
  createPortalSession(customerId: string, returnUrl: string): Promise<{ redirectUrl: string }>;
}

/** A provider's event saying a customer saved a payment method (Stripe `setup_intent.succeeded`). */
export interface ProviderPaymentMethodUpdate {
  provider: "builtin" | "stripe";
  customerId: string;
  paymentMethodId: string;
  eventId: string;
  eventCreatedAt: Date;
}

/**
 * What a provider's event (a Stripe webhook) tells billing about a subscription; billing-core's
 * `applyProviderSubscriptionUpdate` applies it once, in order (subscription-events.ts).
 */
export interface ProviderSubscriptionUpdate {
  provider: "builtin" | "stripe";
  customerId: string;
  subscriptionId: string;
  status: ProviderSubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  seats: number;
  priceId: string | null;
  /** Why the last payment failed (Stripe's decline or error code), or null. */
  errorCode?: string | null;
  eventId: string;
  eventCreatedAt: Date;
}
