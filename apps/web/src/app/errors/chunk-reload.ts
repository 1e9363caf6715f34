import { CHUNK_LOAD_MAX_RELOADS, RELOAD_GUARD_MS } from "@paraph/contracts";
import type { KeyValueStorage } from "../../shared/session/browser-storage.ts";

const RELOADS_KEY = "paraph-chunk-reloads";

/** After a deployment the old page asks for chunks that no longer exist; a reload fetches the new ones. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Spec §8/§9: reload up to 2 times; the count lives 10 seconds, so a chunk that is really missing
 * ends on the error page instead of reloading forever, while a later deployment may reload again.
 * Returns whether the page is reloading.
 */
export function reloadAfterChunkError(options: { storage: KeyValueStorage; now: number; reload: () => void }): boolean {
  let count = 0;
  try {
    const saved = JSON.parse(options.storage.get(RELOADS_KEY) ?? "null") as { count?: unknown; at?: unknown } | null;
    if (saved && typeof saved.count === "number" && typeof saved.at === "number" && options.now - saved.at <= RELOAD_GUARD_MS) {
      count = saved.count;
    }
  } catch {
    // A damaged record counts as none.
  }
  if (count >= CHUNK_LOAD_MAX_RELOADS) return false;
  options.storage.set(RELOADS_KEY, JSON.stringify({ count: count + 1, at: options.now }));
  options.reload();
  return true;
}
