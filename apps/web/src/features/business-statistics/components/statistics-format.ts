import type { Language } from "@paraph/contracts";

/** A count in the language's digits and grouping ("1’234" in de-ch, "1,234" in en-gb). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(language).format(value);
}

function firstDayOf(month: string): Date {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
}

/** A month of the statistics (YYYY-MM) as the language names it: "October 2026", "Oktober 2026". */
export function formatMonth(month: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(firstDayOf(month));
}

/** A month's short name alone ("Oct", "Okt."), for the axis of a chart; the year is shown beside January. */
export function formatMonthName(month: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: "short", timeZone: "UTC" }).format(firstDayOf(month));
}

/**
 * A duration in the largest unit that reads well, spelled by the language: seconds under a
 * minute, minutes under an hour, hours under two days, then days, with at most one decimal.
 */
export function formatDuration(seconds: number, language: Language): string {
  const hours = seconds / 3600;
  const [value, unit] = seconds < 60 ? [seconds, "second"] : hours < 1 ? [seconds / 60, "minute"] : hours < 48 ? [hours, "hour"] : [hours / 24, "day"];
  return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 1 }).format(value);
}

/** A UTC calendar day (YYYY-MM-DD) as the language writes it: "1 Dec 2025", "1. Dez. 2025". */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
