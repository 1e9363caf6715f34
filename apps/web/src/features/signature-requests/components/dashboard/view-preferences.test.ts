import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, preferencesCookieName, readPreferences, writePreferences, type CookieJar, type DashboardPreferences } from "./view-preferences.ts";

/** A cookie jar that keeps name=value pairs as a browser would and records what was written. */
function memoryJar(): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join("; "),
    write: (cookie) => {
      written.push(cookie);
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      values.set(pair.slice(0, index), pair.slice(index + 1));
    },
  };
}

const CHANGED: DashboardPreferences = {
  filters: ["open", "declined"],
  dates: { from: "2026-01-01", to: "2026-03-31" },
  currentTimeMode: "updated",
  sentByMe: "me",
  sort: { by: "title", order: "asc" },
  view: "compact",
  pageSize: 100,
};

describe("dashboard view preferences", () => {
  it("starts from the defaults when the user has no cookie", () => {
    expect(readPreferences("user-1", memoryJar())).toEqual(DEFAULT_PREFERENCES);
  });

  it("keeps every preference of spec §3 in the user's cookie and reads it back", () => {
    const jar = memoryJar();
    writePreferences("user-1", CHANGED, jar, false);
    expect(readPreferences("user-1", jar)).toEqual(CHANGED);
  });

  it("writes a cookie named after the user, for 365 days, SameSite strict, Secure on https", () => {
    const jar = memoryJar();
    writePreferences("user-1", CHANGED, jar, true);
    const cookie = jar.written[0] ?? "";
    expect(cookie.startsWith(`${preferencesCookieName("user-1")}=`)).toBe(true);
    expect(preferencesCookieName("user-1")).toContain("user-1");
    expect(cookie).toContain("; Max-Age=31536000");
    expect(cookie).toContain("; SameSite=Strict");
    expect(cookie).toContain("; Path=/");
    expect(cookie).toContain("; Secure");
    writePreferences("user-1", CHANGED, jar, false);
    expect(jar.written[1]).not.toContain("Secure");
  });

  it("keeps one user's view apart from another's in the same browser", () => {
    const jar = memoryJar();
    writePreferences("user-1", CHANGED, jar, false);
    expect(readPreferences("user-2", jar)).toEqual(DEFAULT_PREFERENCES);
  });

  it("keeps what still fits from a damaged or outdated cookie", () => {
    const jar = memoryJar();
    const damaged = { ...CHANGED, pageSize: 30, sort: { by: "colour", order: "up" }, filters: ["open", "archived"] };
    jar.write(`${preferencesCookieName("user-1")}=${encodeURIComponent(JSON.stringify(damaged))}`);
    const read = readPreferences("user-1", jar);
    expect(read.pageSize).toBe(25);
    expect(read.sort).toEqual(DEFAULT_PREFERENCES.sort);
    expect(read.filters).toEqual([]);
    expect(read.view).toBe("compact");
    expect(read.dates).toEqual(CHANGED.dates);
    jar.write(`${preferencesCookieName("user-1")}=not%20json`);
    expect(readPreferences("user-1", jar)).toEqual(DEFAULT_PREFERENCES);
  });
});
