import type { IncomingHttpHeaders } from "node:http";
import { AppError } from "../../errors/app-error.ts";

/** The request header an integrator sets on a POST that creates (docs/idempotency.md). */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** Set on an answer that was stored by the key's first request and sent again. */
export const IDEMPOTENCY_REPLAYED_HEADER = "idempotency-replayed";

/** Visible ASCII only: keys are compared byte for byte, and spaces would be trimmed by proxies. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The request's Idempotency-Key, undefined when it sends none. A key that breaks the rule, or a
 * header sent twice (which key would count?), is refused before anything runs.
 */
export function readIdempotencyKey(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !KEY_PATTERN.test(value)) throw new AppError("idempotency_key_invalid");
  return value;
}
