import type { KeyValueStorage } from "../session/browser-storage.ts";

/**
 * The server states its mode in `<meta name="paraph-mode" content="…">` of index.html. A page
 * without the tag counts as not production: a missing frame in production is worse than a
 * visible one in a test system.
 */
export function readRuntimeMode(doc: Document = document): string {
  return doc.querySelector('meta[name="paraph-mode"]')?.getAttribute("content")?.trim() || "development";
}

export const HIDE_STAGING_ALERT_KEY = "hide-staging-alert";

export function shouldShowTestSystemFrame(mode: string, storage: KeyValueStorage): boolean {
  return mode !== "production" && storage.get(HIDE_STAGING_ALERT_KEY) === null;
}
