/**
 * How a JSON request body may be shaped (docs/API.md, "Requests"), checked on its bytes before
 * anything parses it. No contract comes near either limit: the deepest body is a handful of
 * levels, the widest a few hundred values.
 */
export interface JsonShapeLimits {
  /**
   * Arrays and objects inside one another. A value thousands of levels deep overflows the stack
   * of whatever walks it afterwards: the structured clone that carries a worker's parse back,
   * schema validation, serialisation.
   */
  maxDepth: number;
  /**
   * Values (array elements and object members) in the whole body. Parsing, the clone back from
   * the worker (decoded on the event loop) and validation all cost time per value: a megabyte of
   * `{},` is 330 000 of them and took seconds; an upload's megabytes of base64 are one.
   */
  maxValues: number;
}

export const JSON_SHAPE_LIMITS: JsonShapeLimits = { maxDepth: 64, maxValues: 20_000 };

/** Which limit a body breaks first, if any. */
export type JsonShapeBreach = "too-deep" | "too-many-values";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Reads a JSON text's bytes in one linear pass and says whether it nests deeper or holds more
 * values than `limits` allow. Brackets and commas inside strings do not count, and a string's end
 * is found with `indexOf` (a base64 upload's megabytes are skipped at memchr speed). Values are
 * counted as containers opened plus commas, which every element or member after a container's
 * first adds. Whether the text is valid JSON is the parser's question, asked afterwards.
 */
export function findJsonShapeBreach(bytes: Buffer, limits: JsonShapeLimits): JsonShapeBreach | undefined {
  let depth = 0;
  let values = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte === QUOTE) {
      index = closingQuoteOf(bytes, index);
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth += 1;
      values += 1;
      if (depth > limits.maxDepth) return "too-deep";
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth -= 1;
    } else if (byte === COMMA) {
      values += 1;
    }
    if (values > limits.maxValues) return "too-many-values";
  }
  return undefined;
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
