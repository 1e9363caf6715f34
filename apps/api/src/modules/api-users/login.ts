import { timingSafeEqual } from "node:crypto";
import { API_SESSION_LIFETIME_MS } from "@paraph/contracts";
import { hashToken } from "../../platform/auth/opaque-token.ts";
import type { IssuedSession } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { RateLimitRule } from "../../platform/http/rate-limiter.ts";
import { findApiUserCredentials, updateApiUserRow } from "./repository.ts";

const MINUTE = 60_000;

/**
 * Keys are 256 random bits, so guessing one is hopeless; the limits stop a client gone wrong
 * from filling the sessions table. An integration logs in about every 20 minutes.
 */
export const API_LOGIN_RATE_LIMITS = {
  perIp: { name: "api-login-ip", limit: 60, windowMs: MINUTE },
  perUsername: { name: "api-login-username", limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Compared against when the username is unknown, so both failures cost the same work. */
const DECOY_KEY_HASH = hashToken("no API user has this key");

function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * An unknown username and a wrong key answer the same invalid_api_credentials after the same
 * hash and comparison. A login is recorded twice: last_used_at for the admins' list, and the
 * session row, which the activity page reads as the last sign-in.
 */
export async function loginApiUser(
  context: PlatformContext,
  input: { username: string; api_key: string },
  client: { ip?: string; userAgent?: string | undefined },
): Promise<IssuedSession> {
  const credentials = await findApiUserCredentials(context.db, input.username);
  const isValid = isSameHash(hashToken(input.api_key), credentials?.key_hash ?? DECOY_KEY_HASH);
  if (!credentials || !isValid) throw new AppError("invalid_api_credentials");
  return context.db.transaction().execute(async (trx) => {
    // Re-checks the key under the row's update: a reset between the read and now refuses the login.
    const touched = await updateApiUserRow(trx, credentials.user_id, { last_used_at: context.clock.now() });
    if (touched?.key_hash !== credentials.key_hash) throw new AppError("invalid_api_credentials");
    return context.sessions.create(trx, credentials.user_id, client, API_SESSION_LIFETIME_MS);
  });
}
