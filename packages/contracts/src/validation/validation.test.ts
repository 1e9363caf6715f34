import { describe, expect, it } from "vitest";
import { emailSchema, isValidDomain, isValidEmail } from "./email.ts";
import { isValidPhone } from "./phone.ts";
import { parseRedirectTimeout, resolveRedirectTargets, sanitizeRedirectUrl } from "./redirect.ts";
import { isIntegerInRange } from "./number.ts";

describe("e-mail (spec §5)", () => {
  it.each(["anna@example.ch", "a.b-c+tag@sub.example.co.uk", "x_y@example.museum", "O'Neil@example.ie"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(["", "anna", "@example.ch", "anna@", "anna@example", "anna@example.c", "anna@example.1a", ".anna@example.ch", "an..na@example.ch", "an na@example.ch", "anna@-example.ch", "anna@exa_mple.ch"])(
    "refuses %j",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it("normalises to lower case and trims", () => {
    expect(emailSchema.parse("  Anna.Muster@Example.CH ")).toBe("anna.muster@example.ch");
  });
});

describe("domain (spec §5)", () => {
  it("accepts host names with a letter TLD of 2+ characters and labels up to 63", () => {
    expect(isValidDomain("example.ch")).toBe(true);
    expect(isValidDomain(`${"a".repeat(63)}.ch`)).toBe(true);
  });
  it("refuses a label over 63 characters, a missing or short TLD, and leading hyphens", () => {
    expect(isValidDomain(`${"a".repeat(64)}.ch`)).toBe(false);
    expect(isValidDomain("localhost")).toBe(false);
    expect(isValidDomain("example.c")).toBe(false);
    expect(isValidDomain("-example.ch")).toBe(false);
  });
});

describe("phone (spec §5)", () => {
  it.each(["079 123 4567", "+079.123.456789", "(079) 123-4567", "0791234567", "+4179123456"])("accepts %s", (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(["", "12-34", "079 123 456", "079 123 4567890", "+41 79 123 45 67", "abc def ghij", "079_123_4567"])("refuses %j", (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe("redirects (spec §5)", () => {
  it("keeps only http and https URLs", () => {
    expect(sanitizeRedirectUrl("https://example.ch/done")).toBe("https://example.ch/done");
    expect(sanitizeRedirectUrl("javascript:alert(1)")).toBe("");
    expect(sanitizeRedirectUrl("/relative")).toBe("");
    expect(sanitizeRedirectUrl(undefined)).toBe("");
  });
  it("falls back to the exit URL for error and decline", () => {
    expect(resolveRedirectTargets({ exitURL: "https://a.ch", errorURL: "ftp://b.ch" })).toEqual({
      exitUrl: "https://a.ch/",
      errorUrl: "https://a.ch/",
      declineUrl: "https://a.ch/",
    });
  });
  it.each([
    [undefined, 45],
    ["", 45],
    ["abc", 45],
    ["0", 0],
    ["5", 10],
    ["30", 30],
    ["500", 90],
    [60, 60],
  ] as const)("redirectTimeout %j gives %i seconds", (value, seconds) => {
    expect(parseRedirectTimeout(value)).toBe(seconds);
  });
});

describe("numbers (spec §5)", () => {
  it("checks integers within a range", () => {
    expect(isIntegerInRange(5, 1, 10)).toBe(true);
    expect(isIntegerInRange(5.5, 1, 10)).toBe(false);
    expect(isIntegerInRange(11, 1, 10)).toBe(false);
    expect(isIntegerInRange("5", 1, 10)).toBe(false);
  });
});
