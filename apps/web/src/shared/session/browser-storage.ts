/**
 * Storage that never throws: with cookies and site data blocked, merely touching localStorage
 * throws a SecurityError. The app then runs without memory and the guard shows /cookiesblocked.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function wrap(getStorage: () => Storage): KeyValueStorage {
  return {
    get(key) {
      try {
        return getStorage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        getStorage().setItem(key, value);
      } catch {
        // Nothing to remember with; the cookies-blocked page explains why.
      }
    },
    remove(key) {
      try {
        getStorage().removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

export const localStore: KeyValueStorage = wrap(() => window.localStorage);
export const sessionStore: KeyValueStorage = wrap(() => window.sessionStorage);

/** A storage kept in memory, for tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
