import { describe, expect, it } from "vitest";
import { highestSignatureQuality } from "./signature-quality.ts";

const entry = (quality: string, legislation: string, provider = "paraph") => ({ quality, legislation, provider });
const none = { ses: { any: null }, aes: { any: null }, aesMinimal: { eidas: null, zertes: null }, qes: { eidas: null, zertes: null }, seal: { aes: null, qes: null } };

describe("highest signature quality (spec §4)", () => {
  it("is none without a verified e-mail, whatever else the user holds", () => {
    expect(highestSignatureQuality({ emailVerified: false, signatureQualities: { ...none, ses: { any: entry("ses", "any") } } })).toBeNull();
  });
  it("orders qes above aes above ses and marks a demo qes", () => {
    const ses = { ...none, ses: { any: entry("ses", "any") } };
    const aes = { ...ses, aes: { any: entry("aes", "any") } };
    const qes = { ...aes, qes: { eidas: entry("qes", "eidas", "demo"), zertes: null } };
    expect(highestSignatureQuality({ emailVerified: true, signatureQualities: ses })).toEqual({ quality: "ses", legislation: "any", isDemo: false });
    expect(highestSignatureQuality({ emailVerified: true, signatureQualities: aes })).toEqual({ quality: "aes", legislation: "any", isDemo: false });
    expect(highestSignatureQuality({ emailVerified: true, signatureQualities: qes })).toEqual({ quality: "qes", legislation: "eidas", isDemo: true });
    expect(highestSignatureQuality({ emailVerified: true, signatureQualities: none })).toBeNull();
  });
});
