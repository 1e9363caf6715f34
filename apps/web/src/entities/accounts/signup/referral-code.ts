import type { KeyValueStorage } from "../../../shared/session/browser-storage.ts";

const REFERRAL_KEY = "paraph-referral-code";

/** Spec §2: a `ucc` query parameter on sign-up is kept as the referral code for the registration. */
export function storeReferralCode(storage: KeyValueStorage, search: string): void {
  const code = new URLSearchParams(search).get("ucc")?.trim();
  if (code && code.length <= 64) storage.set(REFERRAL_KEY, code);
}

export function readReferralCode(storage: KeyValueStorage): string | null {
  return storage.get(REFERRAL_KEY);
}
