import type { Language } from "@paraph/contracts";

/** A count in the language's digits and grouping ("1’234" in de-ch, "1,234" in en-gb). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A month of the statistics (YYYY-MM) as the language names it: "Nov 2026", "nov. 2026". */
export function formatMonth(month: string, language: Language, style: "short" | "long" = "short"): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(language, { month: style, year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)));
}

/**
 * A duration in the largest unit that reads well, spelled by the language: minutes under an
 * hour, hours under two days, then days, with at most one decimal.
 */
export function formatDuration(seconds: number, language: Language): string {
  const hours = seconds / 3600;
  const [value, unit] = hours < 1 ? [seconds / 60, "minute"] : hours < 48 ? [hours, "hour"] : [hours / 24, "day"];
  return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 1 }).format(value);
}

/** A UTC calendar day (YYYY-MM-DD) as the language writes it: "1 Dec 2025", "1. Dez. 2025". */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
