import type { BillingCycle, Currency, PaidPlanName, PricePreview, Subscription, UserPricePlan } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { updateUserRow } from "../users/index.ts";
import type { PlanPrice } from "./billing-provider.ts";
import { billingOf, type BillingRuntime } from "./billing-runtime.ts";
import type { CataloguePlan } from "./catalogue.ts";
import { assertSeatsFit, assertSelfServed, hasPaidSubscription, purchasablePlanOf, requireProvider } from "./policy.ts";
import { presentUserPricePlan } from "./presenter.ts";
import { findUsablePromoCode, resolvePromotion, type ResolvedPromotion } from "./promotions.ts";
import { countPromoRedemption, findPromoCode, insertDiscount, uncountPromoRedemption, updateSubscriptionRow, type SubscriptionRow } from "./repository.ts";
import { customerIdOf } from "./customers.ts";
import { presentSubscriptionOf } from "./subscription-view.ts";
import { loadBusinessPayer, loadIndividualPayer, type Payer } from "./payer.ts";

/**
 * Upgrades and changes (docs/billing.md, "Changes"): the provider prices and charges; the
 * subscription row records what it charged. Calls to the provider run outside any transaction.
 */

export interface ChangeRequest {
  plan: PaidPlanName;
  cycle: BillingCycle;
  currency: Currency;
  amountSeats?: number | undefined;
  promoCode?: string | undefined;
  referralCode?: string | undefined;
  paymentMethodId?: string | undefined;
  /** The instant the proration is computed at (a seats preview's); now when absent. */
  at?: Date | undefined;
}

function planPriceOf(runtime: BillingRuntime, plan: CataloguePlan, cycle: BillingCycle, currency: Currency): PlanPrice {
  const price = runtime.catalogue.priceOf(plan.name as PaidPlanName, cycle, currency);
  if (!price) throw new AppError("plan_not_available", { plan: plan.name, cycle, currency });
  return { plan: plan.name as PaidPlanName, cycle, currency, unitAmount: price.unitAmount, providerPriceId: price.stripePriceId };
}

interface PlannedChange {
  plan: CataloguePlan;
  price: PlanPrice;
  seats: number;
  promotion: ResolvedPromotion | undefined;
}

async function planChange(context: PlatformContext, runtime: BillingRuntime, payer: Payer, request: ChangeRequest): Promise<PlannedChange> {
  requireProvider(runtime);
  assertSelfServed(payer.subscription);
  const plan = purchasablePlanOf(runtime, request.plan, payer.audience);
  const price = planPriceOf(runtime, plan, request.cycle, request.currency);
  const seats = request.amountSeats ?? Math.min(Math.max(plan.seats.included, payer.seatsTaken), plan.seats.max ?? Number.MAX_SAFE_INTEGER);
  assertSeatsFit(plan, seats, payer.seatsTaken);
  const promotion = await resolvePromotion(runtime, context.db, payer.subscription, {
    promoCode: request.promoCode,
    referralCode: request.referralCode,
    signupReferralCode: payer.signupReferralCode,
    plan: request.plan,
    cycle: request.cycle,
    now: context.clock.now(),
  });
  return { plan, price, seats, promotion };
}

export async function previewChange(context: PlatformContext, payer: Payer, request: ChangeRequest): Promise<PricePreview> {
  const runtime = billingOf(context);
  const planned = await planChange(context, runtime, payer, request);
  const customerId = await customerIdOf(context, runtime, payer);
  const preview = await requireProvider(runtime).previewChange({
    customerId,
    subscriptionId: hasPaidSubscription(payer.subscription) ? payer.subscription.provider_subscription_id : null,
    plan: planned.price,
    seats: planned.seats,
    ...(planned.promotion ? { promotion: planned.promotion } : {}),
    at: context.clock.now(),
  });
  return { ...preview, promoCode: planned.promotion?.code ?? null };
}

/** Counts a promo code's use before charging; given back if the charge fails. */
async function redeemPromotion(context: PlatformContext, promotion: ResolvedPromotion | undefined, request: ChangeRequest): Promise<() => Promise<void>> {
  if (promotion?.type !== "promo") return async () => undefined;
  await context.db.transaction().execute(async (trx) => {
    const promo = await findUsablePromoCode(trx, promotion.code, request.plan, request.cycle, context.clock.now(), { forUpdate: true });
    await countPromoRedemption(trx, promo.code);
  });
  return async () => {
    const promo = await findPromoCode(context.db, promotion.code);
    if (promo) await uncountPromoRedemption(context.db, promo.code);
  };
}

/**
 * Subscribes (or moves) the payer to a paid plan now: the provider charges the first period or
 * the proration with the confirmed card, and the trial, a pending cancellation and any lock end.
 */
export async function applyChange(context: PlatformContext, payer: Payer, request: ChangeRequest): Promise<SubscriptionRow> {
  const runtime = billingOf(context);
  const provider = requireProvider(runtime);
  const planned = await planChange(context, runtime, payer, request);
  const before = payer.subscription;
  const isPaid = hasPaidSubscription(before);
  if (isPaid && before.current_plan === planned.plan.name && before.cycle === request.cycle && before.currency === request.currency && before.seats === planned.seats && !planned.promotion) {
    throw new AppError("plan_unchanged", { plan: before.current_plan, cycle: before.cycle });
  }
  const paymentMethodId = request.paymentMethodId ?? before.provider_payment_method_id ?? undefined;
  if (!paymentMethodId) throw new AppError("payment_method_required");
  const customerId = await customerIdOf(context, runtime, payer);
  const giveBack = await redeemPromotion(context, planned.promotion, request);
  let charged;
  try {
    charged = await provider.applyChange({
      customerId,
      subscriptionId: isPaid ? before.provider_subscription_id : null,
      plan: planned.price,
      seats: planned.seats,
      ...(planned.promotion ? { promotion: planned.promotion } : {}),
      paymentMethodId,
      ...(request.at ? { at: request.at } : {}),
      idempotencyKey: `change:${before.id}:${before.updated_at.getTime()}:${planned.plan.name}:${request.cycle}:${request.currency}:${planned.seats}`,
    });
  } catch (error) {
    await giveBack();
    throw error;
  }
  const now = context.clock.now();
  return context.db.transaction().execute(async (trx) => {
    const updated = await updateSubscriptionRow(trx, before.id, {
      payment_method: "STRIPE",
      current_plan: planned.plan.name,
      current_type: planned.plan.type,
      current_start_at: before.current_plan === planned.plan.name && isPaid ? before.current_start_at : now,
      current_end_at: charged.currentPeriodEnd,
      next_plan: null,
      next_type: null,
      next_start_at: null,
      cycle: request.cycle,
      currency: request.currency,
      seats: charged.seats,
      trial_ends_at: null,
      payment_due_since: null,
      blocks_at: null,
      provider: provider.kind,
      provider_subscription_id: charged.subscriptionId,
      provider_payment_method_id: paymentMethodId,
      provider_status: charged.status,
      provider_error_code: null,
      ...(planned.promotion?.type === "referral" ? { referral_applied_at: now } : {}),
      updated_at: now,
    });
    if (planned.promotion) {
      const months = planned.promotion.durationMonths;
      await insertDiscount(trx, {
        id: crypto.randomUUID(),
        subscription_id: before.id,
        code: planned.promotion.code,
        type: planned.promotion.type,
        percent_off: planned.promotion.percentOff,
        expires_at: months === null ? null : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes())),
        created_at: now,
      });
    }
    // An individual leaving a free plan is no longer a free account.
    if (updated.user_id) await updateUserRow(trx, updated.user_id, { free_account_type: null, updated_at: now });
    return updated;
  });
}

export async function upgradeBusiness(context: PlatformContext, auth: AuthContext, businessId: string, request: ChangeRequest): Promise<Subscription> {
  const payer = await loadBusinessPayer(context, auth, businessId);
  return presentSubscriptionOf(context, context.db, await applyChange(context, payer, request));
}

export async function previewBusinessUpgrade(context: PlatformContext, auth: AuthContext, businessId: string, request: ChangeRequest): Promise<PricePreview> {
  return previewChange(context, await loadBusinessPayer(context, auth, businessId), request);
}

export async function previewDirectUpgrade(context: PlatformContext, auth: AuthContext, request: ChangeRequest): Promise<PricePreview> {
  return previewChange(context, await loadIndividualPayer(context, auth), request);
}

export async function confirmDirectUpgrade(context: PlatformContext, auth: AuthContext, request: ChangeRequest): Promise<UserPricePlan> {
  const payer = await loadIndividualPayer(context, auth);
  return presentUserPricePlan(billingOf(context), await applyChange(context, payer, request));
}

/** The paid plan's seats change now; the provider prorates. */
function seatChangeOf(payer: Payer, seats: number): ChangeRequest {
  const row = payer.subscription;
  if (!hasPaidSubscription(row) || !row.cycle) throw new AppError("no_active_subscription");
  return { plan: row.current_plan as PaidPlanName, cycle: row.cycle, currency: row.currency, amountSeats: seats };
}

export async function previewSeats(context: PlatformContext, auth: AuthContext, businessId: string, seats: number): Promise<PricePreview & { timestamp: string }> {
  const payer = await loadBusinessPayer(context, auth, businessId);
  assertSelfServed(payer.subscription);
  const preview = await previewChange(context, payer, seatChangeOf(payer, seats));
  return { ...preview, timestamp: context.clock.now().toISOString() };
}

/** A seats preview's time may be used for the charge (so it matches what the admin saw) for an hour. */
const SEATS_PREVIEW_VALID_MS = 60 * 60_000;

function previewInstantOf(context: PlatformContext, timestamp: string | undefined): Date | undefined {
  if (!timestamp) return undefined;
  const at = new Date(timestamp);
  const now = context.clock.now();
  if (at > now || now.getTime() - at.getTime() > SEATS_PREVIEW_VALID_MS) {
    throw new AppError("validation_failed", { fields: [{ field: "timestamp", message: "Must be the time of a preview made within the last hour" }] });
  }
  return at;
}

export async function updateSeats(context: PlatformContext, auth: AuthContext, businessId: string, seats: number, timestamp?: string): Promise<Subscription> {
  const payer = await loadBusinessPayer(context, auth, businessId);
  assertSelfServed(payer.subscription);
  const request = { ...seatChangeOf(payer, seats), at: previewInstantOf(context, timestamp) };
  if (payer.subscription.seats === seats) return presentSubscriptionOf(context, context.db, payer.subscription);
  return presentSubscriptionOf(context, context.db, await applyChange(context, payer, request));
}

/**
 * PUT /v2/businesses/{id}/base: a paid plan name switches now (prorated, same card); CANCELED or
 * FREE schedule the end at the period's end (next base CANCELED, or the free plan); REVOKE takes
 * that back.
 */
export async function changeBase(context: PlatformContext, auth: AuthContext, businessId: string, input: { base: PaidPlanName | "CANCELED" | "REVOKE" | "FREE"; cycle?: BillingCycle | undefined }): Promise<Subscription> {
  const runtime = billingOf(context);
  const payer = await loadBusinessPayer(context, auth, businessId);
  const provider = requireProvider(runtime);
  const row = payer.subscription;
  assertSelfServed(row);
  if (!hasPaidSubscription(row) || !row.cycle) throw new AppError("no_active_subscription");
  const now = context.clock.now();
  if (input.base === "REVOKE") {
    if (!row.next_type) throw new AppError("no_pending_cancellation");
    const revoked = await provider.revokeCancellation(row.provider_subscription_id);
    const updated = await updateSubscriptionRow(context.db, row.id, { next_plan: null, next_type: null, next_start_at: null, current_end_at: revoked.currentPeriodEnd, provider_status: revoked.status, updated_at: now });
    return presentSubscriptionOf(context, context.db, updated);
  }
  if (input.base === "CANCELED" || input.base === "FREE") {
    const cancelled = await provider.cancelAtPeriodEnd(row.provider_subscription_id);
    const freePlan = runtime.catalogue.getPlan(runtime.catalogue.file.freePlan);
    const updated = await updateSubscriptionRow(context.db, row.id, {
      next_plan: freePlan.name,
      next_type: input.base === "CANCELED" ? "CANCELED" : freePlan.type,
      next_start_at: cancelled.currentPeriodEnd,
      current_end_at: cancelled.currentPeriodEnd,
      provider_status: cancelled.status,
      updated_at: now,
    });
    return presentSubscriptionOf(context, context.db, updated);
  }
  const plan = purchasablePlanOf(runtime, input.base, "business");
  const seats = Math.max(row.seats, plan.seats.included);
  return presentSubscriptionOf(context, context.db, await applyChange(context, payer, { plan: input.base, cycle: input.cycle ?? row.cycle, currency: row.currency, amountSeats: seats }));
}
