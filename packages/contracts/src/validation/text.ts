import { z } from "zod";

/**
 * The one rule for text a client sends (every string of every endpoint's params, query and
 * body). Refused everywhere: U+0000 (PostgreSQL cannot store it, and C-based tools such as
 * certificate readers stop at it, so "Mallory\0Admin" would show as "Mallory"), the other C0
 * controls, DEL and the C1 controls (U+0080–U+009F; they ring, erase or redirect terminals,
 * logs and PDF text), and UTF-16 surrogates without their pair (they cannot be encoded as
 * UTF-8 and would turn into U+FFFD on the way to the database). Multi-line text, such as a
 * message, may also hold tab, line feed and carriage return.
 */
const FORBIDDEN_IN_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u; // eslint-disable-line no-control-regex
const FORBIDDEN_IN_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u; // eslint-disable-line no-control-regex

export const TEXT_RULE_MESSAGE = "Must not contain control characters or unpaired surrogates";

export function isSingleLineText(value: string): boolean {
  return !FORBIDDEN_IN_SINGLE_LINE.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !FORBIDDEN_IN_MULTI_LINE.test(value);
}

/**
 * The rule as zod checks. They are single objects so that the contracts test can tell, for
 * every string an endpoint takes, that the rule is attached (see text.test.ts).
 */
export const singleLineTextRule = z.refine<string>(isSingleLineText, { message: TEXT_RULE_MESSAGE });
export const multiLineTextRule = z.refine<string>(isMultiLineText, { message: TEXT_RULE_MESSAGE });

/** One line of text (a name, a title, a search, an id-like token): trimmed, no control characters. */
export function singleLineText() {
  return z.string().trim().check(singleLineTextRule);
}

/** Text that may span lines (a message): trimmed, tab and line breaks allowed, no other control characters. */
export function multiLineText() {
  return z.string().trim().check(multiLineTextRule);
}

/** A secret as typed (a password): never trimmed, since spaces may be part of it; otherwise one line. */
export function secretText() {
  return z.string().check(singleLineTextRule);
}
