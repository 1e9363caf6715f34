import { SERVER_TIME_REFRESH_MIN_MS } from "@paraph/contracts";
import type { ApiClient } from "./api-client.ts";
import { shellEndpoints } from "./shell-calls.ts";

/**
 * The server's time, for deadlines and countdowns that must not trust the visitor's clock.
 * The offset is learnt from GET /v1/datetime, refreshed at most once every 2 seconds (§9) however
 * often it is asked for; concurrent refreshes share one request.
 */
export function createServerClock(api: ApiClient, localNow: () => number = Date.now) {
  let offsetMs = 0;
  let lastRefresh = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | null = null;

  return {
    now(): Date {
      return new Date(localNow() + offsetMs);
    },
    refresh(): Promise<void> {
      if (pending) return pending;
      if (localNow() - lastRefresh < SERVER_TIME_REFRESH_MIN_MS) return Promise.resolve();
      lastRefresh = localNow();
      const sentAt = localNow();
      pending = api
        .request(shellEndpoints.getDatetime)
        .then(({ now }) => {
          // Half the round trip is the best guess of when the server read its clock.
          const receivedAt = localNow();
          offsetMs = Date.parse(now) - (sentAt + (receivedAt - sentAt) / 2);
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
