import { singleLineText } from "./text.ts";

/**
 * Spec §5: an optional plus, 3 digits (optionally in parentheses), 3 digits, then 4 to 6 digits,
 * each group optionally separated by a dash, a space or a dot.
 */
const PHONE = /^\+?(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4,6}$/;

export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}

export const phoneSchema = singleLineText().refine(isValidPhone, { message: "Not a valid phone number" });
