import { STATISTICS_DEFAULT_MONTHS, STATISTICS_MAX_RANGE_DAYS } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The whole UTC days the statistics cover, as days and as a half-open window [from, to). */
export interface StatisticsRange {
  from: string;
  to: string;
  window: { from: Date; to: Date };
  /** Every month (YYYY-MM) the range touches, in order. */
  months: string[];
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The first day of the month `months` months before the month of `day`. */
function firstOfMonthBefore(day: string, months: number): string {
  const date = startOfDay(day);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1)));
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const cursor = startOfDay(`${from.slice(0, 7)}-01`);
  while (dayOf(cursor).slice(0, 7) <= to.slice(0, 7)) {
    months.push(dayOf(cursor).slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/**
 * Without `to` the range ends today; without `from` it starts on the first day of the month
 * eleven months before `to`'s, so the default is the last 12 months, the current one included.
 * A start after the end is `statistics_range_reversed`; more than STATISTICS_MAX_RANGE_DAYS
 * days `statistics_range_too_long`.
 */
export function resolveStatisticsRange(now: Date, query: { from?: string | undefined; to?: string | undefined }): StatisticsRange {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? firstOfMonthBefore(to, STATISTICS_DEFAULT_MONTHS - 1);
  if (from > to) throw new AppError("statistics_range_reversed", { from, to });
  const days = Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS) + 1;
  if (days > STATISTICS_MAX_RANGE_DAYS) throw new AppError("statistics_range_too_long", { from, to, days, maxDays: STATISTICS_MAX_RANGE_DAYS });
  return {
    from,
    to,
    window: { from: startOfDay(from), to: new Date(startOfDay(to).getTime() + DAY_MS) },
    months: monthsBetween(from, to),
  };
}
