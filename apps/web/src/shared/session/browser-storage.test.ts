import { describe, expect, it } from "vitest";
import { createMemoryStorage, wrapWithMemory } from "./browser-storage.ts";

/** A Storage as the browser hands it out, backed by a memory storage. */
function storageOf(values = createMemoryStorage()): Storage {
  return {
    getItem: (key: string) => values.get(key),
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.remove(key),
  } as Storage;
}

const denied = (): Storage => {
  throw new DOMException("Access is denied for this document.", "SecurityError");
};

describe("wrapWithMemory", () => {
  it("uses the browser's storage while it is allowed", () => {
    const values = createMemoryStorage();
    const store = wrapWithMemory(() => storageOf(values));
    store.set("key", "value");
    expect(values.get("key")).toBe("value");
    expect(store.get("key")).toBe("value");
    store.remove("key");
    expect(values.get("key")).toBeNull();
  });

  it("keeps values in memory where the browser denies its storage (a third-party frame with site data blocked)", () => {
    const store = wrapWithMemory(denied);
    expect(store.get("key")).toBeNull();
    store.set("key", "value");
    expect(store.get("key")).toBe("value");
    store.remove("key");
    expect(store.get("key")).toBeNull();
  });
});
