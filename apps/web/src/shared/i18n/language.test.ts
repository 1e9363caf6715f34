import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../session/browser-storage.ts";
import { currencyFor, formatDateTime, formatMoney } from "./format.ts";
import { languageFromQuery, resolveInitialLanguage } from "./language.ts";

describe("language query parameter", () => {
  it("accepts only supported codes", () => {
    expect(languageFromQuery("de-ch", false)).toBe("de-ch");
    expect(languageFromQuery("FR-CH", false)).toBe("fr-ch");
    expect(languageFromQuery("es", false)).toBeNull();
    expect(languageFromQuery("de", false)).toBeNull();
    expect(languageFromQuery(null, false)).toBeNull();
  });

  it("offers Italian only in direct sign", () => {
    expect(languageFromQuery("it", false)).toBeNull();
    expect(languageFromQuery("it", true)).toBe("it");
  });

  it("prefers the query, then the last choice, then the browser, then en-gb", () => {
    const storage = createMemoryStorage({ "paraph-language": "fr-ch" });
    expect(resolveInitialLanguage({ search: "?lang=de-ch", storage, browserLanguages: ["en"], isDirectSign: false })).toBe("de-ch");
    expect(resolveInitialLanguage({ search: "?lang=xx", storage, browserLanguages: ["en"], isDirectSign: false })).toBe("fr-ch");
    const empty = createMemoryStorage();
    expect(resolveInitialLanguage({ search: "", storage: empty, browserLanguages: ["de-DE", "en"], isDirectSign: false })).toBe("de-ch");
    expect(resolveInitialLanguage({ search: "", storage: empty, browserLanguages: ["ja"], isDirectSign: false })).toBe("en-gb");
  });
});

describe("formats of spec §9", () => {
  it("shows CHF for the Swiss languages and EUR for English", () => {
    expect(currencyFor("de-ch")).toBe("CHF");
    expect(currencyFor("fr-ch")).toBe("CHF");
    expect(currencyFor("en-gb")).toBe("EUR");
    expect(formatMoney(12, "de-ch")).toContain("CHF");
    expect(formatMoney(12, "en-gb")).toContain("EUR");
  });

  it("shows day, short month, year, hour and minute", () => {
    const text = formatDateTime(new Date(2026, 2, 7, 14, 5), "en-gb");
    expect(text).toMatch(/7 Mar 2026/);
    expect(text).toMatch(/14:05/);
  });
});
