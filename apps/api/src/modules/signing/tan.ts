import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from "@paraph/contracts";
import { getPlatformSecret } from "../../platform/auth/platform-secrets.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { SmsSender } from "../../platform/sms/sms-sender.ts";
import type { UserRow } from "../users/index.ts";
import { consumeVerifiedChallenge, insertChallenge, lockNewestOpenChallenge, markChallengeVerified, recordFailedAttempt, retireOpenChallenges, type TanOwnerColumn } from "./tan-repository.ts";

export const TAN_LIFETIME_MS = 5 * 60_000;
export const TAN_MAX_FAILED_ATTEMPTS = 3;
const SECRET_NAME = "tan-codes";

type Purpose = "mobile_confirmation" | "signing";
/** What the SMS says the code is for: a signing TAN names the quality it confirms. */
type Message = Purpose | "qualified_signing";

const TEXTS: Record<Language, Record<Message, (code: string) => string>> = {
  "en-gb": {
    mobile_confirmation: (code) => `Paraph: ${code} confirms your mobile number. Valid for 5 minutes. Never share this code.`,
    signing: (code) => `Paraph: ${code} confirms your advanced electronic signature. Valid for 5 minutes. Never share this code.`,
    qualified_signing: (code) => `Paraph: ${code} confirms your qualified electronic signature. Valid for 5 minutes. Never share this code.`,
  },
  "de-ch": {
    mobile_confirmation: (code) => `Paraph: ${code} bestätigt Ihre Mobilnummer. 5 Minuten gültig. Geben Sie diesen Code nie weiter.`,
    signing: (code) => `Paraph: ${code} bestätigt Ihre fortgeschrittene elektronische Signatur. 5 Minuten gültig. Geben Sie diesen Code nie weiter.`,
    qualified_signing: (code) => `Paraph: ${code} bestätigt Ihre qualifizierte elektronische Signatur. 5 Minuten gültig. Geben Sie diesen Code nie weiter.`,
  },
  "fr-ch": {
    mobile_confirmation: (code) => `Paraph : ${code} confirme votre numéro de mobile. Valable 5 minutes. Ne communiquez jamais ce code.`,
    signing: (code) => `Paraph : ${code} confirme votre signature électronique avancée. Valable 5 minutes. Ne communiquez jamais ce code.`,
    qualified_signing: (code) => `Paraph : ${code} confirme votre signature électronique qualifiée. Valable 5 minutes. Ne communiquez jamais ce code.`,
  },
  it: {
    mobile_confirmation: (code) => `Paraph: ${code} conferma il tuo numero di cellulare. Valido 5 minuti. Non condividere mai questo codice.`,
    signing: (code) => `Paraph: ${code} conferma la tua firma elettronica avanzata. Valido 5 minuti. Non condividere mai questo codice.`,
    qualified_signing: (code) => `Paraph: ${code} conferma la tua firma elettronica qualificata. Valido 5 minuti. Non condividere mai questo codice.`,
  },
};

/** Loaded once at start-up, like the invitation secret, so no transaction reads it on the side. */
export async function prepareTanSecret(context: PlatformContext): Promise<void> {
  await getPlatformSecret(context.db, SECRET_NAME);
}

async function hashCode(context: PlatformContext, challengeId: string, code: string): Promise<string> {
  const secret = await getPlatformSecret(context.db, SECRET_NAME);
  return createHmac("sha256", secret).update(`${challengeId}:${code}`).digest("hex");
}

export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, "");
  return `••• ${digits.slice(-3)}`;
}

/**
 * Whose TAN it is: an account's (sent by SMS), a direct-sign guest signer's, or a template link
 * visitor's confirming their address (both sent by e-mail).
 */
export type TanOwner = { userId: string } | { signerId: string } | { linkVisitId: string };
type TanPurpose = Purpose | "direct_signing" | "template_link";

function ownerColumn(owner: TanOwner): TanOwnerColumn {
  if ("userId" in owner) return ["user_id", owner.userId];
  return "signerId" in owner ? ["signer_id", owner.signerId] : ["link_visit_id", owner.linkVisitId];
}

/** A fresh six-digit code for the owner; an older open one for the same purpose stops working. */
export async function createTanChallenge(
  context: PlatformContext,
  executor: JobExecutor,
  owner: TanOwner,
  purpose: TanPurpose,
  destination: string,
): Promise<{ code: string; expiresAt: Date }> {
  const now = context.clock.now();
  await retireOpenChallenges(executor, ownerColumn(owner), purpose, now);
  const id = crypto.randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(now.getTime() + TAN_LIFETIME_MS);
  await insertChallenge(executor, {
    id,
    user_id: "userId" in owner ? owner.userId : null,
    signer_id: "signerId" in owner ? owner.signerId : null,
    link_visit_id: "linkVisitId" in owner ? owner.linkVisitId : null,
    purpose,
    destination,
    code_hash: await hashCode(context, id, code),
    created_at: now,
    expires_at: expiresAt,
    used_at: null,
    locked_at: null,
    verified_at: null,
    consumed_at: null,
  });
  return { code, expiresAt };
}

/** Sends an account a fresh TAN by SMS. */
export async function sendTan(
  context: PlatformContext,
  sms: SmsSender,
  executor: JobExecutor,
  user: UserRow,
  purpose: Purpose,
  mobile: string,
  message: Message = purpose,
): Promise<{ maskedMobile: string; expiresAt: string }> {
  const { code, expiresAt } = await createTanChallenge(context, executor, { userId: user.id }, purpose, mobile);
  const lang: Language = isSupportedLanguage(user.lang) ? user.lang : DEFAULT_LANGUAGE;
  await sms.send(executor, { to: mobile, text: TEXTS[lang][message](code), lang });
  return { maskedMobile: maskMobile(mobile), expiresAt: expiresAt.toISOString() };
}

/**
 * Checks a TAN in a transaction of its own, so a wrong try is counted even though the caller's
 * request fails; the third wrong try locks it. Throws tan_invalid, tan_expired or tan_locked.
 */
export async function checkTan(context: PlatformContext, userId: string, purpose: Purpose, code: string): Promise<{ destination: string }> {
  return checkTanOf(context, { userId }, purpose, code);
}

export async function checkTanOf(context: PlatformContext, owner: TanOwner, purpose: TanPurpose, code: string): Promise<{ destination: string }> {
  const outcome = await context.db.transaction().execute(async (trx) => {
    const challenge = await lockNewestOpenChallenge(trx, ownerColumn(owner), purpose);
    if (!challenge) return { error: "tan_invalid" as const };
    if (challenge.locked_at) return { error: "tan_locked" as const };
    const now = context.clock.now();
    if (challenge.expires_at <= now) return { error: "tan_expired" as const };
    const expected = Buffer.from(challenge.code_hash, "hex");
    const given = Buffer.from(await hashCode(context, challenge.id, code), "hex");
    if (!timingSafeEqual(expected, given)) {
      const failed = challenge.failed_attempts + 1;
      const isLocked = failed >= TAN_MAX_FAILED_ATTEMPTS;
      await recordFailedAttempt(trx, challenge.id, failed, isLocked ? now : null);
      return { error: isLocked ? ("tan_locked" as const) : ("tan_invalid" as const), attemptsLeft: TAN_MAX_FAILED_ATTEMPTS - failed };
    }
    await markChallengeVerified(trx, challenge.id, now);
    return { destination: challenge.destination };
  });
  if ("destination" in outcome && outcome.destination) return { destination: outcome.destination };
  const failure = outcome as { error: "tan_invalid" | "tan_expired" | "tan_locked"; attemptsLeft?: number };
  throw new AppError(failure.error, failure.attemptsLeft !== undefined ? { attemptsLeft: failure.attemptsLeft } : undefined);
}

/** Uses up the signer's TAN checked (checkTanOf) within the last `windowMs`; false when there is none. */
export async function consumeCheckedTan(context: PlatformContext, owner: { signerId: string }, purpose: TanPurpose, windowMs: number): Promise<boolean> {
  const now = context.clock.now();
  return consumeVerifiedChallenge(context.db, owner.signerId, purpose, new Date(now.getTime() - windowMs), now);
}
