import type { RateLimitRule } from "../http/rate-limiter.ts";

const MINUTE = 60_000;

/** Limits on endpoints where guessing pays: passwords, e-mailed tokens, mails to third parties. */
export const ACCOUNT_RATE_LIMITS = {
  loginPerIp: { name: "login-ip", limit: 30, windowMs: MINUTE },
  loginPerEmail: { name: "login-email", limit: 10, windowMs: 15 * MINUTE },
  mailPerIp: { name: "account-mail-ip", limit: 10, windowMs: 60 * MINUTE },
  mailPerEmail: { name: "account-mail-email", limit: 3, windowMs: 60 * MINUTE },
  tokenPerIp: { name: "mail-token-ip", limit: 30, windowMs: 10 * MINUTE },
  passwordCheckPerIp: { name: "password-check-ip", limit: 60, windowMs: MINUTE },
  passwordConfirmPerIp: { name: "password-confirm-ip", limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
