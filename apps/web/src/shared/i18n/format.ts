import type { Language } from "@paraph/contracts";

/** Spec §9: numeric day, short month, numeric year, hour and minute. */
export function formatDateTime(value: Date | string, language: Language): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(date);
}

/** Spec §9: EUR for en-gb, CHF for de-ch and fr-ch. Italian, not named there, follows the default (EUR). */
export function currencyFor(language: Language): "EUR" | "CHF" {
  return language === "de-ch" || language === "fr-ch" ? "CHF" : "EUR";
}

/** Amounts show the currency as a code ("CHF 12.00"), never a symbol. */
export function formatMoney(amount: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: currencyFor(language), currencyDisplay: "code" }).format(amount);
}

/** A price in minor units (100 = CHF 1.00) in the currency it was charged in, with the currency as a code. */
export function formatMinorAmount(minor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: "currency", currency, currencyDisplay: "code" }).format(minor / 100);
}

/** Spec §9 without the time: numeric day, short month, numeric year. */
export function formatDate(value: Date | string, language: Language): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "short", year: "numeric" }).format(date);
}
