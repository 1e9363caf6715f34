import { BILLING_CYCLES, CURRENCIES, PAID_PLAN_NAMES } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import { findBusinessById } from "../businesses/index.ts";
import { billingOf, type BillingContext } from "./billing-runtime.ts";
import { deleteCustomExtra, updateSubscriptionRow, upsertCustomExtra, upsertPromoCode, type PromoCodeRow, type SubscriptionRow } from "./repository.ts";
import { ensureBusinessSubscription, trialTypeOf } from "./subscriptions.ts";

/** The operator's billing commands (`npm run admin -w apps/api -- billing …`; docs/billing.md, "Operator commands"). */

function invalid(field: string, message: string): AppError {
  return new AppError("validation_failed", { fields: [{ field, message }] });
}

async function businessSubscription(context: BillingContext, businessId: string): Promise<SubscriptionRow> {
  if (!/^[0-9a-f-]{36}$/i.test(businessId) || !(await findBusinessById(context.db, businessId))) throw new AppError("not_found", { businessId });
  return ensureBusinessSubscription(context, context.db, businessId);
}

/**
 * Invoices a business by hand (MANUAL): on the plan named (default: the operator's plan) with
 * the seats named, with no trial, lock or provider charge; self-service changes are refused
 * for it from then on.
 */
export async function setManualBilling(context: BillingContext, input: { businessId: string; plan?: string | undefined; seats?: number | undefined }): Promise<SubscriptionRow> {
  const { catalogue } = billingOf(context);
  const plan = catalogue.findPlan(input.plan ?? catalogue.file.operatorPlan);
  if (!plan) throw invalid("plan", `No plan ${input.plan ?? ""} in the catalogue`);
  const seats = input.seats ?? plan.seats.max ?? 10_000;
  if (!Number.isInteger(seats) || seats < 1) throw invalid("seats", "A whole number of at least 1");
  const row = await businessSubscription(context, input.businessId);
  const now = context.clock.now();
  return updateSubscriptionRow(context.db, row.id, {
    payment_method: "MANUAL",
    current_plan: plan.name,
    current_type: plan.type,
    current_start_at: now,
    current_end_at: null,
    next_plan: null,
    next_type: null,
    next_start_at: null,
    seats,
    trial_ends_at: null,
    payment_due_since: null,
    blocks_at: null,
    updated_at: now,
  });
}

/**
 * Sets a business's payment method state by hand: NEEDS_PAYMENT_METHOD or BLOCKED lock it (as
 * the sweep would at the end of a trial and grace), TRIALING gives it a new trial of `days`.
 */
export async function setPaymentState(context: BillingContext, input: { businessId: string; paymentMethod: string; days?: string | undefined }): Promise<SubscriptionRow> {
  const row = await businessSubscription(context, input.businessId);
  const now = context.clock.now();
  const { catalogue, trialDays, graceDays } = billingOf(context);
  const day = 24 * 60 * 60_000;
  switch (input.paymentMethod) {
    case "NEEDS_PAYMENT_METHOD":
      return updateSubscriptionRow(context.db, row.id, { payment_method: "NEEDS_PAYMENT_METHOD", payment_due_since: now, blocks_at: new Date(now.getTime() + graceDays * day), updated_at: now });
    case "BLOCKED":
      return updateSubscriptionRow(context.db, row.id, { payment_method: "BLOCKED", payment_due_since: row.payment_due_since ?? now, blocks_at: row.blocks_at ?? now, updated_at: now });
    case "TRIALING": {
      const days = wholeNumber(input.days, "days", 0, 365) ?? trialDays;
      const plan = catalogue.file.trial.businessPlan;
      return updateSubscriptionRow(context.db, row.id, { payment_method: "TRIALING", current_plan: plan, current_type: trialTypeOf(plan), current_start_at: now, current_end_at: null, next_plan: null, next_type: null, next_start_at: null, seats: catalogue.limitsOf(plan, true).seats.included, trial_ends_at: new Date(now.getTime() + days * day), payment_due_since: null, blocks_at: null, updated_at: now });
    }
    default:
      throw invalid("paymentMethod", "One of TRIALING, NEEDS_PAYMENT_METHOD, BLOCKED (MANUAL: billing set-manual)");
  }
}

function listOf(value: string | undefined, allowed: readonly string[], field: string): string[] {
  const entries = (value ?? "").split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  const unknown = entries.filter((entry) => !allowed.includes(entry));
  if (unknown.length > 0) throw invalid(field, `Unknown: ${unknown.join(", ")} (allowed: ${allowed.join(", ")})`);
  return entries;
}

function wholeNumber(value: string | undefined, field: string, min: number, max: number): number | null {
  if (value === undefined) return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw invalid(field, `A whole number from ${min} to ${max}`);
  return number;
}

/** Creates or replaces a promo code: its discount, the plans and cycles it is for (empty: all), how often it may be used and until when. */
export async function createPromoCode(
  context: BillingContext,
  input: { code: string; percentOff: string; durationMonths?: string | undefined; plans?: string | undefined; cycles?: string | undefined; maxRedemptions?: string | undefined; expiresAt?: string | undefined },
): Promise<PromoCodeRow> {
  if (!/^[A-Za-z0-9_-]{3,64}$/.test(input.code)) throw invalid("code", "3 to 64 letters, digits, - or _");
  const expiresAt = input.expiresAt === undefined ? null : new Date(input.expiresAt);
  if (expiresAt && Number.isNaN(expiresAt.getTime())) throw invalid("expiresAt", "An ISO 8601 date and time");
  return upsertPromoCode(context.db, {
    code: input.code.toUpperCase(),
    percent_off: wholeNumber(input.percentOff, "percentOff", 1, 100) ?? 0,
    duration_months: wholeNumber(input.durationMonths, "durationMonths", 1, 120),
    plans: listOf(input.plans, PAID_PLAN_NAMES, "plans"),
    cycles: listOf(input.cycles, BILLING_CYCLES, "cycles"),
    max_redemptions: wholeNumber(input.maxRedemptions, "maxRedemptions", 1, 1_000_000),
    expires_at: expiresAt,
    created_at: context.clock.now(),
  });
}

/** Sets (adds or replaces by name) a custom extra the operator agreed with a business. */
export async function setCustomExtra(
  context: BillingContext,
  input: { businessId: string; name: string; description?: string | undefined; quantity?: string | undefined; price?: string | undefined; currency?: string | undefined },
): Promise<void> {
  await businessSubscription(context, input.businessId);
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) throw invalid("name", "1 to 100 characters");
  if (input.currency !== undefined && !(CURRENCIES as readonly string[]).includes(input.currency)) throw invalid("currency", `One of ${CURRENCIES.join(", ")}`);
  await upsertCustomExtra(context.db, {
    id: crypto.randomUUID(),
    business_id: input.businessId,
    name,
    description: input.description?.trim().slice(0, 500) || null,
    quantity: wholeNumber(input.quantity, "quantity", 0, 1_000_000_000),
    price: wholeNumber(input.price, "price", 0, 1_000_000_000),
    currency: (input.currency as "CHF" | "EUR" | undefined) ?? null,
    created_at: context.clock.now(),
  });
}

export async function removeCustomExtra(context: BillingContext, input: { businessId: string; name: string }): Promise<boolean> {
  await businessSubscription(context, input.businessId);
  return deleteCustomExtra(context.db, input.businessId, input.name.trim());
}

