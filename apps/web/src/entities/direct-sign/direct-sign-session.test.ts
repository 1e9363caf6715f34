import { describe, expect, it } from "vitest";
import { matchRoute } from "../../app/routes/match-route.ts";
import { createMemoryStorage } from "../../shared/session/browser-storage.ts";
import { directSignAuthorization, readDirectSignSession, resolveDirectSign, updateDirectSignSession } from "./direct-sign-session.ts";

const FRESH = { username: "user-4", password: "sr-9", mabIdentInProgress: false, mabSigningState: null, signatureState: "OPEN" };

describe("direct-sign session", () => {
  it("starts from the link parameters with the §3 fields and holds on other guest pages", () => {
    const storage = createMemoryStorage();
    expect(resolveDirectSign(storage, matchRoute("/view/sr-9/user-4"))).toEqual(FRESH);
    expect(resolveDirectSign(storage, matchRoute("/direct-sign/identification/zertes"))).toEqual(FRESH);
  });

  it("ends on a page that does not allow the guest", () => {
    const storage = createMemoryStorage();
    resolveDirectSign(storage, matchRoute("/view/sr-9/user-4"));
    expect(resolveDirectSign(storage, matchRoute("/login"))).toBeNull();
    expect(resolveDirectSign(storage, matchRoute("/direct-sign/identification/zertes"))).toBeNull();
  });

  it("survives the mobile signing's way back, which is not a guest page, without being active there", () => {
    const storage = createMemoryStorage();
    resolveDirectSign(storage, matchRoute("/view/sr-9/user-4"));
    expect(resolveDirectSign(storage, matchRoute("/mab/redirect"))).toBeNull();
    expect(readDirectSignSession(storage)).toEqual(FRESH);
    expect(resolveDirectSign(storage, matchRoute("/view/sr-9/user-4"))).toEqual(FRESH);
  });

  it("keeps what the guest did when the same link opens again, and forgets it for another link", () => {
    const storage = createMemoryStorage();
    resolveDirectSign(storage, matchRoute("/view/sr-9/user-4"));
    expect(updateDirectSignSession(storage, { signatureState: "SIGNED" })).toMatchObject({ signatureState: "SIGNED" });
    expect(resolveDirectSign(storage, matchRoute("/view/sr-9/user-4"))?.signatureState).toBe("SIGNED");
    expect(resolveDirectSign(storage, matchRoute("/view/sr-1/user-7"))).toEqual({ ...FRESH, username: "user-7", password: "sr-1" });
  });

  it("reads a damaged or foreign entry safely", () => {
    expect(readDirectSignSession(createMemoryStorage({ "paraph-direct-sign": "{not json" }))).toBeNull();
    expect(readDirectSignSession(createMemoryStorage({ "paraph-direct-sign": JSON.stringify({ username: 4 }) }))).toBeNull();
    const odd = createMemoryStorage({ "paraph-direct-sign": JSON.stringify({ username: "u", password: "p", signatureState: "MAYBE", mabSigningState: { userId: 1 } }) });
    expect(readDirectSignSession(odd)).toEqual({ ...FRESH, username: "u", password: "p" });
    expect(updateDirectSignSession(createMemoryStorage(), { signatureState: "DECLINED" })).toBeNull();
  });

  it("authenticates with Basic user id and request id", () => {
    expect(directSignAuthorization({ username: "user-4", password: "sr-9" })).toBe(`Basic ${btoa("user-4:sr-9")}`);
  });
});
