import type Stripe from "stripe";
import { AppError } from "../../../platform/errors/app-error.ts";
import type { ProviderSubscription, ProviderSubscriptionStatus } from "../billing-provider.ts";

const KNOWN_STATUSES: readonly ProviderSubscriptionStatus[] = ["active", "trialing", "past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "paused"];

/**
 * A Stripe subscription as billing sees it. Paraph's subscriptions have one item: its quantity is
 * the seats, its price the catalogue's, its period the subscription's (items carry the period in
 * Stripe's current API).
 */
export function subscriptionFromStripe(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new AppError("billing_provider_failed", { provider: "stripe", reason: "subscription without items" });
  return {
    subscriptionId: subscription.id,
    // A status newer than this code is not "active": billing shows it as a payment issue.
    status: KNOWN_STATUSES.find((status) => status === subscription.status) ?? "unpaid",
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    seats: item.quantity ?? 1,
    priceId: item.price.id,
  };
}

/** The id of a field that Stripe sends either as an id or, expanded, as the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : value.id;
}
