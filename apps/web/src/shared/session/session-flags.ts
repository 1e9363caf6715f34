import type { KeyValueStorage } from "./browser-storage.ts";

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

const LOCKED_NOTICE_KEY = "paraph-locked-notice-seen";

/** A member is shown the locked-business dialog once per tab and business, not on every page. */
export function markLockedNoticeSeen(storage: KeyValueStorage, businessId: string): void {
  storage.set(LOCKED_NOTICE_KEY, businessId);
}
export function hasSeenLockedNotice(storage: KeyValueStorage, businessId: string): boolean {
  return storage.get(LOCKED_NOTICE_KEY) === businessId;
}
