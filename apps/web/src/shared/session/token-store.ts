import type { KeyValueStorage } from "./browser-storage.ts";

const TOKEN_KEY = "paraph-token";

/** The session token, kept across reloads; components subscribe to follow logins and logouts. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createTokenStore(storage: KeyValueStorage): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => storage.get(TOKEN_KEY),
    set(token) {
      storage.set(TOKEN_KEY, token);
      notify();
    },
    clear() {
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
