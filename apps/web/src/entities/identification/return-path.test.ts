import { describe, expect, it } from "vitest";
import { readReturnPath, standardPagePath, withReturnPath } from "./return-path.ts";

describe("return path through the standards pages", () => {
  it("keeps a path inside Paraph and round-trips it", () => {
    const path = withReturnPath("/profile/signature-standards/eidas", "/view/abc?x=1");
    expect(path).toBe("/profile/signature-standards/eidas?returnTo=%2Fview%2Fabc%3Fx%3D1");
    expect(readReturnPath(path.slice(path.indexOf("?")))).toBe("/view/abc?x=1");
    expect(withReturnPath("/a?b=1", "/c")).toBe("/a?b=1&returnTo=%2Fc");
    expect(withReturnPath("/a", null)).toBe("/a");
  });

  it("drops another site, a protocol-relative address and nothing at all", () => {
    expect(readReturnPath("?returnTo=https%3A%2F%2Fevil.example")).toBeNull();
    expect(readReturnPath("?returnTo=%2F%2Fevil.example")).toBeNull();
    expect(readReturnPath("?returnTo=%2F%5Cevil.example")).toBeNull();
    expect(readReturnPath("")).toBeNull();
  });

  it("sends AES to the mobile number and QES to the identification of its legislation", () => {
    expect(standardPagePath("aes", null)).toBe("/profile/signature-standards/mobile-id");
    expect(standardPagePath("qes", "zertes")).toBe("/profile/signature-standards/zertes");
    expect(standardPagePath("aesMinimal", "eidas")).toBe("/profile/signature-standards/eidas");
    expect(standardPagePath("qes", null)).toBe("/profile/signature-standards/update");
  });
});
