import type { Language } from "@paraph/contracts";

type DatePart = "day" | "month" | "year";

/** How the interface language writes a date with digits: the order of its parts and what separates them. */
export interface DateInputPattern {
  order: DatePart[];
  separator: string;
}

/** en-gb: 31/12/2026; de-ch and fr-ch: 31.12.2026; it: 31/12/2026 — from Intl, not the browser's locale. */
export function dateInputPatternOf(language: Language): DateInputPattern {
  const parts = new Intl.DateTimeFormat(language, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).formatToParts(Date.UTC(2026, 11, 31));
  const order = parts.filter((part): part is Intl.DateTimeFormatPart & { type: DatePart } => part.type === "day" || part.type === "month" || part.type === "year").map((part) => part.type);
  const separator = parts.find((part) => part.type === "literal")?.value ?? "/";
  return { order, separator };
}

/** An ISO date (2026-12-31) written as the language writes it; "" stays "". */
export function formatDateInput(iso: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return "";
  const values: Record<DatePart, string> = { year: match[1] ?? "", month: match[2] ?? "", day: match[3] ?? "" };
  const pattern = dateInputPatternOf(language);
  return pattern.order.map((part) => values[part]).join(pattern.separator);
}

/**
 * What the person typed, read in the language's order (any of / . - or a space between the
 * parts), as an ISO date; null when it is no real day. Two-digit years are this century's.
 */
export function parseDateInput(text: string, language: Language): string | null {
  const pieces = text.trim().split(/[\s./-]+/);
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d{1,4}$/.test(piece))) return null;
  const values: Partial<Record<DatePart, number>> = {};
  dateInputPatternOf(language).order.forEach((part, index) => (values[part] = Number(pieces[index])));
  const { day = 0, month = 0 } = values;
  let year = values.year ?? 0;
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
