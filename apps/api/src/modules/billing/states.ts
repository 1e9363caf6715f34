import type { Subscription } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { loadBusinessAccess } from "../businesses/index.ts";
import { updateUserRow } from "../users/index.ts";
import { billingOf, type BillingContext } from "./billing-runtime.ts";
import { blockUnpaidSubscription, findDueNextBases, findEndedTrials, findGraceEnded, findSubscriptionById, updateSubscriptionRow, type SubscriptionRow } from "./repository.ts";
import { presentSubscriptionOf } from "./subscription-view.ts";
import { ensureBusinessSubscription } from "./subscriptions.ts";

/**
 * Payment method states over time (docs/billing.md, "States"):
 *   business: TRIALING → (trial ends, no payment method) NEEDS_PAYMENT_METHOD → (BILLING_GRACE_DAYS later) BLOCKED;
 *   any of them → STRIPE once an admin upgrades; a paid plan cancelled → CANCELED at the period's end.
 *   individual: TRIALING → the free plan (free_v1: signs what others send, does not upload).
 * The sweep job applies what is due; each change is one conditional update, so two sweeps
 * running at once change a row once.
 */

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 200;

/** Moves what is due; returns how many subscriptions changed. */
export async function runBillingSweep(context: BillingContext): Promise<number> {
  const now = context.clock.now();
  const { graceDays, catalogue } = billingOf(context);
  let changed = 0;
  for (const row of await findEndedTrials(context.db, now, BATCH)) {
    await context.db.transaction().execute(async (trx) => {
      const current = await findSubscriptionById(trx, row.id, { forUpdate: true });
      if (current?.payment_method !== "TRIALING" || !current.trial_ends_at || current.trial_ends_at > now) return;
      if (current.user_id) await endPaidPlan(context, trx, current, catalogue.getPlan(catalogue.file.freePlan).type, now);
      else await updateSubscriptionRow(trx, current.id, { payment_method: "NEEDS_PAYMENT_METHOD", payment_due_since: current.trial_ends_at, blocks_at: new Date(current.trial_ends_at.getTime() + graceDays * DAY_MS), updated_at: now });
      changed += 1;
    });
  }
  for (const row of await findGraceEnded(context.db, now, BATCH)) {
    if (await blockUnpaidSubscription(context.db, row.id, now)) changed += 1;
  }
  for (const row of await findDueNextBases(context.db, now, BATCH)) {
    await context.db.transaction().execute(async (trx) => {
      const current = await findSubscriptionById(trx, row.id, { forUpdate: true });
      if (!current?.next_type || !current.next_start_at || current.next_start_at > now) return;
      await endPaidPlan(context, trx, current, current.next_type, now);
      changed += 1;
    });
  }
  return changed;
}

/**
 * A trial or paid plan ends (cancelled, downgraded, or an individual's trial over): the free plan
 * with its base `type` (CANCELED or the free type), NEEDS_PAYMENT_METHOD and never blocked —
 * there is nothing left to pay. A business is locked until an admin subscribes again; an
 * individual becomes a free account (User attributes.freeAccountType).
 */
export async function endPaidPlan(context: BillingContext, executor: JobExecutor, row: SubscriptionRow, type: string, now: Date): Promise<void> {
  const { catalogue } = billingOf(context);
  const freePlan = catalogue.getPlan(catalogue.file.freePlan);
  await updateSubscriptionRow(executor, row.id, {
    payment_method: "NEEDS_PAYMENT_METHOD",
    current_plan: freePlan.name,
    current_type: type,
    current_start_at: now,
    current_end_at: null,
    next_plan: null,
    next_type: null,
    next_start_at: null,
    provider_subscription_id: null,
    payment_due_since: now,
    blocks_at: null,
    ...(row.user_id ? { seats: 1 } : {}),
    updated_at: now,
  });
  if (row.user_id) await updateUserRow(executor, row.user_id, { free_account_type: freePlan.name, updated_at: now });
}

/**
 * An admin ends the trial now (spec §4 "a trial can be cancelled"): the business is on the free
 * plan with its current base CANCELED — no uploads, no new requests — until an admin upgrades.
 */
export async function cancelTrial(context: PlatformContext, auth: AuthContext, businessId: string): Promise<Subscription> {
  return context.db.transaction().execute(async (trx) => {
    const { business } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    const row = await ensureBusinessSubscription(context, trx, business.id, { forUpdate: true });
    if (row.payment_method !== "TRIALING") throw new AppError("trial_not_active", { paymentMethod: row.payment_method });
    const now = context.clock.now();
    await endPaidPlan(context, trx, row, "CANCELED", now);
    const updated = await updateSubscriptionRow(trx, row.id, { trial_ends_at: now, updated_at: now });
    return presentSubscriptionOf(context, trx, updated);
  });
}
