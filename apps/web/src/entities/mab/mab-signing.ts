import type { KeyValueStorage } from "../../shared/session/browser-storage.ts";
import { readDirectSignSession, updateDirectSignSession, type MabSigningState } from "../direct-sign/direct-sign-session.ts";

/**
 * A mobile signing (MAB) started in this tab, kept across the provider's round trip: a guest's in
 * the direct-sign session (spec §3 mabSigningState), an account's under a key of its own (it has
 * no direct-sign session). `/mab/redirect` reads it to redeem the answer and to find the way back.
 */
const ACCOUNT_MAB_KEY = "paraph-mab-signing";

/** Spec §3: ERROR until the signing is confirmed. */
export const MAB_SIGNING_PENDING = "ERROR";
export const MAB_SIGNING_SUCCESS = "SUCCESS";

export interface PendingMabSigning {
  state: MabSigningState;
  /** The guest of a direct link; an account signer otherwise. */
  isGuest: boolean;
}

function isMabSigningState(value: unknown): value is MabSigningState {
  if (typeof value !== "object" || value === null) return false;
  const state = value as Record<string, unknown>;
  return ["signatureRequestId", "userId", "signingStatus", "redirectQueryParams"].every((key) => typeof state[key] === "string");
}

export function rememberMabSigning(storage: KeyValueStorage, state: MabSigningState, isGuest: boolean): void {
  if (isGuest) updateDirectSignSession(storage, { mabSigningState: state });
  else storage.set(ACCOUNT_MAB_KEY, JSON.stringify(state));
}

export function readMabSigning(storage: KeyValueStorage): PendingMabSigning | null {
  const guest = readDirectSignSession(storage)?.mabSigningState;
  if (guest) return { state: guest, isGuest: true };
  try {
    const parsed: unknown = JSON.parse(storage.get(ACCOUNT_MAB_KEY) ?? "null");
    return isMabSigningState(parsed) ? { state: parsed, isGuest: false } : null;
  } catch {
    return null;
  }
}

export function updateMabSigningStatus(storage: KeyValueStorage, pending: PendingMabSigning, signingStatus: string): void {
  rememberMabSigning(storage, { ...pending.state, signingStatus }, pending.isGuest);
}

/** The round trip is over (confirmed or not); a guest who signed keeps that in their session. */
export function forgetMabSigning(storage: KeyValueStorage): void {
  storage.remove(ACCOUNT_MAB_KEY);
  if (readDirectSignSession(storage)?.mabSigningState) updateDirectSignSession(storage, { mabSigningState: null });
}

/** The page the signing started from: the guest's link or the account's request page, with its query (exit URL…). */
export function signingPageOf(pending: PendingMabSigning): string {
  const { signatureRequestId, userId, redirectQueryParams } = pending.state;
  const query = redirectQueryParams ? `?${redirectQueryParams.replace(/^\?/, "")}` : "";
  const path = pending.isGuest ? `/view/${encodeURIComponent(signatureRequestId)}/${encodeURIComponent(userId)}` : `/view/${encodeURIComponent(signatureRequestId)}`;
  return `${path}${query}`;
}
