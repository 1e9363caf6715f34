import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_TOKEN_LIFETIME_MS } from "@paraph/contracts";
import { countRows, createUser, loginAs, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { passwordHashingStats } from "../../platform/auth/password-hashing.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const login = (payload: Record<string, unknown>, remoteAddress?: string) =>
  testApp.request({ method: "POST", url: "/api/v1/login", payload, ...(remoteAddress ? { remoteAddress } : {}) });

describe("login and sessions", () => {
  it("returns an opaque 256-bit token valid for 24 hours, stored only as a hash", async () => {
    const user = await createUser(testApp);
    const response = await login({ email: user.email.toUpperCase(), password: user.password, first_login: true });
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json() as { token: string; expiresAt: string };
    expect(Buffer.from(token, "base64url").length).toBe(32);
    expect(new Date(expiresAt).getTime() - testApp.clock.now().getTime()).toBeGreaterThan(SESSION_TOKEN_LIFETIME_MS - 1000);
    const stored = await testApp.context.db.selectFrom("sessions").select("token_hash").where("user_id", "=", user.id).execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stops accepting a token after 24 hours", async () => {
    const user = await createUser(testApp);
    const token = await loginAs(testApp, user);
    testApp.clock.advance(SESSION_TOKEN_LIFETIME_MS - 60_000);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token })).statusCode).toBe(200);
    testApp.clock.advance(60_001);
    const expired = await testApp.request({ method: "GET", url: "/api/v1/user", token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: "unauthenticated" });
  });

  it("stops accepting a token after logout, and leaves other sessions alone", async () => {
    const user = await createUser(testApp);
    const token = await loginAs(testApp, user);
    const otherDevice = await loginAs(testApp, user);
    expect((await testApp.request({ method: "POST", url: "/api/v1/logout", token })).statusCode).toBe(204);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token })).statusCode).toBe(401);
    expect((await testApp.request({ method: "POST", url: "/api/v1/logout", token })).statusCode).toBe(401);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token: otherDevice })).statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const user = await createUser(testApp);
    const wrongPassword = await login({ email: user.email, password: "not-the-password-1" });
    const unknownAddress = await login({ email: uniqueEmail("nobody"), password: "not-the-password-1" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownAddress.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownAddress.json());
    expect(wrongPassword.json()).toMatchObject({ code: "invalid_credentials" });
  });

  it("spends the same password-hashing work on an unknown address as on a known one", async () => {
    const user = await createUser(testApp);
    await login({ email: uniqueEmail("warm-up"), password: "not-the-password-1" });
    const verificationsFor = async (email: string) => {
      const before = passwordHashingStats.verifications;
      await login({ email, password: "not-the-password-1" });
      return passwordHashingStats.verifications - before;
    };
    // One argon2id verification each: against the account's hash, or against a decoy hash.
    expect(await verificationsFor(user.email)).toBe(1);
    expect(await verificationsFor(uniqueEmail("nobody"))).toBe(1);
  });

  it("rejects a malformed Authorization header and a made-up token", async () => {
    for (const authorization of ["Bearer", "Basic abc", "Bearer x", `Bearer ${"A".repeat(43)}`]) {
      const response = await testApp.request({ method: "GET", url: "/api/v1/user", headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });

  it("flags users whose password no longer meets the policy", async () => {
    const user = await createUser(testApp, { password: "password12" });
    const token = await loginAs(testApp, user);
    const me = await testApp.request({ method: "GET", url: "/api/v1/user", token });
    expect(me.json()).toMatchObject({ attributes: { weakPassword: true } });
  });

  it.each([
    ["missing password", { email: "a@example.ch" }],
    ["wrong type", { email: "a@example.ch", password: 12345 }],
    ["extra field", { email: "a@example.ch", password: "x", remember: true }],
    ["bad e-mail", { email: "a@b", password: "x" }],
    ["first_login not boolean", { email: "a@example.ch", password: "x", first_login: "yes" }],
  ])("refuses %s with 400 and creates no session", async (_name, payload) => {
    const sessions = await countRows(testApp, "sessions");
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
    expect(await countRows(testApp, "sessions")).toBe(sessions);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await testApp.request({
      method: "POST",
      url: "/api/v1/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_json" });
  });
});

describe("rate limits", () => {
  it("limits attempts per e-mail address to 10 in 15 minutes, then lets the next window in", async () => {
    const user = await createUser(testApp);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ email: user.email, password: "wrong-password-123" })).statusCode).toBe(401);
    }
    const limited = await login({ email: user.email, password: user.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    testApp.clock.advance(15 * 60_000);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it("limits login attempts per client address", async () => {
    const address = "192.0.2.77";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await login({ email: uniqueEmail(), password: "wrong-password-123" }, address)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("limits reset mails per address to 3 an hour", async () => {
    const user = await createUser(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await testApp.request({ method: "POST", url: "/api/v1/request-reset", payload: { email: user.email } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await testApp.mailsTo(user.email)).toHaveLength(3);
  });

  it("limits confirmation mails per client address", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await testApp.request({
        method: "POST",
        url: "/api/v1/request-confirmation",
        payload: { email: uniqueEmail() },
        remoteAddress: "192.0.2.78",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});
