import type { KeyValueStorage } from "./browser-storage.ts";

const TOKEN_KEY = "paraph-token";

/** The session token, kept across reloads; components subscribe to follow logins and logouts. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /**
   * Uses `token` for this page only, never stored: an embedded composer's confined session
   * (docs/embedding.md) must not outlive its frame nor replace the account's own session.
   */
  hold(token: string): void;
  subscribe(listener: () => void): () => void;
}

export function createTokenStore(storage: KeyValueStorage): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let held: string | null = null;
  return {
    get: () => held ?? storage.get(TOKEN_KEY),
    set(token) {
      storage.set(TOKEN_KEY, token);
      notify();
    },
    hold(token) {
      held = token;
      notify();
    },
    clear() {
      if (held !== null) {
        held = null;
        notify();
        return;
      }
      if (storage.get(TOKEN_KEY) === null) return;
      storage.remove(TOKEN_KEY);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
