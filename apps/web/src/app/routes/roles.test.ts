import { describe, expect, it } from "vitest";
import { deriveRole, isRoleAllowed } from "./roles.ts";

describe("role derivation", () => {
  it("gives unauthenticated without a user id", () => {
    expect(deriveRole({ userId: null, isDirectSign: false, business: null })).toBe("unauthenticated");
  });
  it("gives nas in direct sign, even with a session in the browser", () => {
    expect(deriveRole({ userId: null, isDirectSign: true, business: null })).toBe("nas");
    expect(deriveRole({ userId: "u1", isDirectSign: true, business: null })).toBe("nas");
  });
  it("gives admin, member or user from the business", () => {
    expect(deriveRole({ userId: "u1", isDirectSign: false, business: { isAdmin: true, isMember: true } })).toBe("admin");
    expect(deriveRole({ userId: "u1", isDirectSign: false, business: { isAdmin: false, isMember: true } })).toBe("member");
    expect(deriveRole({ userId: "u1", isDirectSign: false, business: null })).toBe("user");
  });
});

describe("role inheritance", () => {
  it("lets admin act as member and user, member as user", () => {
    expect(isRoleAllowed("admin", ["user"])).toBe(true);
    expect(isRoleAllowed("admin", ["member"])).toBe(true);
    expect(isRoleAllowed("member", ["user"])).toBe(true);
    expect(isRoleAllowed("member", ["admin"])).toBe(false);
    expect(isRoleAllowed("user", ["member"])).toBe(false);
  });
  it("does not let nas or unauthenticated act as user", () => {
    expect(isRoleAllowed("nas", ["user"])).toBe(false);
    expect(isRoleAllowed("unauthenticated", ["user"])).toBe(false);
  });
  it("allows only the exact role on strict routes", () => {
    expect(isRoleAllowed("admin", ["user"], true)).toBe(false);
    expect(isRoleAllowed("member", ["user", "admin"], true)).toBe(false);
    expect(isRoleAllowed("admin", ["user", "admin"], true)).toBe(true);
    expect(isRoleAllowed("user", ["user"], true)).toBe(true);
  });
});
