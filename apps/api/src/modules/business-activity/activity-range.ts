import { ACTIVITY_DEFAULT_RANGE_DAYS } from "@paraph/contracts";
import type { TimeWindow } from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ResolvedRange {
  startDate: string;
  endDate: string;
  window: TimeWindow;
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/**
 * The whole UTC days a list or export covers. Without an end, it ends today (or on the start
 * day, if that is later); without a start, it begins ACTIVITY_DEFAULT_RANGE_DAYS days before
 * the end, so the default is the last 30 days. The contract has checked start ≤ end already.
 */
export function resolveRange(now: Date, query: { start_date?: string | undefined; end_date?: string | undefined }): ResolvedRange {
  const today = dayOf(now);
  const endDate = query.end_date ?? (query.start_date && query.start_date > today ? query.start_date : today);
  const startDate = query.start_date ?? addDays(endDate, 1 - ACTIVITY_DEFAULT_RANGE_DAYS);
  return {
    startDate,
    endDate,
    window: { from: new Date(`${startDate}T00:00:00Z`), to: new Date(`${addDays(endDate, 1)}T00:00:00Z`) },
  };
}
