import type { PaidPlanName } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { BillingProvider } from "./billing-provider.ts";
import type { BillingRuntime } from "./billing-runtime.ts";
import type { CataloguePlan } from "./catalogue.ts";
import type { SubscriptionRow } from "./repository.ts";

/** Payments need a provider; without one (BILLING_PROVIDER=none) plans are the operator's. */
export function requireProvider(runtime: BillingRuntime): BillingProvider {
  if (!runtime.provider) throw new AppError("billing_not_offered");
  return runtime.provider;
}

/** A business the operator invoices (MANUAL), or one on Chargebee, is changed by the operator only. */
export function assertSelfServed(row: SubscriptionRow): void {
  if (row.payment_method === "MANUAL" || row.payment_method === "CHARGEBEE") throw new AppError("subscription_managed_manually", { paymentMethod: row.payment_method });
}

/** A plan that is for sale to this kind of account: business plans for businesses, individual plans for individuals. */
export function purchasablePlanOf(runtime: BillingRuntime, name: PaidPlanName, audience: "business" | "individual"): CataloguePlan {
  const plan = runtime.catalogue.findPlan(name);
  if (!plan?.isPurchasable || plan.audience !== audience) throw new AppError("plan_not_available", { plan: name, audience });
  return plan;
}

/** Whether the subscription is paid through the provider now (not a trial, not ended). */
export function hasPaidSubscription(row: SubscriptionRow): row is SubscriptionRow & { provider_subscription_id: string; provider_customer_id: string } {
  return row.provider_subscription_id !== null && row.provider_customer_id !== null && row.current_type !== "CANCELED";
}

/** Seats must hold everyone who takes one and lie within the plan's range. */
export function assertSeatsFit(plan: CataloguePlan, seats: number, taken: number): void {
  if (seats < taken) throw new AppError("seats_below_usage", { seats, usage: taken });
  if (seats < plan.seats.included || (plan.seats.max !== null && seats > plan.seats.max)) throw new AppError("seats_out_of_range", { min: plan.seats.included, max: plan.seats.max });
}
