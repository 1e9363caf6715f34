import { DEFAULT_LANGUAGE, type Language, type SignupFlow } from "@paraph/contracts";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../../platform/auth/password-hashing.ts";
import type { AuthContext, IssuedSession } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findUserByEmail, findUserById, insertUser, newUserRow, updateUserRow } from "../users/index.ts";
import { updateEmailTokenLanguage } from "./email-token-repository.ts";
import {
  consumeEmailToken,
  findUsableEmailToken,
  issueEmailToken,
  RESET_TOKEN_LIFETIME_MS,
  SIGNUP_TOKEN_LIFETIME_MS,
} from "./email-tokens.ts";
import { checkPasswordPolicy, type PasswordCheck } from "./password-policy.ts";

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/** Where the link of a sign-up confirmation mail leads, per flow. */
const SIGNUP_PATHS: Record<SignupFlow, string> = {
  free: "/signup/steps",
  business: "/business/signup/steps",
  eidplus: "/signup/flows/eidplus/confirm",
};

/**
 * Mails a confirmation link. For an address that already has an account it mails a login hint
 * instead, so the answer never tells a caller whether the address is registered.
 */
export async function requestConfirmation(
  context: PlatformContext,
  input: { email: string; flow: SignupFlow; lang?: Language | undefined },
): Promise<void> {
  const lang = input.lang ?? DEFAULT_LANGUAGE;
  await context.db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, input.email);
    if (existing) {
      const link = `${context.publicUrl}/login?email=${encodeURIComponent(input.email)}`;
      await context.mailer.queue(trx, { to: input.email, template: "signup-already-registered", lang: existing.lang, data: { link } });
      return;
    }
    const token = await issueEmailToken(context, trx, { purpose: "signup", email: input.email, userId: null, flow: input.flow, lang });
    const link = `${context.publicUrl}${SIGNUP_PATHS[input.flow]}?token=${token}`;
    await context.mailer.queue(trx, {
      to: input.email,
      template: "signup-confirmation",
      lang,
      data: { link, hours: SIGNUP_TOKEN_LIFETIME_MS / 3_600_000 },
    });
  });
}

/** Tells which address a sign-up token confirms; a language given here becomes the account's default. */
export async function validateConfirmation(context: PlatformContext, token: string, language: Language | undefined) {
  const row = await findUsableEmailToken(context, context.db, "signup", token);
  if (language && language !== row.lang) await updateEmailTokenLanguage(context.db, row.id, language);
  return { email: row.email, flow: (row.flow ?? "free") as SignupFlow, expiresAt: row.expires_at.toISOString() };
}

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  password: string;
  token: string;
  gtc: boolean;
  lang?: Language | undefined;
  mobile?: string | undefined;
  celloUCC?: string | undefined;
}

/** What a registration checks before its transaction: terms, token and password; argon2 runs here. */
export interface PreparedRegistration {
  input: RegistrationInput;
  passwordHash: string;
}

export async function prepareRegistration(context: PlatformContext, input: RegistrationInput): Promise<PreparedRegistration> {
  if (!input.gtc) throw new AppError("gtc_not_accepted");
  const pending = await findUsableEmailToken(context, context.db, "signup", input.token);
  assertPasswordPolicy(checkPasswordPolicy(input.password, { email: pending.email, names: [input.firstName, input.lastName] }));
  return { input, passwordHash: await hashPassword(input.password) };
}

/**
 * Uses the sign-up token up and creates the account inside the caller's transaction; the address
 * was confirmed by the token, and an address registered meanwhile is refused.
 */
export async function createAccountFromToken(context: PlatformContext, trx: JobExecutor, prepared: PreparedRegistration): Promise<string> {
  const { input, passwordHash } = prepared;
  const token = await consumeEmailToken(context, trx, "signup", input.token);
  if (await findUserByEmail(trx, token.email)) throw new AppError("email_already_registered");
  const now = context.clock.now();
  const userId = crypto.randomUUID();
  await insertUser(
    trx,
    newUserRow({
      id: userId,
      email: token.email,
      first_name: input.firstName,
      last_name: input.lastName,
      password_hash: passwordHash,
      lang: input.lang ?? token.lang,
      mobile: input.mobile ?? null,
      cello_ucc: input.celloUCC ?? null,
      first_login_at: now,
      now,
    }),
  );
  return userId;
}

export async function register(context: PlatformContext, input: RegistrationInput, client: ClientInfo): Promise<IssuedSession> {
  const prepared = await prepareRegistration(context, input);
  return context.db.transaction().execute(async (trx) => {
    const userId = await createAccountFromToken(context, trx, prepared);
    return context.sessions.create(trx, userId, client);
  });
}

/**
 * Logs in. An unknown address, an account without a password and a wrong password all answer
 * invalid_credentials after the same argon2 work, so timing tells nothing either.
 */
export async function login(
  context: PlatformContext,
  input: { email: string; password: string; first_login?: boolean | undefined },
  client: ClientInfo,
): Promise<IssuedSession> {
  const user = await findUserByEmail(context.db, input.email);
  const isValid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!user || !isValid) throw new AppError("invalid_credentials");
  const isWeak = !checkPasswordPolicy(input.password, { email: user.email, names: [user.first_name, user.last_name] })
    .validPassword;
  return context.db.transaction().execute(async (trx) => {
    const now = context.clock.now();
    if (isWeak !== user.weak_password || (input.first_login && !user.first_login_at)) {
      await updateUserRow(trx, user.id, {
        weak_password: isWeak,
        first_login_at: user.first_login_at ?? now,
        updated_at: now,
      });
    }
    return context.sessions.create(trx, user.id, client);
  });
}

export async function logout(context: PlatformContext, auth: AuthContext): Promise<void> {
  await context.sessions.revoke(context.db, auth.sessionId);
}

/** The e-mail the password must not contain comes from the sign-up or reset token, else the user. */
export async function checkPassword(
  context: PlatformContext,
  input: { password: string; token?: string | undefined },
  auth: AuthContext | null,
): Promise<PasswordCheck> {
  let email: string | undefined;
  let names: string[] = [];
  if (input.token) {
    const signup = await findUsableEmailToken(context, context.db, "signup", input.token).catch(() => undefined);
    const reset = signup ? undefined : await findUsableEmailToken(context, context.db, "reset", input.token);
    email = (signup ?? reset)?.email;
  } else if (auth) {
    const user = await findUserById(context.db, auth.userId);
    email = user?.email;
    names = user ? [user.first_name, user.last_name] : [];
  }
  return checkPasswordPolicy(input.password, { email, names });
}

export async function changePassword(
  context: PlatformContext,
  auth: AuthContext,
  input: { old: string; new: string },
  client: ClientInfo,
): Promise<IssuedSession> {
  const user = await findUserById(context.db, auth.userId);
  if (!user) throw new AppError("unauthenticated");
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.old))) throw new AppError("wrong_password");
  assertPasswordPolicy(checkPasswordPolicy(input.new, { email: user.email, names: [user.first_name, user.last_name] }));
  const passwordHash = await hashPassword(input.new);
  return context.db.transaction().execute(async (trx) => {
    await setPassword(context, trx, user.id, passwordHash);
    await context.mailer.queue(trx, {
      to: user.email,
      template: "password-changed",
      lang: user.lang,
      data: { link: `${context.publicUrl}/password-reset` },
    });
    return context.sessions.create(trx, user.id, client);
  });
}

/** Mails a reset link when the address has an account; answers the same either way. */
export async function requestReset(context: PlatformContext, input: { email: string; lang?: Language | undefined }): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, input.email);
    // An API user has no password to reset (docs/api-users.md): answered like an unknown address.
    if (!user || user.is_api_user) return;
    const lang = input.lang ?? (user.lang as Language);
    const token = await issueEmailToken(context, trx, { purpose: "reset", email: user.email, userId: user.id, flow: null, lang });
    await context.mailer.queue(trx, {
      to: user.email,
      template: "password-reset",
      lang,
      data: { link: `${context.publicUrl}/password-reset/new?token=${token}`, minutes: RESET_TOKEN_LIFETIME_MS / 60_000 },
    });
  });
}

export async function resetPassword(context: PlatformContext, input: { token: string; new: string }): Promise<void> {
  const pending = await findUsableEmailToken(context, context.db, "reset", input.token);
  const user = pending.user_id ? await findUserById(context.db, pending.user_id) : undefined;
  if (!user) throw new AppError("token_invalid");
  assertPasswordPolicy(checkPasswordPolicy(input.new, { email: user.email, names: [user.first_name, user.last_name] }));
  const passwordHash = await hashPassword(input.new);
  await context.db.transaction().execute(async (trx) => {
    await consumeEmailToken(context, trx, "reset", input.token);
    await setPassword(context, trx, user.id, passwordHash);
  });
}

/** A new password ends every session of the user: whoever knew the old one is logged out. */
async function setPassword(context: PlatformContext, trx: Parameters<typeof updateUserRow>[0], userId: string, passwordHash: string) {
  const now = context.clock.now();
  await updateUserRow(trx, userId, { password_hash: passwordHash, weak_password: false, updated_at: now });
  await context.sessions.revokeAllOfUser(trx, userId);
}

function assertPasswordPolicy(check: PasswordCheck): void {
  if (!check.validPassword) throw new AppError("weak_password", { errorCode: check.errorCode });
}
