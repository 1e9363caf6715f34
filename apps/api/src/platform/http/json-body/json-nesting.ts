/**
 * How deep arrays and objects may sit inside one another in a request body (docs/API.md,
 * `json_too_deep`). No contract comes near it (the deepest body is a handful of levels); a value
 * thousands of levels deep overflows the stack of whatever walks it afterwards — the structured
 * clone that carries a worker's parse back, schema validation, serialisation.
 */
export const MAX_JSON_NESTING_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether a JSON text opens more than `maxDepth` arrays or objects inside one another, read from
 * its bytes before anything parses it. One pass, linear in the length: brackets inside strings do
 * not count, and a string's end is found with `indexOf` (a base64 upload's megabytes are skipped
 * at memchr speed). Whether the text is valid JSON is the parser's question, asked afterwards.
 */
export function isNestedDeeperThan(bytes: Buffer, maxDepth: number): boolean {
  let depth = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte === QUOTE) {
      index = closingQuoteOf(bytes, index);
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Where the string opened at `openingQuote` ends (the end of the text when it never does). A quote
 * preceded by an odd run of backslashes is escaped. Each backward walk stops at the previous
 * quote at the latest, so the walks never cover a byte twice and the whole stays linear.
 */
function closingQuoteOf(bytes: Buffer, openingQuote: number): number {
  let quote = bytes.indexOf(QUOTE, openingQuote + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = bytes.indexOf(QUOTE, quote + 1);
  }
  return bytes.length;
}
