import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ssoConfigResponseSchema, subscriptionUsageSchema, userSchema } from "@paraph/contracts";
import { hashToken } from "../../platform/auth/opaque-token.ts";
import { loadSecretBox } from "../../platform/crypto/secret-box.ts";
import { createSignedInUser, createUser } from "../../test-support/factories.ts";
import { logInAtIssuer } from "../../test-support/oidc-issuer/browse-issuer.ts";
import { startTestIssuer, type TestIssuer } from "../../test-support/oidc-issuer/test-issuer.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { addToBusiness, createBusinessCast } from "../businesses/test-helpers.ts";
import { SSO_LOGIN_LIFETIME_MS } from "./login-service.ts";
import { SSO_BROWSER_COOKIE } from "./routes.ts";
import { clientSecretPurpose, ssoCallbackUrl } from "./sso-urls.ts";

/**
 * Single sign-on against a real OpenID provider (oidc-provider) on a loopback port: the flow runs
 * through real HTTP redirects and the provider's login form; only Paraph's side is injected.
 */
let testApp: TestApp;
let issuer: TestIssuer;
let cast: Awaited<ReturnType<typeof createBusinessCast>>;

const PASSWORD = "issuer-password-1";
const person = (login: string, email: string, extra: { emailVerified?: boolean; givenName?: string; familyName?: string } = {}) => ({
  login,
  password: PASSWORD,
  email,
  emailVerified: extra.emailVerified ?? true,
  ...(extra.givenName ? { givenName: extra.givenName } : {}),
  ...(extra.familyName ? { familyName: extra.familyName } : {}),
});

async function configure(overrides: Record<string, unknown> = {}) {
  const response = await testApp.request({
    method: "PUT",
    url: `/api/v1/businesses/${cast.business.id}/sso`,
    token: cast.admin.token,
    payload: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret, domains: ["muster.ch"], enabled: true, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ssoConfigResponseSchema.parse(response.json());
}

/** POST /v1/identity_providers: where the browser starts the log-in (asking starts nothing). */
async function findLoginUrl(email: string): Promise<string> {
  const response = await testApp.request({ method: "POST", url: "/api/v1/identity_providers", payload: { email } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["set-cookie"]).toBeUndefined();
  return (response.json() as { url: string }).url;
}

/** As a browser: asks for the log-in URL and opens it; answers where Paraph sends it (the issuer) and the cookie that ties the log-in to it. */
async function start(email: string) {
  const loginUrl = new URL(await findLoginUrl(email));
  const response = await testApp.request({ method: "GET", url: `${loginUrl.pathname}${loginUrl.search}` });
  expect(response.statusCode, response.body).toBe(303);
  const cookie = /paraph_sso=([^;]+)/.exec(String(response.headers["set-cookie"]))?.[1];
  return { url: String(response.headers.location), cookie };
}

const countLogins = async () => (await testApp.context.db.selectFrom("sso_logins").select("id").execute()).length;

async function membershipOf(email: string) {
  return testApp.context.db
    .selectFrom("business_members")
    .innerJoin("users", "users.id", "business_members.user_id")
    .select(["business_members.business_id", "business_members.role"])
    .where("users.email", "=", email)
    .executeTakeFirst();
}

/** The issuer's redirect back to Paraph, received with the given cookie; answers where Paraph sends the browser. */
async function callback(callbackUrl: URL, cookie: string | undefined) {
  const response = await testApp.request({
    method: "GET",
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: cookie ? { cookie: `${SSO_BROWSER_COOKIE}=${cookie}` } : {},
  });
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location));
}

async function redeem(location: URL) {
  const code = new URLSearchParams(location.hash.slice(1)).get("sso");
  return testApp.request({ method: "POST", url: "/api/v1/sso/session", payload: { code } });
}

async function fullLogin(email: string, login = email) {
  const { url, cookie } = await start(email);
  const back = await logInAtIssuer(url, { login, password: PASSWORD });
  return { back, cookie, location: await callback(back, cookie) };
}

async function userOf(token: string) {
  const response = await testApp.request({ method: "GET", url: "/api/v1/user?v2=true", token });
  expect(response.statusCode, response.body).toBe(200);
  return userSchema.parse(response.json());
}

beforeAll(async () => {
  testApp = await createTestApp();
  issuer = await startTestIssuer(ssoCallbackUrl(testApp.context));
  cast = await createBusinessCast(testApp);
  for (const domain of ["muster.ch", "muster.net"]) {
    const added = await testApp.request({ method: "POST", url: `/api/v1/businesses/${cast.business.id}/domains`, token: cast.admin.token, payload: { domain } });
    expect(added.statusCode, added.body).toBe(200);
  }
});

afterAll(async () => {
  await issuer.close();
  await testApp.close();
});

beforeEach(async () => {
  await configure();
});

describe("the business's SSO configuration", () => {
  it("never answers the client secret and stores it only sealed with the secrets key", async () => {
    const answer = await configure();
    expect(answer.config).toMatchObject({ issuer: issuer.issuer, clientId: issuer.clientId, hasClientSecret: true, domains: ["muster.ch"], enabled: true });
    expect(answer.callbackUrl).toBe("http://paraph.test/api/v1/sso/callback");
    const read = await testApp.request({ method: "GET", url: `/api/v1/businesses/${cast.business.id}/sso`, token: cast.admin.token });
    expect(read.body).not.toContain(issuer.clientSecret);
    const row = await testApp.context.db.selectFrom("business_sso").selectAll().where("business_id", "=", cast.business.id).executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain(issuer.clientSecret);
    expect(row.client_secret_sealed).toMatch(/^v1\./);
    const box = await loadSecretBox(testApp.context.config);
    expect(box.open(row.client_secret_sealed, clientSecretPurpose(cast.business.id))).toBe(issuer.clientSecret);
    expect(() => box.open(row.client_secret_sealed, clientSecretPurpose(cast.admin.user.id))).toThrow();
  });

  it("keeps the stored secret when a change leaves it out", async () => {
    const before = await testApp.context.db.selectFrom("business_sso").select("client_secret_sealed").executeTakeFirstOrThrow();
    await configure({ clientSecret: undefined, domains: ["muster.ch", "muster.net"] });
    const after = await testApp.context.db.selectFrom("business_sso").select("client_secret_sealed").executeTakeFirstOrThrow();
    expect(after.client_secret_sealed).toBe(before.client_secret_sealed);
  });

  it("covers only the business's allowed domains, each for one business", async () => {
    const outside = await testApp.request({
      method: "PUT",
      url: `/api/v1/businesses/${cast.business.id}/sso`,
      token: cast.admin.token,
      payload: { issuer: issuer.issuer, clientId: "x", domains: ["elsewhere.ch"], enabled: true },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ code: "sso_domain_not_allowed", details: { domains: ["elsewhere.ch"] } });

    const rival = await createBusinessCast(testApp);
    await testApp.request({ method: "POST", url: `/api/v1/businesses/${rival.business.id}/domains`, token: rival.admin.token, payload: { domain: "muster.ch" } });
    const taken = await testApp.request({
      method: "PUT",
      url: `/api/v1/businesses/${rival.business.id}/sso`,
      token: rival.admin.token,
      payload: { issuer: issuer.issuer, clientId: "x", clientSecret: "y", domains: ["muster.ch"], enabled: true },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "sso_domain_taken" });

    const noSecret = await testApp.request({
      method: "PUT",
      url: `/api/v1/businesses/${rival.business.id}/sso`,
      token: rival.admin.token,
      payload: { issuer: issuer.issuer, clientId: "x", domains: [], enabled: false },
    });
    expect(noSecret.json()).toMatchObject({ code: "sso_client_secret_required" });
  });

  it("is for the business's admins: members 403, outsiders 404, no session 401", async () => {
    const url = `/api/v1/businesses/${cast.business.id}/sso`;
    const body = { issuer: issuer.issuer, clientId: "x", clientSecret: "y", domains: [], enabled: false };
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const payload = method === "PUT" ? body : undefined;
      expect((await testApp.request({ method, url, token: cast.member.token, payload })).statusCode).toBe(403);
      expect((await testApp.request({ method, url, token: cast.outsider.token, payload })).statusCode).toBe(404);
      expect((await testApp.request({ method, url, payload })).statusCode).toBe(401);
    }
    expect((await testApp.request({ method: "GET", url, token: cast.admin.token })).json()).toMatchObject({ config: { enabled: true } });
  });

  it("can be removed; the domain then offers no sign-on", async () => {
    const url = `/api/v1/businesses/${cast.business.id}/sso`;
    expect((await testApp.request({ method: "DELETE", url, token: cast.admin.token })).statusCode).toBe(204);
    expect((await testApp.request({ method: "GET", url, token: cast.admin.token })).json()).toMatchObject({ config: null });
    const offered = await testApp.request({ method: "POST", url: "/api/v1/identity_providers", payload: { email: "someone@muster.ch" } });
    expect(offered.statusCode).toBe(404);
    expect(offered.json()).toMatchObject({ code: "sso_not_available" });
  });
});

describe("logging in with SSO", () => {
  it("answers the issuer's URL with PKCE, state and nonce for a covered address only", async () => {
    const { url, cookie } = await start("Someone@Muster.ch");
    const authorization = new URL(url);
    expect(authorization.origin).toBe(issuer.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: issuer.clientId,
      response_type: "code",
      code_challenge_method: "S256",
      redirect_uri: "http://paraph.test/api/v1/sso/callback",
    });
    for (const name of ["state", "nonce", "code_challenge"]) expect(authorization.searchParams.get(name)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(cookie).toBeTruthy();
    const outside = await testApp.request({ method: "POST", url: "/api/v1/identity_providers", payload: { email: "someone@muster.net" } });
    expect(outside.json()).toMatchObject({ code: "sso_not_available" });
  });

  it("creates an account on the first log-in: hasSso, no password, profile to complete", async () => {
    issuer.addAccount(person("new.person@muster.ch", "new.person@muster.ch", { givenName: "Nora" }));
    const { location } = await fullLogin("new.person@muster.ch");
    expect(location.pathname).toBe("/login");
    const session = await redeem(location);
    expect(session.statusCode, session.body).toBe(200);
    const user = await userOf((session.json() as { token: string }).token);
    expect(user).toMatchObject({ email: "new.person@muster.ch", hasSso: true, firstName: "Nora", lastName: "" });
    // The first sign-on makes the account a member of the business whose sign-on covers it.
    expect(await membershipOf("new.person@muster.ch")).toEqual({ business_id: cast.business.id, role: "member" });
    expect(user.attributes.acceptedGtc).toBe(false);
    const row = await testApp.context.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    // The code is used up.
    expect((await redeem(location)).json()).toMatchObject({ code: "sso_login_code_invalid" });
  });

  it("links an existing account (the business's member) and logs it in", async () => {
    const member = await createSignedInUser(testApp, { email: "max.member@muster.ch" });
    issuer.addAccount(person("max", "max.member@muster.ch"));
    const { location } = await fullLogin("max.member@muster.ch", "max");
    const session = await redeem(location);
    const user = await userOf((session.json() as { token: string }).token);
    expect(user).toMatchObject({ id: member.user.id, hasSso: true, firstName: member.user.first_name });
  });

  it("asks without starting a log-in: only opening the answered URL writes one", async () => {
    const before = await countLogins();
    const urls = [await findLoginUrl("ask@muster.ch"), await findLoginUrl("Ask@Muster.ch"), await findLoginUrl("other@muster.ch")];
    expect(new Set(urls)).toEqual(new Set(["http://paraph.test/api/v1/sso/start?domain=muster.ch"]));
    expect(await countLogins()).toBe(before);
    const { url, cookie } = await start("ask@muster.ch");
    expect(new URL(url).origin).toBe(issuer.issuer);
    expect(cookie).toBeTruthy();
    expect(await countLogins()).toBe(before + 1);
    // A domain nobody's sign-on covers, or none at all, lands on the company error page and writes nothing.
    for (const query of ["domain=muster.net", "domain=not%20a%20domain", ""]) {
      const opened = await testApp.request({ method: "GET", url: `/api/v1/sso/start?${query}` });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe("http://paraph.test/sso/error/company?reason=not_configured");
      expect(opened.headers["set-cookie"]).toBeUndefined();
    }
    expect(await countLogins()).toBe(before + 1);
  });

  it("refuses the first sign-on of an account in another business, changing nothing; an account in the business stays there", async () => {
    const rival = await createBusinessCast(testApp);
    const elsewhere = await createSignedInUser(testApp, { email: "elsewhere@muster.ch" });
    await addToBusiness(testApp, rival.business.id, elsewhere.user.id);
    issuer.addAccount(person("elsewhere@muster.ch", "elsewhere@muster.ch"));
    const refused = await fullLogin("elsewhere@muster.ch");
    expect(`${refused.location.pathname}${refused.location.search}`).toBe("/sso/error/company?reason=member_of_other_business");
    expect(await membershipOf("elsewhere@muster.ch")).toEqual({ business_id: rival.business.id, role: "member" });
    const row = await testApp.context.db.selectFrom("users").select("has_sso").where("id", "=", elsewhere.user.id).executeTakeFirstOrThrow();
    expect(row.has_sso).toBe(false);

    const inside = await createSignedInUser(testApp, { email: "inside@muster.ch" });
    await addToBusiness(testApp, cast.business.id, inside.user.id, "admin");
    issuer.addAccount(person("inside@muster.ch", "inside@muster.ch"));
    const admin = await fullLogin("inside@muster.ch");
    expect(admin.location.pathname).toBe("/login");
    expect(await membershipOf("inside@muster.ch")).toEqual({ business_id: cast.business.id, role: "admin" });
  });

  it("refuses the first sign-on of a new person when the business's seats are all taken (no_seat_left), creating no account", async () => {
    // A business of its own, so the seats other tests take in the shared one do not count: admin and member take 2 of the 3 seats.
    const full = await createBusinessCast(testApp);
    const domainAdded = await testApp.request({ method: "POST", url: `/api/v1/businesses/${full.business.id}/domains`, token: full.admin.token, payload: { domain: "seatless.ch" } });
    expect(domainAdded.statusCode, domainAdded.body).toBe(200);
    const ssoSet = await testApp.request({
      method: "PUT",
      url: `/api/v1/businesses/${full.business.id}/sso`,
      token: full.admin.token,
      payload: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret, domains: ["seatless.ch"], enabled: true },
    });
    expect(ssoSet.statusCode, ssoSet.body).toBe(200);
    // Pending invitations take the seats left (the plan's figure, read as the business's admins see it).
    const usage = subscriptionUsageSchema.parse((await testApp.request({ method: "GET", url: `/api/v2/businesses/${full.business.id}/subscriptions/usage`, token: full.admin.token })).json());
    const free = (usage.seats.limit ?? 0) - usage.seats.used;
    expect(free).toBeGreaterThan(0);
    expect(free, "the plan's seats are few enough to fill").toBeLessThan(500);
    const addresses = Array.from({ length: free }, (_, index) => `invited.${index}@seatless.ch`);
    for (let start = 0; start < addresses.length; start += 50) {
      const invited = await testApp.request({ method: "POST", url: `/api/v1/businesses/${full.business.id}/members`, token: full.admin.token, payload: { users: addresses.slice(start, start + 50) } });
      expect(invited.statusCode, invited.body).toBe(200);
    }

    issuer.addAccount(person("newcomer@seatless.ch", "newcomer@seatless.ch", { givenName: "Nina" }));
    const refused = await fullLogin("newcomer@seatless.ch");
    expect(`${refused.location.pathname}${refused.location.search}`).toBe("/sso/error/company?reason=no_seat_left");
    expect(await testApp.context.db.selectFrom("users").where("email", "=", "newcomer@seatless.ch").select("id").execute()).toHaveLength(0);
    const members = await testApp.context.db.selectFrom("business_members").select("user_id").where("business_id", "=", full.business.id).execute();
    expect(members).toHaveLength(2);

    // A seat freed (one invitation withdrawn), the same person's first sign-on joins the business.
    const invitations = await testApp.context.db.selectFrom("business_invitations").select("id").where("business_id", "=", full.business.id).execute();
    const [withdrawn] = invitations;
    for (const { id } of withdrawn ? [withdrawn] : []) expect((await testApp.request({ method: "DELETE", url: `/api/v1/businesses/${full.business.id}/invitations/${id}`, token: full.admin.token })).statusCode).toBe(204);
    const joined = await fullLogin("newcomer@seatless.ch");
    expect(joined.location.pathname).toBe("/login");
    expect(await membershipOf("newcomer@seatless.ch")).toEqual({ business_id: full.business.id, role: "member" });
  });

  it("refuses a wrong state, and a replayed one, changing nothing", async () => {
    issuer.addAccount(person("replay@muster.ch", "replay@muster.ch"));
    const { back, cookie } = await fullLogin("replay@muster.ch").then(async (first) => ({ ...first, again: first.location }));
    const users = await testApp.context.db.selectFrom("users").select("id").execute();
    const replayed = await callback(back, cookie);
    expect(`${replayed.pathname}${replayed.search}`).toBe("/sso/error?reason=invalid_state");

    const wrong = new URL(back);
    wrong.searchParams.set("state", "A".repeat(43));
    const refused = await callback(wrong, cookie);
    expect(`${refused.pathname}${refused.search}`).toBe("/sso/error?reason=invalid_state");
    expect(await testApp.context.db.selectFrom("users").select("id").execute()).toHaveLength(users.length);
  });

  it("refuses a callback in another browser (another person's log-in) and one without code checks", async () => {
    issuer.addAccount(person("victim@muster.ch", "victim@muster.ch"));
    const { url } = await start("victim@muster.ch");
    const back = await logInAtIssuer(url, { login: "victim@muster.ch", password: PASSWORD });
    const other = await start("victim@muster.ch");
    const location = await callback(back, other.cookie);
    expect(`${location.pathname}${location.search}`).toBe("/sso/error?reason=wrong_browser");
    expect(await testApp.context.db.selectFrom("users").where("email", "=", "victim@muster.ch").select("id").execute()).toHaveLength(0);
  });

  it("refuses an ID token whose nonce is not the log-in's", async () => {
    issuer.addAccount(person("nonce@muster.ch", "nonce@muster.ch"));
    const { url, cookie } = await start("nonce@muster.ch");
    const state = new URL(url).searchParams.get("state") ?? "";
    await testApp.context.db.updateTable("sso_logins").set({ nonce: "another-nonce-than-sent" }).where("state_hash", "=", hashToken(state)).execute();
    const back = await logInAtIssuer(url, { login: "nonce@muster.ch", password: PASSWORD });
    const location = await callback(back, cookie);
    expect(`${location.pathname}${location.search}`).toBe("/sso/error?reason=invalid_response");
    expect(await testApp.context.db.selectFrom("users").where("email", "=", "nonce@muster.ch").select("id").execute()).toHaveLength(0);
  });

  it("refuses a late callback", async () => {
    issuer.addAccount(person("late@muster.ch", "late@muster.ch"));
    const { url, cookie } = await start("late@muster.ch");
    const back = await logInAtIssuer(url, { login: "late@muster.ch", password: PASSWORD });
    testApp.clock.advance(SSO_LOGIN_LIFETIME_MS + 1000);
    const location = await callback(back, cookie);
    expect(`${location.pathname}${location.search}`).toBe("/sso/error?reason=expired");
  });

  it("refuses an e-mail outside the business's SSO domains, and an unverified one", async () => {
    issuer.addAccount(person("stranger", "stranger@muster.net"));
    const outside = await fullLogin("anyone@muster.ch", "stranger");
    expect(`${outside.location.pathname}${outside.location.search}`).toBe("/sso/error/company?reason=email_not_covered");

    issuer.addAccount(person("unverified@muster.ch", "unverified@muster.ch", { emailVerified: false }));
    const unverified = await fullLogin("unverified@muster.ch");
    expect(`${unverified.location.pathname}${unverified.location.search}`).toBe("/sso/error?reason=email_not_verified");
    expect(await testApp.context.db.selectFrom("users").where("email", "in", ["stranger@muster.net", "unverified@muster.ch"]).select("id").execute()).toHaveLength(0);
  });

  it("stops at a disabled configuration: no new log-in, and none in flight completes", async () => {
    issuer.addAccount(person("disabled@muster.ch", "disabled@muster.ch"));
    const { url, cookie } = await start("disabled@muster.ch");
    const back = await logInAtIssuer(url, { login: "disabled@muster.ch", password: PASSWORD });
    await configure({ enabled: false });
    const location = await callback(back, cookie);
    expect(`${location.pathname}${location.search}`).toBe("/sso/error/company?reason=disabled");
    const offered = await testApp.request({ method: "POST", url: "/api/v1/identity_providers", payload: { email: "disabled@muster.ch" } });
    expect(offered.statusCode).toBe(404);
    // A start URL answered before it was switched off leads to the company error page.
    const opened = await testApp.request({ method: "GET", url: "/api/v1/sso/start?domain=muster.ch" });
    expect(opened.headers.location).toBe("http://paraph.test/sso/error/company?reason=disabled");
  });

  it("sends the browser to the company error page when the issuer cannot be reached", async () => {
    await configure({ issuer: "http://127.0.0.1:9" });
    const { url, cookie } = await start("anyone@muster.ch");
    expect(url).toBe("http://paraph.test/sso/error/company?reason=provider_unreachable");
    expect(cookie).toBeUndefined();
  });

  it("refuses an unknown login code", async () => {
    const response = await testApp.request({ method: "POST", url: "/api/v1/sso/session", payload: { code: "B".repeat(43) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "sso_login_code_invalid" });
  });
});

describe("an API user", () => {
  it("is never logged in by SSO", async () => {
    const apiUser = await createUser(testApp, { email: "robot@muster.ch" });
    await testApp.context.db.updateTable("users").set({ is_api_user: true }).where("id", "=", apiUser.id).execute();
    issuer.addAccount(person("robot", "robot@muster.ch"));
    const { location } = await fullLogin("robot@muster.ch", "robot");
    expect(`${location.pathname}${location.search}`).toBe("/sso/error/company?reason=email_not_covered");
  });
});
