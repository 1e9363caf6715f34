import { z } from "zod";

export const BASE64_MESSAGE = "Must be the PDF in base64";

const EDGE = 64;
const ALPHABET_WITH_PADDING = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A cheap look at base64 text that may be tens of megabytes long: whole groups of four, and the
 * alphabet at both ends (which catches text that is not base64 at all). Reading every character
 * here would hold the server's event loop; the server checks the whole alphabet where it decodes
 * the text, a slice at a time (apps/api documents/base64-source.ts), with the same message.
 */
export function looksLikeBase64(value: string): boolean {
  if (value.length % 4 !== 0) return false;
  const head = value.slice(0, Math.min(EDGE, Math.max(0, value.length - 4)));
  const tail = value.slice(head.length === 0 ? 0 : Math.max(head.length, value.length - EDGE));
  return /^[A-Za-z0-9+/]*$/.test(head) && ALPHABET_WITH_PADDING.test(tail);
}

export const base64ShapeRule = z.refine<string>(looksLikeBase64, { message: BASE64_MESSAGE });

/** Base64 text (a file's bytes in a JSON body); see looksLikeBase64 for what is checked where. */
export function base64Text() {
  return z.string().check(base64ShapeRule).meta({ contentEncoding: "base64" });
}
