import type { BillingCycle } from "@paraph/contracts";

/** `months` calendar months after `from` (UTC), the day clamped to the month's last: 31 Jan + 1 month = 28/29 Feb. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

export function periodEndOf(start: Date, cycle: BillingCycle): Date {
  return addMonths(start, cycle === "yearly" ? 12 : 1);
}

/**
 * The quota period `at` falls in: monthly windows from the subscription's anchor, whatever the
 * payment cycle (a yearly plan's signatures are counted per month too).
 */
export function quotaPeriodAt(anchor: Date, at: Date): { start: Date; end: Date } {
  if (at < anchor) return { start: anchor, end: addMonths(anchor, 1) };
  let months = (at.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (at.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, months) > at) months -= 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}
