import Stripe from "stripe";
import type { PlatformContext } from "../../../platform/context.ts";
import { findSubscriptionByProviderCustomer } from "../repository.ts";
import { applyProviderPaymentMethod, applyProviderSubscriptionUpdate } from "../subscription-events.ts";
import { deleteProcessedProviderEvents, findProviderEvent, markProviderEventProcessed } from "./provider-event-repository.ts";
import { idOf, subscriptionFromStripe } from "./stripe-subscription.ts";

export const STRIPE_EVENT_JOB = "billing.stripe-event";
/**
 * Processed events are kept this long (Stripe resends an event for at most 3 days, so its id must
 * be known longer than that) and then deleted a few at a time, as later events are processed.
 */
export const PROVIDER_EVENT_RETENTION_MS = 30 * 24 * 60 * 60_000;
const PRUNED_PER_EVENT = 20;

/** The Stripe events Paraph acts on; docs/billing.md tells operators to enable exactly these. */
export const STRIPE_EVENT_TYPES = [
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  "setup_intent.succeeded",
] as const;

/**
 * Applies one stored Stripe event through billing's `applyProviderSubscriptionUpdate`, which
 * changes a subscription once per event and ignores events older than the last one applied.
 * Subscription events carry the subscription as it was when the event happened; invoice events
 * say a payment went through or failed, and the subscription's status that follows is read from
 * Stripe. A failure (Stripe or the database unreachable) throws, and the queue retries the job.
 */
export function defineStripeEventJob(context: PlatformContext, stripe: Stripe): void {
  context.jobs.define(
    STRIPE_EVENT_JOB,
    async (payload) => {
      const { eventId } = payload as { eventId: string };
      const row = await findProviderEvent(context.db, "stripe", eventId);
      if (!row || row.processed_at) return;
      const outcome = await applyStripeEvent(context, stripe, row.payload as unknown as Stripe.Event);
      const now = context.clock.now();
      await markProviderEventProcessed(context.db, "stripe", eventId, outcome, now);
      await deleteProcessedProviderEvents(context.db, new Date(now.getTime() - PROVIDER_EVENT_RETENTION_MS), PRUNED_PER_EVENT);
    },
    { maxAttempts: 10 },
  );
}

async function applyStripeEvent(context: PlatformContext, stripe: Stripe, event: Stripe.Event): Promise<string> {
  const eventCreatedAt = new Date(event.created * 1000);
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return applySubscription(context, subscription, { eventId: event.id, eventCreatedAt, errorCode: null });
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionId) return "not_relevant";
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const errorCode = event.type === "invoice.payment_failed" ? "invoice_payment_failed" : null;
      return applySubscription(context, subscription, { eventId: event.id, eventCreatedAt, errorCode });
    }
    case "setup_intent.succeeded":
      return applySavedCard(context, stripe, event.data.object, { eventId: event.id, eventCreatedAt });
    default:
      return "not_relevant";
  }
}

/**
 * A card saved through a SetupIntent (Paraph's card form or Stripe's portal) becomes the
 * customer's default, so renewals charge it; a subscription whose renewal failed pays its open
 * invoice with it at once, and the events that follow clear the payment issue.
 */
async function applySavedCard(context: PlatformContext, stripe: Stripe, setupIntent: Stripe.SetupIntent, event: { eventId: string; eventCreatedAt: Date }): Promise<string> {
  const customerId = idOf(setupIntent.customer);
  const paymentMethodId = idOf(setupIntent.payment_method);
  if (!customerId || !paymentMethodId) return "not_relevant";
  const outcome = await applyProviderPaymentMethod(context, { provider: "stripe", customerId, paymentMethodId, ...event });
  // A stale event's card may have been replaced by a newer one since: it must not become the default.
  if (outcome !== "applied") return outcome;
  await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }, { idempotencyKey: `paraph-${event.eventId}-default-card` });
  const row = await findSubscriptionByProviderCustomer(context.db, "stripe", customerId);
  const isOverdue = row?.provider_status === "past_due" || row?.provider_status === "unpaid";
  if (!isOverdue || !row?.provider_subscription_id) return "applied";
  const subscription = await stripe.subscriptions.retrieve(row.provider_subscription_id);
  const invoiceId = idOf(subscription.latest_invoice);
  if (!invoiceId) return "applied";
  const invoice = await stripe.invoices.retrieve(invoiceId);
  if (invoice.status !== "open") return "applied";
  try {
    await stripe.invoices.pay(invoiceId, { payment_method: paymentMethodId }, { idempotencyKey: `paraph-${event.eventId}-pay-${invoiceId}` });
    return "applied_invoice_paid";
  } catch (error) {
    // Declined again: the invoice stays open and the payment issue stays shown; nothing to retry here.
    if (error instanceof Stripe.errors.StripeCardError) return "applied_invoice_declined";
    throw error;
  }
}

async function applySubscription(context: PlatformContext, subscription: Stripe.Subscription, event: { eventId: string; eventCreatedAt: Date; errorCode: string | null }): Promise<string> {
  const customerId = idOf(subscription.customer);
  if (!customerId) return "not_relevant";
  const current = subscriptionFromStripe(subscription);
  const result = await applyProviderSubscriptionUpdate(context, {
    provider: "stripe",
    customerId,
    subscriptionId: current.subscriptionId,
    status: current.status,
    currentPeriodEnd: current.currentPeriodEnd,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    seats: current.seats,
    priceId: current.priceId,
    errorCode: event.errorCode,
    eventId: event.eventId,
    eventCreatedAt: event.eventCreatedAt,
  });
  return String(result);
}
