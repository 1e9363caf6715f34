import { WEBHOOK_LIMITS } from "@paraph/contracts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits after the 1st, 2nd, … failed attempt; the last repeats until the retry window ends. */
const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 12 * HOUR];

/** A delivery is tried for this long after its event; then it has failed. */
export const RETRY_WINDOW_MS = WEBHOOK_LIMITS.failingDaysBeforeDisable * 24 * HOUR;

/**
 * When to try a delivery again after its `attempts`-th failure, or null when its window is over.
 * The last try lands on the window's end, so a delivery is given the full three days.
 */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const windowEnd = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= windowEnd) return null;
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? MINUTE;
  return new Date(Math.min(now.getTime() + delay, windowEnd));
}
