import { SESSION_TOKEN_LIFETIME_MS } from "@paraph/contracts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/database.ts";
import type { JobExecutor } from "../jobs/job-queue.ts";
import { createOpaqueToken, hashToken } from "./opaque-token.ts";

export interface AuthContext {
  userId: string;
  sessionId: string;
  /** A business's API user (docs/api-users.md): the route registrar lets it make only the calls its contracts allow. */
  isApiUser?: boolean;
  /**
   * A session opened from an embedded composer session (docs/embedding.md): the route registrar
   * lets it reach only the calls its contracts mark `embedded`, on this scope's request.
   */
  embedded?: EmbeddedScope;
}

export interface EmbeddedScope {
  embeddedSessionId: string;
  businessId: string;
  /** The request composed; null for a template's session until its draft is made. */
  requestId: string | null;
  templateId: string | null;
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

  /** `lifetimeMs` is shorter for API users' sessions than people's 24 hours. */
  async create(
    executor: JobExecutor,
    userId: string,
    client: { ip?: string; userAgent?: string },
    lifetimeMs = SESSION_TOKEN_LIFETIME_MS,
    /** Confines the session to an embedded composer session's scope. */
    embeddedSessionId: string | null = null,
  ): Promise<IssuedSession> {
    const token = createOpaqueToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + lifetimeMs);
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
        embedded_session_id: embeddedSessionId,
      })
      .execute();
    return { token, expiresAt };
  }

  async find(token: string): Promise<AuthContext | null> {
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .leftJoin("embedded_sessions", "embedded_sessions.id", "sessions.embedded_session_id")
      .select([
        "sessions.id",
        "sessions.user_id",
        "users.is_api_user",
        "sessions.embedded_session_id",
        "embedded_sessions.business_id",
        "embedded_sessions.signature_request_id",
        "embedded_sessions.template_id",
      ])
      .where("sessions.token_hash", "=", hashToken(token))
      .where("sessions.revoked_at", "is", null)
      .where("sessions.expires_at", ">", this.clock.now())
      .executeTakeFirst();
    if (!row) return null;
    const auth: AuthContext = row.is_api_user ? { userId: row.user_id, sessionId: row.id, isApiUser: true } : { userId: row.user_id, sessionId: row.id };
    if (row.embedded_session_id && row.business_id) {
      auth.embedded = { embeddedSessionId: row.embedded_session_id, businessId: row.business_id, requestId: row.signature_request_id, templateId: row.template_id };
    }
    return auth;
  }

  async revoke(executor: JobExecutor, sessionId: string): Promise<void> {
    await executor
      .updateTable("sessions")
      .set({ revoked_at: this.clock.now() })
      .where("id", "=", sessionId)
      .where("revoked_at", "is", null)
      .execute();
  }

  /** Ends every session of the user, or every one but `keepSessionId` (the caller's own). */
  async revokeAllOfUser(executor: JobExecutor, userId: string, keepSessionId?: string): Promise<void> {
    let query = executor
      .updateTable("sessions")
      .set({ revoked_at: this.clock.now() })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null);
    if (keepSessionId) query = query.where("id", "!=", keepSessionId);
    await query.execute();
  }
}

/** Reads `Authorization: Bearer <token>`; anything else is no bearer token. */
export function readBearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
