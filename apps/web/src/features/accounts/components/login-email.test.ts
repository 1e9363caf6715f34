import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../../../shared/session/browser-storage.ts";
import { loginEmailFromQuery, storeLoginEmail } from "./login-email.ts";

describe("email query parameter", () => {
  it("is lower-cased and kept when it is an e-mail address", () => {
    expect(loginEmailFromQuery("?email=Ada.Lovelace@Example.COM")).toBe("ada.lovelace@example.com");
  });

  it("is ignored when it is not", () => {
    expect(loginEmailFromQuery("?email=not-an-address")).toBeNull();
    expect(loginEmailFromQuery("?email=ada@example.c")).toBeNull();
    expect(loginEmailFromQuery("")).toBeNull();
  });

  it("is stored as the login e-mail for later visits", () => {
    const storage = createMemoryStorage();
    storeLoginEmail(storage, "?email=ada@example.com");
    expect(storeLoginEmail(storage, "")).toBe("ada@example.com");
    expect(storeLoginEmail(storage, "?email=broken")).toBe("ada@example.com");
  });
});
