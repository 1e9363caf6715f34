import type { KeyValueStorage } from "../../shared/session/browser-storage.ts";

const LOCKED_NOTICE_KEY = "paraph-locked-notice-seen";

/** A member is shown the locked-business dialog once per tab and business, not on every page. */
export function markLockedNoticeSeen(storage: KeyValueStorage, businessId: string): void {
  storage.set(LOCKED_NOTICE_KEY, businessId);
}
export function hasSeenLockedNotice(storage: KeyValueStorage, businessId: string): boolean {
  return storage.get(LOCKED_NOTICE_KEY) === businessId;
}
