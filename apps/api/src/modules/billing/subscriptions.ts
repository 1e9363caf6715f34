import type { PlanType } from "@paraph/contracts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { billingOf, type BillingContext, type BillingRuntime } from "./billing-runtime.ts";
import type { PlanLimits } from "./catalogue.ts";
import {
  findBusinessIdOfAccount,
  findSubscriptionOfBusiness,
  findSubscriptionOfUser,
  findSubscriptionPayingFor,
  insertSubscriptionIfMissing,
  type SubscriptionRow,
} from "./repository.ts";

const DAY_MS = 24 * 60 * 60_000;

/** Whose subscription: a business's, or an individual user's own. */
export type SubscriptionOwner = { businessId: string } | { userId: string };

/** A trial's plan type: TRIAL_ and the plan's name. */
export function trialTypeOf(plan: "individual" | "team" | "pro" | "scale"): PlanType {
  return `TRIAL_${plan.toUpperCase()}` as PlanType;
}

/**
 * The subscription a new business or individual starts with: a trial of the catalogue's trial
 * plan for BILLING_TRIAL_DAYS, or, when no payment provider runs, the operator's plan, invoiced
 * by the operator (MANUAL) and never ending.
 */
function newSubscriptionRow(runtime: BillingRuntime, owner: SubscriptionOwner, now: Date) {
  const { catalogue } = runtime;
  const common = {
    id: crypto.randomUUID(),
    business_id: "businessId" in owner ? owner.businessId : null,
    user_id: "userId" in owner ? owner.userId : null,
    current_start_at: now,
    current_end_at: null,
    quota_anchor_at: now,
    created_at: now,
    updated_at: now,
  };
  if (runtime.providerKind === "none") {
    const plan = catalogue.getPlan(catalogue.file.operatorPlan);
    return { ...common, payment_method: "MANUAL" as const, current_plan: plan.name, current_type: plan.type, seats: plan.seats.max ?? 10_000, trial_ends_at: null };
  }
  const trialPlan = "businessId" in owner ? catalogue.file.trial.businessPlan : catalogue.file.trial.individualPlan;
  const seats = catalogue.limitsOf(trialPlan, true).seats.included;
  return { ...common, payment_method: "TRIALING" as const, current_plan: trialPlan, current_type: trialTypeOf(trialPlan), seats, trial_ends_at: new Date(now.getTime() + runtime.trialDays * DAY_MS) };
}

/** The business's subscription, made (its trial started) the first time billing sees the business. */
export async function ensureBusinessSubscription(context: BillingContext, executor: JobExecutor, businessId: string, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow> {
  const found = await findSubscriptionOfBusiness(executor, businessId, options);
  if (found) return found;
  await insertSubscriptionIfMissing(executor, newSubscriptionRow(billingOf(context), { businessId }, context.clock.now()));
  const made = await findSubscriptionOfBusiness(executor, businessId, options);
  if (!made) throw new Error(`The subscription of business ${businessId} was not made`);
  return made;
}

/** An individual's own subscription, made the first time billing sees them. */
export async function ensureUserSubscription(context: BillingContext, executor: JobExecutor, userId: string, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow> {
  const found = await findSubscriptionOfUser(executor, userId, options);
  if (found) return found;
  await insertSubscriptionIfMissing(executor, newSubscriptionRow(billingOf(context), { userId }, context.clock.now()));
  const made = await findSubscriptionOfUser(executor, userId, options);
  if (!made) throw new Error(`The subscription of user ${userId} was not made`);
  return made;
}

/**
 * The subscription that pays for what a user does (docs/billing.md, "Who is charged"): their
 * business's when they act for one (member, admin or API user), else their own.
 */
export async function ensureSubscriptionPayingFor(context: BillingContext, executor: JobExecutor, userId: string): Promise<SubscriptionRow> {
  const found = await findSubscriptionPayingFor(executor, userId);
  if (found) return found;
  const businessId = await findBusinessIdOfAccount(executor, userId);
  return businessId ? ensureBusinessSubscription(context, executor, businessId) : ensureUserSubscription(context, executor, userId);
}

export function isTrialing(row: SubscriptionRow): boolean {
  return row.payment_method === "TRIALING";
}

/** Spec §4: trial expired (NEEDS_PAYMENT_METHOD) or locked (BLOCKED); only a business is locked. */
export function isLocked(row: SubscriptionRow): boolean {
  return row.business_id !== null && (row.payment_method === "NEEDS_PAYMENT_METHOD" || row.payment_method === "BLOCKED");
}

/** The limits that apply now; the seats are those paid for (the trial's while it runs). */
export function limitsOf(context: BillingContext, row: SubscriptionRow): PlanLimits {
  const limits = billingOf(context).catalogue.limitsOf(row.current_plan, row.current_type.startsWith("TRIAL_"));
  return { ...limits, seats: { included: row.seats, max: limits.seats.max } };
}
