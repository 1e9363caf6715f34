import type { BillingCycle, Currency, PaidPlanName, PriceLine, PricePreview } from "@paraph/contracts";
import { periodEndOf } from "./billing-period.ts";

/** What a subscription charges now (or is about to). */
export interface ChargedPlan {
  plan: PaidPlanName;
  cycle: BillingCycle;
  currency: Currency;
  unitAmount: number;
  seats: number;
  percentOff: number;
}

/** The current period of a running subscription. */
export interface RunningPeriod {
  start: Date;
  end: Date;
}

function discounted(amount: number, percentOff: number): number {
  return Math.round((amount * (100 - percentOff)) / 100);
}

/**
 * The built-in provider's prices, computed as Stripe prorates by default: a change within the
 * same cycle credits the unused time of the old plan and charges the rest of the period at the
 * new one, to the second; a new subscription or a change of cycle starts a new period now
 * (crediting the old one's unused time). Credit beyond what is due is not paid out here: the
 * amount due now never falls below zero.
 */
export function previewPrices(current: { charged: ChargedPlan; period: RunningPeriod } | null, next: ChargedPlan, at: Date): PricePreview {
  const lines: PriceLine[] = [];
  const subtotal = next.unitAmount * next.seats;
  const discount = subtotal - discounted(subtotal, next.percentOff);
  const restartsPeriod = !current || current.charged.cycle !== next.cycle || current.period.end <= at;
  let dueNow: number;
  let nextBillingAt: Date;
  let credit = 0;
  if (current && current.period.end > at) {
    const length = current.period.end.getTime() - current.period.start.getTime();
    const remaining = Math.max(0, Math.min(1, (current.period.end.getTime() - at.getTime()) / length));
    credit = -Math.round(discounted(current.charged.unitAmount * current.charged.seats, current.charged.percentOff) * remaining);
    lines.push({ description: `Unused time on ${current.charged.plan} × ${current.charged.seats}`, quantity: current.charged.seats, amount: credit, isProration: true, periodStart: at.toISOString(), periodEnd: current.period.end.toISOString() });
    if (!restartsPeriod) {
      const charge = Math.round(discounted(subtotal, next.percentOff) * remaining);
      lines.push({ description: `Remaining time on ${next.plan} × ${next.seats}`, quantity: next.seats, amount: charge, isProration: true, periodStart: at.toISOString(), periodEnd: current.period.end.toISOString() });
    }
  }
  if (restartsPeriod) {
    const end = periodEndOf(at, next.cycle);
    lines.push({ description: `${next.plan} (${next.cycle}) × ${next.seats}`, quantity: next.seats, amount: subtotal, isProration: false, periodStart: at.toISOString(), periodEnd: end.toISOString() });
    if (discount > 0) lines.push({ description: `Discount ${next.percentOff}%`, quantity: 1, amount: -discount, isProration: false, periodStart: null, periodEnd: null });
    dueNow = Math.max(0, subtotal - discount + credit);
    nextBillingAt = end;
  } else {
    const period = current?.period as RunningPeriod;
    dueNow = Math.max(0, lines.reduce((sum, line) => sum + line.amount, 0));
    nextBillingAt = period.end;
  }
  return {
    plan: next.plan,
    cycle: next.cycle,
    currency: next.currency,
    seats: next.seats,
    lines,
    subtotal,
    discount,
    total: subtotal - discount,
    amountDueNow: dueNow,
    nextBillingAt: nextBillingAt.toISOString(),
    promoCode: null,
  };
}
