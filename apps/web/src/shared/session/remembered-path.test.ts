import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "./browser-storage.ts";
import { forgetRememberedPath, peekRememberedPath, rememberPath } from "./remembered-path.ts";

describe("remembered path", () => {
  it("returns the remembered path until it is forgotten", () => {
    const storage = createMemoryStorage();
    rememberPath(storage, "/profile/settings?x=1");
    expect(peekRememberedPath(storage)).toBe("/profile/settings?x=1");
    forgetRememberedPath(storage);
    expect(peekRememberedPath(storage)).toBeNull();
  });

  it("does not remember the login and logout pages", () => {
    const storage = createMemoryStorage();
    rememberPath(storage, "/login?email=a@b.ch");
    rememberPath(storage, "/logout");
    expect(peekRememberedPath(storage)).toBeNull();
  });

  it("refuses paths that would leave the site", () => {
    const storage = createMemoryStorage({ "paraph-remembered-path": "//evil.example/x" });
    expect(peekRememberedPath(storage)).toBeNull();
  });
});
