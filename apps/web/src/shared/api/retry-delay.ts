import { PAGE_FETCH_RETRY } from "@paraph/contracts";

/**
 * How long to wait before retry number `attempt` (0 for the first retry), spec §8/§9:
 * a numeric Retry-After is a number of seconds; any other Retry-After value (an HTTP date, say)
 * waits 1000 ms; without one the delay starts at 100 ms and doubles, capped at 5000 ms.
 */
export function computeRetryDelay(attempt: number, retryAfter: string | null): number {
  if (retryAfter !== null && retryAfter.trim() !== "") {
    const seconds = Number(retryAfter.trim());
    return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : PAGE_FETCH_RETRY.nonNumericDelayMs;
  }
  return Math.min(PAGE_FETCH_RETRY.initialDelayMs * 2 ** attempt, PAGE_FETCH_RETRY.maxDelayMs);
}
