/**
 * Storage that never throws: with cookies and site data blocked, merely touching localStorage
 * throws a SecurityError. The app then runs without memory and the guard shows /cookiesblocked.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * `fallback` keeps what the browser refuses to store: without it a refused write is lost, with it
 * the value lives as long as the page does.
 */
function wrap(getStorage: () => Storage, fallback?: KeyValueStorage): KeyValueStorage {
  return {
    get(key) {
      try {
        return getStorage().getItem(key);
      } catch {
        return fallback?.get(key) ?? null;
      }
    },
    set(key, value) {
      try {
        getStorage().setItem(key, value);
      } catch {
        // Nothing to remember with but the fallback; the cookies-blocked page explains why.
        fallback?.set(key, value);
      }
    },
    remove(key) {
      try {
        getStorage().removeItem(key);
      } catch {
        fallback?.remove(key);
      }
    },
  };
}

export const localStore: KeyValueStorage = wrap(() => window.localStorage);
/**
 * The tab's storage. A third-party frame whose browser blocks third-party site data (Chromium's
 * incognito windows, a user's choice) is denied it, which would lose the embedded signing view's
 * credential between its writing and its first use (docs/embedding.md): there it lives in memory
 * instead, for as long as the frame's page, so only a reload of the frame loses it.
 */
export const sessionStore: KeyValueStorage = wrapWithMemory(() => window.sessionStorage);

/** A browser storage that falls back to memory while the browser denies it. */
export function wrapWithMemory(getStorage: () => Storage): KeyValueStorage {
  return wrap(getStorage, createMemoryStorage());
}

/** A storage kept in memory, for tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
