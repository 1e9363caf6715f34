import { SESSION_TOKEN_LIFETIME_MS } from "@paraph/contracts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/database.ts";
import type { JobExecutor } from "../jobs/job-queue.ts";
import { createOpaqueToken, hashToken } from "./opaque-token.ts";

export interface AuthContext {
  userId: string;
  sessionId: string;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/**
 * Login sessions: an opaque 256-bit bearer token, stored only as its SHA-256 hash,
 * valid for 24 hours (spec §9) unless revoked earlier.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(executor: JobExecutor, userId: string, client: { ip?: string; userAgent?: string }): Promise<IssuedSession> {
    const token = createOpaqueToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_TOKEN_LIFETIME_MS);
    await executor
      .insertInto("sessions")
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: expiresAt,
        revoked_at: null,
        ip: client.ip ?? null,
        user_agent: client.userAgent?.slice(0, 500) ?? null,
      })
      .execute();
    return { token, expiresAt };
  }

  async find(token: string): Promise<AuthContext | null> {
    const row = await this.db
      .selectFrom("sessions")
      .select(["id", "user_id"])
      .where("token_hash", "=", hashToken(token))
      .where("revoked_at", "is", null)
      .where("expires_at", ">", this.clock.now())
      .executeTakeFirst();
    return row ? { userId: row.user_id, sessionId: row.id } : null;
  }

  async revoke(executor: JobExecutor, sessionId: string): Promise<void> {
    await executor
      .updateTable("sessions")
      .set({ revoked_at: this.clock.now() })
      .where("id", "=", sessionId)
      .where("revoked_at", "is", null)
      .execute();
  }

  async revokeAllOfUser(executor: JobExecutor, userId: string): Promise<void> {
    await executor
      .updateTable("sessions")
      .set({ revoked_at: this.clock.now() })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .execute();
  }
}

/** Reads `Authorization: Bearer <token>`; anything else is no bearer token. */
export function readBearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
