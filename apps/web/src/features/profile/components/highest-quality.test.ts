import { describe, expect, it } from "vitest";
import { makeUser } from "../../../test/user-factory.ts";
import { getHighestQuality } from "./highest-quality.ts";

const entry = (quality: string) => ({ quality, legislation: "zertes", provider: "paraph" });

describe("highest signature quality", () => {
  it("is none without a verified e-mail", () => {
    expect(getHighestQuality(makeUser({ emailVerified: false }))).toBe("none");
  });
  it("puts qes before aes before ses", () => {
    const base = makeUser();
    expect(getHighestQuality(base)).toBe("ses");
    const aes = makeUser({ signatureQualities: { ...base.signatureQualities, aes: { any: entry("aes") } } });
    expect(getHighestQuality(aes)).toBe("aes");
    const qes = makeUser({ signatureQualities: { ...aes.signatureQualities, qes: { eidas: null, zertes: entry("qes") } } });
    expect(getHighestQuality(qes)).toBe("qes");
  });
  it("says demo for a demo qes", () => {
    const base = makeUser();
    expect(getHighestQuality(makeUser({ signatureQualities: { ...base.signatureQualities, qes: { eidas: entry("demo"), zertes: null } } }))).toBe("demo");
  });
});
