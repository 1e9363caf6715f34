import type { BillingContext } from "./billing-runtime.ts";
import { billingOf } from "./billing-runtime.ts";
import type { ProviderPaymentMethodUpdate, ProviderSubscriptionUpdate } from "./billing-provider.ts";
import { findSubscriptionByProviderCustomer, updateSubscriptionRow } from "./repository.ts";
import { endPaidPlan } from "./states.ts";

export type ProviderUpdateOutcome = "applied" | "duplicate" | "stale" | "unknown_customer";

/**
 * Applies what a provider's event says about a subscription (billing-stripe's webhook job calls
 * it): once per event id, and never an event older than the last one applied, so a replayed or
 * out-of-order event changes nothing. A canceled subscription ends the paid plan; otherwise the
 * plan (from the price id), seats, period end, status and a pending cancellation follow the
 * provider.
 */
export async function applyProviderSubscriptionUpdate(context: BillingContext, update: ProviderSubscriptionUpdate): Promise<ProviderUpdateOutcome> {
  const { catalogue } = billingOf(context);
  return context.db.transaction().execute(async (trx) => {
    const row = await findSubscriptionByProviderCustomer(trx, update.provider, update.customerId, { forUpdate: true });
    if (!row) return "unknown_customer";
    if (row.provider_event_id === update.eventId) return "duplicate";
    if (row.provider_event_at && update.eventCreatedAt < row.provider_event_at) return "stale";
    const now = context.clock.now();
    const seen = { provider_event_id: update.eventId, provider_event_at: update.eventCreatedAt, provider_status: update.status, provider_error_code: update.errorCode ?? null, updated_at: now };
    if (update.status === "canceled" || update.status === "incomplete_expired") {
      if (row.provider_subscription_id === update.subscriptionId) await endPaidPlan(context, trx, row, row.next_type ?? "CANCELED", now);
      await updateSubscriptionRow(trx, row.id, seen);
      return "applied";
    }
    const priced = update.priceId ? catalogue.findByStripePriceId(update.priceId) : undefined;
    const freePlan = catalogue.getPlan(catalogue.file.freePlan);
    await updateSubscriptionRow(trx, row.id, {
      ...seen,
      payment_method: "STRIPE",
      provider_subscription_id: update.subscriptionId,
      seats: update.seats,
      current_end_at: update.currentPeriodEnd,
      trial_ends_at: null,
      blocks_at: null,
      payment_due_since: null,
      ...(priced ? { current_plan: priced.plan.name, current_type: priced.plan.type, cycle: priced.cycle, currency: priced.currency } : {}),
      ...(update.cancelAtPeriodEnd
        ? { next_plan: freePlan.name, next_type: row.next_type ?? "CANCELED", next_start_at: update.currentPeriodEnd }
        : { next_plan: null, next_type: null, next_start_at: null }),
    });
    return "applied";
  });
}

/**
 * A customer saved a payment method (Stripe `setup_intent.succeeded`): it becomes the one the
 * next change charges. It does not end a lock by itself: the business pays again once an admin
 * chooses a plan. Applied once per event id and never older than the last applied event.
 */
export async function applyProviderPaymentMethod(context: BillingContext, update: ProviderPaymentMethodUpdate): Promise<ProviderUpdateOutcome> {
  return context.db.transaction().execute(async (trx) => {
    const row = await findSubscriptionByProviderCustomer(trx, update.provider, update.customerId, { forUpdate: true });
    if (!row) return "unknown_customer";
    if (row.provider_event_id === update.eventId) return "duplicate";
    if (row.provider_event_at && update.eventCreatedAt < row.provider_event_at) return "stale";
    await updateSubscriptionRow(trx, row.id, { provider_payment_method_id: update.paymentMethodId, provider_event_id: update.eventId, provider_event_at: update.eventCreatedAt, updated_at: context.clock.now() });
    return "applied";
  });
}
