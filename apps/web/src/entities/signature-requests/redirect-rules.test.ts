import { describe, expect, it } from "vitest";
import { chooseRedirect, readRedirectSettings } from "./redirect-rules.ts";

const open = { status: "open" as const, declinedHere: false, loadFailed: false };

describe("redirect rules of /view", () => {
  it("keeps only http and https URLs; error and decline fall back to the exit URL", () => {
    const settings = readRedirectSettings("?exitURL=https://shop.example/done&errorURL=javascript:alert(1)&declineURL=ftp://x");
    expect(settings.targets).toEqual({ exitUrl: "https://shop.example/done", errorUrl: "https://shop.example/done", declineUrl: "https://shop.example/done" });
    expect(readRedirectSettings("?exitURL=data:text/html,hi").targets.exitUrl).toBe("");
  });

  it("reads the timeout: 45 by default, 0 kept, others clamped to 10..90, nonsense ignored", () => {
    expect(readRedirectSettings("").timeoutSeconds).toBe(45);
    expect(readRedirectSettings("?redirectTimeout=0").timeoutSeconds).toBe(0);
    expect(readRedirectSettings("?redirectTimeout=3").timeoutSeconds).toBe(10);
    expect(readRedirectSettings("?redirectTimeout=600").timeoutSeconds).toBe(90);
    expect(readRedirectSettings("?redirectTimeout=soon").timeoutSeconds).toBe(45);
  });

  it("stays while the request is open, leaves to the exit URL once it ended", () => {
    const settings = readRedirectSettings("?exitURL=https://shop.example/done");
    expect(chooseRedirect(settings, open)).toBeNull();
    for (const status of ["completed", "declined", "withdrawn", "expired"] as const) {
      expect(chooseRedirect(settings, { ...open, status })).toEqual({ url: "https://shop.example/done", reason: "exit" });
    }
    expect(chooseRedirect(readRedirectSettings(""), { ...open, status: "completed" })).toBeNull();
  });

  it("after declining here leaves to the decline URL only with declineRedirect", () => {
    const query = "?exitURL=https://shop.example/done&declineURL=https://shop.example/declined";
    expect(chooseRedirect(readRedirectSettings(`${query}&declineRedirect=true`), { ...open, status: "declined", declinedHere: true })).toEqual({
      url: "https://shop.example/declined",
      reason: "decline",
    });
    expect(chooseRedirect(readRedirectSettings(query), { ...open, status: "declined", declinedHere: true })).toBeNull();
    expect(chooseRedirect(readRedirectSettings(`${query}&declineRedirect=false`), { ...open, status: "declined", declinedHere: true })).toBeNull();
  });

  it("leaves to the error URL when the request cannot be loaded", () => {
    const settings = readRedirectSettings("?exitURL=https://shop.example/done&errorURL=https://shop.example/error");
    expect(chooseRedirect(settings, { status: null, declinedHere: false, loadFailed: true })).toEqual({ url: "https://shop.example/error", reason: "error" });
  });
});
