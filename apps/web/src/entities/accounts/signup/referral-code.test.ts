import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../../../shared/session/browser-storage.ts";
import { readReferralCode, storeReferralCode } from "./referral-code.ts";

describe("referral code", () => {
  it("keeps the ucc parameter of the sign-up link", () => {
    const storage = createMemoryStorage();
    storeReferralCode(storage, "?ucc=FRIEND42");
    expect(readReferralCode(storage)).toBe("FRIEND42");
  });

  it("keeps the code when a later visit carries none, and ignores an oversized one", () => {
    const storage = createMemoryStorage();
    storeReferralCode(storage, "?ucc=FRIEND42");
    storeReferralCode(storage, "");
    storeReferralCode(storage, `?ucc=${"x".repeat(65)}`);
    expect(readReferralCode(storage)).toBe("FRIEND42");
  });
});
