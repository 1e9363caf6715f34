import { isValidEmail } from "../../validation/email-address.ts";
import { isMultiLineText, isSingleLineText } from "../../validation/text.ts";
import type { FormField, FormFieldValue, TextFieldPattern } from "./form-field.ts";

/** Why a value does not fit its field; the server answers these per field, the web app explains them. */
export const FORM_FIELD_VALUE_PROBLEMS = [
  "required",
  "wrong_type",
  "not_text",
  "too_long",
  "pattern_mismatch",
  "not_a_number",
  "below_min",
  "above_max",
  "not_a_date",
  "not_an_option",
] as const;
export type FormFieldValueProblem = (typeof FORM_FIELD_VALUE_PROBLEMS)[number];

/** Lengths of the single-line types whose size the field's own settings do not give. */
const SHORT_TEXT_LENGTH = 200;

/** The same check in the browser (as the signer types) and on the server (which decides). `undefined`, `""` and `false` are empty. */
export function formFieldValueProblem(field: FormField, value: FormFieldValue | undefined): FormFieldValueProblem | null {
  if (value === undefined || value === "" || value === false) return field.required ? "required" : null;
  if (field.type === "checkbox") return value === true ? null : "wrong_type";
  if (typeof value !== "string") return "wrong_type";
  switch (field.type) {
    case "text":
      if (!(field.multiline ? isMultiLineText(value) : isSingleLineText(value))) return "not_text";
      if ([...value].length > field.max_length) return "too_long";
      return field.pattern && !matchesPattern(field.pattern, value) ? "pattern_mismatch" : null;
    case "email":
      return isValidEmail(value) ? null : "pattern_mismatch";
    case "number": {
      const number = parseDecimal(value);
      if (number === null) return "not_a_number";
      if (field.min !== undefined && number < field.min) return "below_min";
      if (field.max !== undefined && number > field.max) return "above_max";
      return null;
    }
    case "date":
      return isIsoDate(value) ? null : "not_a_date";
    case "radio":
    case "dropdown":
      return field.options.includes(value) ? null : "not_an_option";
    case "initials":
    case "name":
      if (!isSingleLineText(value) || value.trim() === "") return "not_text";
      return [...value].length > SHORT_TEXT_LENGTH ? "too_long" : null;
  }
}

/** A decimal number as people type it for a form: optional sign, digits, one `.` fraction. */
export function parseDecimal(value: string): number | null {
  if (!/^[+-]?\d{1,15}(\.\d{1,10})?$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** `YYYY-MM-DD` naming a day that exists. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function matchesPattern(pattern: TextFieldPattern, value: string): boolean {
  switch (pattern) {
    case "email":
      return isValidEmail(value);
    case "number":
      return parseDecimal(value) !== null;
    case "postal_code":
      // From Switzerland's four digits to the UK's "SW1A 1AA": letters, digits, one space or hyphen between.
      return /^[A-Za-z0-9]{2,8}([ -][A-Za-z0-9]{1,5})?$/.test(value.trim());
    case "iban":
      return isValidIban(value);
  }
}

/** ISO 13616: country, check digits, up to 30 letters or digits, the whole ≡ 1 mod 97. Spaces allowed. */
export function isValidIban(value: string): boolean {
  const compact = value.replace(/ /g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
