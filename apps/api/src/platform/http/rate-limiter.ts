import { sql } from "kysely";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";

export interface RateLimitRule {
  /** Names the bucket family, e.g. "login-ip". */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in the database, so that every API replica counts the same hits.
 * One upsert per check: the row of a bucket is reset when a new window starts.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly isEnabled: boolean,
  ) {}

  /** Counts one hit for the key; throws rate_limited with Retry-After when over the limit. */
  async hit(rule: RateLimitRule, key: string): Promise<void> {
    if (!this.isEnabled) return;
    const now = this.clock.now().getTime();
    const windowStart = new Date(now - (now % rule.windowMs));
    const bucket = `${rule.name}:${key}`;
    const result = await sql<{ hits: number }>`
      INSERT INTO rate_limit_windows (bucket, window_start, hits) VALUES (${bucket}, ${windowStart}, 1)
      ON CONFLICT (bucket) DO UPDATE SET
        hits = CASE WHEN rate_limit_windows.window_start = EXCLUDED.window_start THEN rate_limit_windows.hits + 1 ELSE 1 END,
        window_start = EXCLUDED.window_start
      RETURNING hits`.execute(this.db);
    const hits = result.rows[0]?.hits ?? 0;
    if (hits > rule.limit) throw rateLimited(windowStart.getTime() + rule.windowMs - now);
  }

  /**
   * Throws rate_limited, without counting a hit, when the key's current window is full already:
   * for calls that count only their failures (hit) but must stop trying once the limit is reached.
   */
  async assertUnder(rule: RateLimitRule, key: string): Promise<void> {
    if (!this.isEnabled) return;
    const now = this.clock.now().getTime();
    const windowStart = new Date(now - (now % rule.windowMs));
    const row = await this.db
      .selectFrom("rate_limit_windows")
      .select(["hits", "window_start"])
      .where("bucket", "=", `${rule.name}:${key}`)
      .executeTakeFirst();
    if (row && new Date(row.window_start).getTime() === windowStart.getTime() && row.hits >= rule.limit) throw rateLimited(windowStart.getTime() + rule.windowMs - now);
  }

  /** Drops windows that ended long ago; run from a periodic job. */
  async deleteExpired(olderThanMs = 24 * 60 * 60_000): Promise<void> {
    await this.db
      .deleteFrom("rate_limit_windows")
      .where("window_start", "<", new Date(this.clock.now().getTime() - olderThanMs))
      .execute();
  }
}

function rateLimited(remainingMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new AppError("rate_limited", { retryAfterSeconds }, { headers: { "retry-after": String(retryAfterSeconds) } });
}
