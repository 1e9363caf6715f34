import { describe, expect, it } from "vitest";
import { base64Text, looksLikeBase64 } from "./base64.ts";

describe("base64 text as the contract looks at it", () => {
  it("takes whole groups of four from the alphabet, with padding only at the end", () => {
    for (const good of ["AAAA", "QUJD", "QUI=", "QQ==", Buffer.alloc(3000, 7).toString("base64")]) expect(looksLikeBase64(good), good.slice(0, 20)).toBe(true);
  });

  it("refuses text that is not base64 at either end, or not in groups of four", () => {
    const long = Buffer.alloc(3000, 7).toString("base64");
    for (const bad of ["AAA", "AA=A", "=AAA", "A A=", `%PDF${long}`, `${long.slice(0, -4)}AB\u0000=`, `${long}====`, "Anna\u0000Admin"]) {
      expect(looksLikeBase64(bad), JSON.stringify(bad.slice(0, 12))).toBe(false);
    }
  });

  it("leaves the middle of a long text to the server's decoder (documented, not hidden)", () => {
    const long = Buffer.alloc(3000, 7).toString("base64");
    const middle = `${long.slice(0, 2000)}!!!!${long.slice(2004)}`;
    expect(base64Text().safeParse(middle).success).toBe(true);
  });
});
