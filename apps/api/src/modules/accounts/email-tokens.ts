import { EMAIL_CHANGE_LINK_HOURS } from "@paraph/contracts";
import { createOpaqueToken, hashToken } from "../../platform/auth/opaque-token.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import {
  findEmailTokenByHash,
  insertEmailToken,
  markEmailTokenUsed,
  retireEmailTokens,
  retireEmailTokensOfUser,
  type EmailTokenRow,
} from "./email-token-repository.ts";

export const SIGNUP_TOKEN_LIFETIME_MS = 48 * 60 * 60_000;
export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;
export const EMAIL_CHANGE_TOKEN_LIFETIME_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60_000;

const LIFETIMES: Record<EmailTokenRow["purpose"], number> = {
  signup: SIGNUP_TOKEN_LIFETIME_MS,
  reset: RESET_TOKEN_LIFETIME_MS,
  email_change: EMAIL_CHANGE_TOKEN_LIFETIME_MS,
};

/**
 * Which older links a new one replaces: those mailed to the same address, or for an e-mail
 * change those of the same account (another account asking for the same address keeps its own).
 */
const REPLACES: Record<EmailTokenRow["purpose"], "address" | "account"> = {
  signup: "address",
  reset: "address",
  email_change: "account",
};

/** Issues a single-use token for an e-mailed link; only its hash is stored. */
export async function issueEmailToken(
  context: PlatformContext,
  executor: JobExecutor,
  fields: { purpose: EmailTokenRow["purpose"]; email: string; userId: string | null; flow: string | null; lang: string },
): Promise<string> {
  const token = createOpaqueToken();
  const now = context.clock.now();
  if (REPLACES[fields.purpose] === "account" && fields.userId) await retireEmailTokensOfUser(executor, fields.purpose, fields.userId, now);
  else await retireEmailTokens(executor, fields.purpose, fields.email, now);
  await insertEmailToken(executor, {
    id: crypto.randomUUID(),
    purpose: fields.purpose,
    token_hash: hashToken(token),
    email: fields.email,
    user_id: fields.userId,
    flow: fields.flow,
    lang: fields.lang,
    created_at: now,
    expires_at: new Date(now.getTime() + LIFETIMES[fields.purpose]),
    used_at: null,
  });
  return token;
}

/** The token's row if it can still be used; token_invalid, token_used or token_expired otherwise. */
export async function findUsableEmailToken(
  context: PlatformContext,
  executor: JobExecutor,
  purpose: EmailTokenRow["purpose"],
  token: string,
): Promise<EmailTokenRow> {
  const row = await findEmailTokenByHash(executor, purpose, hashToken(token));
  if (!row) throw new AppError("token_invalid");
  if (row.used_at) throw new AppError("token_used");
  if (row.expires_at <= context.clock.now()) throw new AppError("token_expired");
  return row;
}

/** Uses the token up inside the caller's transaction; a second use at the same time loses. */
export async function consumeEmailToken(
  context: PlatformContext,
  executor: JobExecutor,
  purpose: EmailTokenRow["purpose"],
  token: string,
): Promise<EmailTokenRow> {
  const row = await findUsableEmailToken(context, executor, purpose, token);
  if (!(await markEmailTokenUsed(executor, row.id, context.clock.now()))) throw new AppError("token_used");
  return row;
}
