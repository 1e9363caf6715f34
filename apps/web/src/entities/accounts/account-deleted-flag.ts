import type { KeyValueStorage } from "../../shared/session/browser-storage.ts";

const ACCOUNT_DELETED_KEY = "paraph-account-deleted";

/** /bye shows only right after an account deletion: the flag lives until the visitor goes elsewhere. */
export function markAccountDeleted(storage: KeyValueStorage): void {
  storage.set(ACCOUNT_DELETED_KEY, "1");
}
export function isAccountJustDeleted(storage: KeyValueStorage): boolean {
  return storage.get(ACCOUNT_DELETED_KEY) === "1";
}
export function clearAccountDeleted(storage: KeyValueStorage): void {
  storage.remove(ACCOUNT_DELETED_KEY);
}
