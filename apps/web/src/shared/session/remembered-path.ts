import type { KeyValueStorage } from "./browser-storage.ts";

const REMEMBERED_PATH_KEY = "paraph-remembered-path";

/** Paths never worth returning to: they are where a session starts or ends. */
const NOT_REMEMBERED = ["/login", "/logout", "/bye"];

export function rememberPath(storage: KeyValueStorage, fullPath: string): void {
  const pathname = fullPath.split(/[?#]/)[0] ?? "";
  if (NOT_REMEMBERED.includes(pathname)) return;
  storage.set(REMEMBERED_PATH_KEY, fullPath);
}

/**
 * The path to return to after the login, read once. Only same-site paths are returned
 * ("//evil.example" is a host, not a path), so the value cannot send the visitor elsewhere.
 */
export function peekRememberedPath(storage: KeyValueStorage): string | null {
  const path = storage.get(REMEMBERED_PATH_KEY);
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  return path;
}

export function forgetRememberedPath(storage: KeyValueStorage): void {
  storage.remove(REMEMBERED_PATH_KEY);
}
