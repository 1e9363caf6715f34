import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../../shared/session/browser-storage.ts";
import { isChunkLoadError, reloadAfterChunkError } from "./chunk-reload.ts";

describe("chunk-load errors", () => {
  it("recognises the browsers' messages for a missing chunk", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads at most twice within the 10-second guard", () => {
    const storage = createMemoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, now: 0, reload })).toBe(true);
    expect(reloadAfterChunkError({ storage, now: 3000, reload })).toBe(true);
    expect(reloadAfterChunkError({ storage, now: 6000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("reloads again once the guard has expired", () => {
    const storage = createMemoryStorage();
    const reload = vi.fn();
    reloadAfterChunkError({ storage, now: 0, reload });
    reloadAfterChunkError({ storage, now: 1000, reload });
    expect(reloadAfterChunkError({ storage, now: 11_001, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
