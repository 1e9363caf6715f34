import { randomBytes } from "node:crypto";
import type { BillingCycle, PaidPlanName } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { BillingRuntime } from "./billing-runtime.ts";
import type { ProviderPromotion } from "./billing-provider.ts";
import { findPromoCode, findSubscriptionByReferralCode, updateSubscriptionRow, type PromoCodeRow, type SubscriptionRow } from "./repository.ts";

/**
 * Promo codes (operator data, `admin billing promo create`) and referral codes (each business's
 * own; docs/billing.md, "Promo and referral codes").
 */

/** Checks a promo code for a plan and cycle; each reason it cannot be used has its own error. */
export async function findUsablePromoCode(executor: JobExecutor, code: string, plan: PaidPlanName, cycle: BillingCycle, now: Date, options: { forUpdate?: boolean } = {}): Promise<PromoCodeRow> {
  const promo = await findPromoCode(executor, code, options);
  if (!promo) throw new AppError("promo_code_unknown", { promoCode: code });
  if (promo.expires_at && promo.expires_at <= now) throw new AppError("promo_code_expired", { promoCode: promo.code, expiredAt: promo.expires_at.toISOString() });
  if (promo.max_redemptions !== null && promo.redemptions >= promo.max_redemptions) throw new AppError("promo_code_used_up", { promoCode: promo.code, maxRedemptions: promo.max_redemptions });
  if ((promo.plans.length > 0 && !promo.plans.includes(plan)) || (promo.cycles.length > 0 && !promo.cycles.includes(cycle))) {
    throw new AppError("promo_code_wrong_plan", { promoCode: promo.code, plans: promo.plans, cycles: promo.cycles });
  }
  return promo;
}

/** The discount an upgrade gets, and where it came from. */
export interface ResolvedPromotion extends ProviderPromotion {
  type: "promo" | "referral";
}

/**
 * The discount of an upgrade: a promo code when one is given; otherwise, on the subscription's
 * first upgrade, a referral code (the one given, or the `celloUcc` the payer signed up with). A
 * referral code given outright must exist and not be the business's own; a stale one from
 * sign-up is ignored.
 */
export async function resolvePromotion(
  runtime: BillingRuntime,
  executor: JobExecutor,
  subscription: SubscriptionRow,
  input: { promoCode?: string | undefined; referralCode?: string | undefined; signupReferralCode: string | null; plan: PaidPlanName; cycle: BillingCycle; now: Date; forUpdate?: boolean },
): Promise<ResolvedPromotion | undefined> {
  if (input.promoCode) {
    const promo = await findUsablePromoCode(executor, input.promoCode, input.plan, input.cycle, input.now, { forUpdate: input.forUpdate ?? false });
    return { type: "promo", code: promo.code, percentOff: promo.percent_off, durationMonths: promo.duration_months };
  }
  const isFirstUpgrade = subscription.referral_applied_at === null && subscription.provider_subscription_id === null;
  const code = input.referralCode ?? input.signupReferralCode;
  if (!code || !isFirstUpgrade) return undefined;
  const referrer = await findSubscriptionByReferralCode(executor, code.toUpperCase());
  if (!referrer || referrer.id === subscription.id) {
    if (input.referralCode) throw new AppError("referral_code_invalid", { referralCode: input.referralCode });
    return undefined;
  }
  const { percentOff, durationMonths } = runtime.catalogue.file.referral;
  return { type: "referral", code: referrer.referral_code ?? code, percentOff, durationMonths };
}

/** A business's own referral code, made the first time it is asked for: PARAPH- and 8 letters or digits. */
export async function ensureReferralCode(executor: JobExecutor, subscription: SubscriptionRow, now: Date): Promise<string> {
  if (subscription.referral_code) return subscription.referral_code;
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const code = `PARAPH-${Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join("")}`;
  const updated = await updateSubscriptionRow(executor, subscription.id, { referral_code: code, updated_at: now });
  return updated.referral_code ?? code;
}
