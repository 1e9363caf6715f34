import type { Subscription } from "@paraph/contracts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { billingOf, type BillingContext } from "./billing-runtime.ts";
import { presentSubscription, presentUserPricePlan, type BusinessBillingSections } from "./presenter.ts";
import { findDiscounts, type SubscriptionRow } from "./repository.ts";
import { ensureBusinessSubscription, ensureUserSubscription } from "./subscriptions.ts";

/** The subscription with its discounts, as the billing calls answer. */
export async function presentSubscriptionOf(context: BillingContext, executor: JobExecutor, row: SubscriptionRow): Promise<Subscription> {
  return presentSubscription(billingOf(context), row, await findDiscounts(executor, row.id), context.clock.now());
}

/** The Business response's billing, pricePlan and stripe (businesses/service.ts adds them). */
export async function loadBusinessBillingSections(context: BillingContext, executor: JobExecutor, businessId: string): Promise<BusinessBillingSections> {
  return presentSubscriptionOf(context, executor, await ensureBusinessSubscription(context, executor, businessId));
}

/** What the User response says about plans: the business's plan and state for a member, the individual's own plan otherwise. */
export async function loadUserBillingView(
  context: BillingContext,
  executor: JobExecutor,
  userId: string,
  businessId: string | null,
): Promise<{
  pricePlan: ReturnType<typeof presentUserPricePlan> | null;
  business: { planName: Subscription["pricePlan"]["name"]; paymentMethod: Subscription["billing"]["paymentMethod"]; stripeSubscriptionStatus: string | null } | null;
}> {
  if (businessId) {
    const row = await ensureBusinessSubscription(context, executor, businessId);
    return { pricePlan: null, business: { planName: presentUserPricePlan(billingOf(context), row).name, paymentMethod: row.payment_method, stripeSubscriptionStatus: row.provider_status } };
  }
  return { pricePlan: presentUserPricePlan(billingOf(context), await ensureUserSubscription(context, executor, userId)), business: null };
}
