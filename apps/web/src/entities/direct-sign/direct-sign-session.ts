import type { KeyValueStorage } from "../../shared/session/browser-storage.ts";

const DIRECT_SIGN_KEY = "paraph-direct-sign";

/** Where the guest's own signature stands in this tab: OPEN until they signed or declined here. */
export const DIRECT_SIGNATURE_STATES = ["OPEN", "SIGNED", "DECLINED"] as const;
export type DirectSignatureState = (typeof DIRECT_SIGNATURE_STATES)[number];

/** Spec §3: a mobile signature (MAB) the guest started, kept across the provider's round trip. */
export interface MabSigningState {
  signatureRequestId: string;
  userId: string;
  /** Spec §3: ERROR until the provider reports otherwise. */
  signingStatus: string;
  redirectQueryParams: string;
}

/**
 * Spec §3 direct sign session: the guest's credentials come from the link (the user id and the
 * signature request id); the rest is what the guest did in this tab.
 */
export interface DirectSignSession {
  username: string;
  password: string;
  mabIdentInProgress: boolean;
  mabSigningState: MabSigningState | null;
  signatureState: DirectSignatureState;
}

function startSession(username: string, password: string): DirectSignSession {
  return { username, password, mabIdentInProgress: false, mabSigningState: null, signatureState: "OPEN" };
}

function isMabSigningState(value: unknown): value is MabSigningState {
  if (typeof value !== "object" || value === null) return false;
  const state = value as Record<string, unknown>;
  return ["signatureRequestId", "userId", "signingStatus", "redirectQueryParams"].every((key) => typeof state[key] === "string");
}

export function readDirectSignSession(storage: KeyValueStorage): DirectSignSession | null {
  const raw = storage.get(DIRECT_SIGN_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof DirectSignSession, unknown>>;
    if (typeof parsed.username !== "string" || typeof parsed.password !== "string") return null;
    const state = DIRECT_SIGNATURE_STATES.find((candidate) => candidate === parsed.signatureState);
    return {
      ...startSession(parsed.username, parsed.password),
      mabIdentInProgress: parsed.mabIdentInProgress === true,
      mabSigningState: isMabSigningState(parsed.mabSigningState) ? parsed.mabSigningState : null,
      signatureState: state ?? "OPEN",
    };
  } catch {
    return null;
  }
}

/** Records what the guest did (signed, declined); a tab without a session has nothing to change. */
export function updateDirectSignSession(
  storage: KeyValueStorage,
  changes: Partial<Omit<DirectSignSession, "username" | "password">>,
): DirectSignSession | null {
  const current = readDirectSignSession(storage);
  if (!current) return null;
  const next = { ...current, ...changes };
  storage.set(DIRECT_SIGN_KEY, JSON.stringify(next));
  return next;
}

/**
 * Starts (or keeps, on a reload) the session of credentials a page obtained itself rather than
 * from its path: the embedded signing view's, once its one-time link was opened (docs/embedding.md).
 */
export function beginDirectSignSession(storage: KeyValueStorage, username: string, password: string): DirectSignSession {
  const current = readDirectSignSession(storage);
  if (current && current.username === username && current.password === password) return current;
  const session = startSession(username, password);
  storage.set(DIRECT_SIGN_KEY, JSON.stringify(session));
  return session;
}

/** What the session needs of the route a path matched (app/routes/match-route.ts finds it). */
export interface DirectSignRouteMatch {
  route: { roles: readonly string[]; isMabReturn?: boolean; startsDirectSign?: boolean };
  params: Record<string, string>;
}

/**
 * Direct sign holds only on pages that allow the guest: a direct-sign link starts (or replaces)
 * the session from its parameters; any page without nas ends it, so a guest who walks on to
 * /login or /dashboard is treated as the visitor they really are. Opening the same link again
 * (a reload) keeps what the guest did in this tab.
 */
export function resolveDirectSign(storage: KeyValueStorage, match: DirectSignRouteMatch | null): DirectSignSession | null {
  if (!match || !match.route.roles.includes("nas")) {
    // The mobile signing's way back is not a guest page, but the guest's session must outlive it.
    if (!match?.route.isMabReturn) storage.remove(DIRECT_SIGN_KEY);
    return null;
  }
  const { id, userid } = match.params;
  if (match.route.startsDirectSign && id && userid) return beginDirectSignSession(storage, userid, id);
  return readDirectSignSession(storage);
}

/** Spec §6: the guest authenticates with Basic authorization. */
export function directSignAuthorization(session: Pick<DirectSignSession, "username" | "password">): string {
  const bytes = new TextEncoder().encode(`${session.username}:${session.password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** The Authorization header of the guest's link while this tab holds a direct-sign session, else null. */
export function directSignLinkAuthorization(storage: KeyValueStorage): string | null {
  const session = readDirectSignSession(storage);
  return session ? directSignAuthorization(session) : null;
}
