import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/database.ts";

/** How long a key and its answer are kept: a retry within this time is answered from the record. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;
/**
 * A claim still `in_progress` after this long belongs to a process that died mid-request
 * (answers take seconds); a retry may take it over instead of waiting out the 24 hours. The
 * process running the request renews its claim (CLAIM_RENEWAL_MS) for at most this long.
 */
export const ABANDONED_CLAIM_MS = 15 * 60_000;
/**
 * A claim whose process has not renewed it for this long is abandoned (the process died: a
 * replica killed mid-request); a running request renews its claim every CLAIM_RENEWAL_MS.
 */
export const CLAIM_LEASE_MS = 30_000;
export const CLAIM_RENEWAL_MS = 10_000;

/** The first answer under a key, as it is sent again. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export type ClaimOutcome =
  | { kind: "claimed"; claimId: string }
  | { kind: "in_progress" }
  | { kind: "done"; fingerprint: string | null; answer: StoredAnswer };

/** The idempotency_keys table: claiming a key, storing or releasing its answer, expiry. */
export class IdempotencyStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Claims the key for this run, or reports who holds it. One statement decides (insert … on
   * conflict), so of two duplicates arriving together exactly one claims, on PostgreSQL as on
   * PGlite. An expired record, or a claim abandoned by a dead process, is taken over in place.
   */
  async claim(scope: string, key: string, fingerprint: string | null): Promise<ClaimOutcome> {
    // The record can expire and be deleted between the two statements; then claiming again wins.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const now = this.clock.now();
      const claimId = crypto.randomUUID();
      const claimed = await this.db
        .insertInto("idempotency_keys")
        .values({
          scope,
          key,
          claim_id: claimId,
          fingerprint,
          state: "in_progress",
          response_status: null,
          response_headers: null,
          response_body: null,
          created_at: now,
          expires_at: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS),
          claim_renewed_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .columns(["scope", "key"])
            .doUpdateSet((eb) => ({
              claim_id: eb.ref("excluded.claim_id"),
              fingerprint: eb.ref("excluded.fingerprint"),
              state: "in_progress",
              response_status: null,
              response_headers: null,
              response_body: null,
              created_at: eb.ref("excluded.created_at"),
              expires_at: eb.ref("excluded.expires_at"),
              claim_renewed_at: eb.ref("excluded.claim_renewed_at"),
            }))
            .where((eb) =>
              eb.or([
                eb("idempotency_keys.expires_at", "<=", now),
                eb.and([eb("idempotency_keys.state", "=", "in_progress"), eb("idempotency_keys.created_at", "<=", new Date(now.getTime() - ABANDONED_CLAIM_MS))]),
                eb.and([
                  eb("idempotency_keys.state", "=", "in_progress"),
                  eb("idempotency_keys.claim_renewed_at", "is not", null),
                  eb("idempotency_keys.claim_renewed_at", "<=", new Date(now.getTime() - CLAIM_LEASE_MS)),
                ]),
              ]),
            ),
        )
        .returning("claim_id")
        .executeTakeFirst();
      if (claimed?.claim_id === claimId) return { kind: "claimed", claimId };
      const held = await this.db
        .selectFrom("idempotency_keys")
        .select(["state", "fingerprint", "response_status", "response_headers", "response_body"])
        .where("scope", "=", scope)
        .where("key", "=", key)
        .executeTakeFirst();
      if (!held) continue;
      if (held.state === "in_progress" || held.response_status === null) return { kind: "in_progress" };
      const headers = typeof held.response_headers === "string" ? JSON.parse(held.response_headers) : held.response_headers;
      return { kind: "done", fingerprint: held.fingerprint, answer: { status: held.response_status, headers: headers as Record<string, string>, body: held.response_body } };
    }
    throw new Error("Idempotency key could not be claimed");
  }

  /** Tells other processes this run is alive (see CLAIM_LEASE_MS). */
  async renew(scope: string, key: string, claimId: string): Promise<void> {
    await this.db
      .updateTable("idempotency_keys")
      .set({ claim_renewed_at: this.clock.now() })
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("claim_id", "=", claimId)
      .where("state", "=", "in_progress")
      .execute();
  }

  /** Stores the run's answer; only the run that holds the claim may. */
  async complete(scope: string, key: string, claimId: string, fingerprint: string, answer: StoredAnswer): Promise<void> {
    await this.db
      .updateTable("idempotency_keys")
      .set({ state: "done", fingerprint, response_status: answer.status, response_headers: JSON.stringify(answer.headers), response_body: answer.body })
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where("claim_id", "=", claimId)
      .execute();
  }

  /** Gives the key up (a 5xx, or an answer that cannot be replayed): the next retry runs again. */
  async release(scope: string, key: string, claimId: string): Promise<void> {
    await this.db.deleteFrom("idempotency_keys").where("scope", "=", scope).where("key", "=", key).where("claim_id", "=", claimId).execute();
  }

  async deleteExpired(): Promise<number> {
    const result = await this.db.deleteFrom("idempotency_keys").where("expires_at", "<=", this.clock.now()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
