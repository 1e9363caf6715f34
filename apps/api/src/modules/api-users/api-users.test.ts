import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_SESSION_LIFETIME_MS, API_USERNAME_PATTERN, API_USERS_PER_BUSINESS_MAX, apiUserSchema, sealSchema } from "@paraph/contracts";
import { hashToken } from "../../platform/auth/opaque-token.ts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessAs, createBusinessCast } from "../businesses/test-helpers.ts";
import { provisionTestSeal } from "../seals/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { runRetentionSweep } from "../business-retention/index.ts";
import { findApiUserBusinessId } from "./repository.ts";
import { apiLogin, apiTokenOf, createApiUserAs } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** A business with an admin, a member, an admin of another business, and one API user. */
async function apiCast() {
  const cast = await createBusinessCast(testApp);
  await createBusinessAs(testApp, cast.outsider.token, { name: "Rival AG" });
  const apiUser = await createApiUserAs(testApp, cast.admin.token, cast.business.id, { description: "Invoicing system" });
  return { ...cast, apiUser, apis: `/api/v1/businesses/${cast.business.id}/apis` };
}

const keyRowOf = (username: string) => testApp.context.db.selectFrom("business_api_users").selectAll().where("username", "=", username).executeTakeFirst();

describe("managing API users (admins)", () => {
  it("creates an API user whose key is shown once and stored only as its hash", async () => {
    const { admin, apiUser, apis } = await apiCast();
    expect(apiUser.username).toMatch(API_USERNAME_PATTERN);
    expect(apiUser).toMatchObject({ description: "Invoicing system", lastUsedAt: null, sealAccountName: null });
    expect(apiUser.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await keyRowOf(apiUser.username);
    expect(row?.key_hash).toBe(hashToken(apiUser.apiKey));
    expect(JSON.stringify(row)).not.toContain(apiUser.apiKey);

    const list = await testApp.request({ method: "GET", url: apis, token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(apiUser.apiKey);
    const [listed] = (list.json() as { apis: unknown[] }).apis;
    expect(apiUserSchema.strict().parse(listed)).toMatchObject({ username: apiUser.username, description: "Invoicing system" });
  });

  it("renames, resets and deletes; each answers the admin only", async () => {
    const { admin, member, outsider, apiUser, apis } = await apiCast();
    const one = `${apis}/${apiUser.username}`;
    const calls = [
      { method: "GET", url: apis },
      { method: "POST", url: apis, payload: { description: "Another" } },
      { method: "PUT", url: one, payload: { description: "Renamed" } },
      { method: "PUT", url: `${one}/reset` },
      { method: "DELETE", url: one },
    ] as const;
    for (const call of calls) {
      const asked = (token?: string) => testApp.request({ ...call, ...(token ? { token } : {}) });
      expect((await asked()).json(), `${call.method} ${call.url} without a token`).toMatchObject({ code: "unauthenticated" });
      expect((await asked(outsider.token)).statusCode, `${call.method} ${call.url} by an outsider`).toBe(404);
      const byMember = await asked(member.token);
      expect(byMember.statusCode, `${call.method} ${call.url} by a member`).toBe(403);
      expect(byMember.json()).toMatchObject({ code: "business_admin_required" });
    }

    const renamed = await testApp.request({ method: "PUT", url: one, token: admin.token, payload: { description: "  Renamed system " } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ username: apiUser.username, description: "Renamed system" });
    const bad = await testApp.request({ method: "PUT", url: one, token: admin.token, payload: { description: "x".repeat(201) } });
    expect(bad.json()).toMatchObject({ code: "validation_failed" });
    const unknown = await testApp.request({ method: "PUT", url: `${apis}/api_${"0".repeat(24)}`, token: admin.token, payload: { description: "Nobody" } });
    expect(unknown.statusCode).toBe(404);

    const deleted = await testApp.request({ method: "DELETE", url: one, token: admin.token });
    expect(deleted.statusCode).toBe(204);
    expect((await testApp.request({ method: "GET", url: apis, token: admin.token })).json()).toEqual({ apis: [] });
    expect(await keyRowOf(apiUser.username)).toBeUndefined();
  });

  it(`refuses more than ${API_USERS_PER_BUSINESS_MAX} API users per business`, async () => {
    const { admin, business, apis } = await apiCast();
    for (let created = 1; created < API_USERS_PER_BUSINESS_MAX; created += 1) await createApiUserAs(testApp, admin.token, business.id, { description: `System ${created}` });
    const over = await testApp.request({ method: "POST", url: apis, token: admin.token, payload: { description: "One too many" } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: "api_user_limit_reached", details: { max: API_USERS_PER_BUSINESS_MAX } });
  });
});

describe("logging in with a key", () => {
  it("opens a 20-minute session, records the use, and refuses a wrong key like an unknown name", async () => {
    const { admin, business, apiUser, apis } = await apiCast();
    const login = await apiLogin(testApp, apiUser.username, apiUser.apiKey);
    expect(login.statusCode, login.body).toBe(200);
    const session = login.json() as { token: string; expiresAt: string };
    const loggedInAt = testApp.clock.now().getTime();
    // The test clock ticks a millisecond per reading.
    expect(Math.abs(new Date(session.expiresAt).getTime() - loggedInAt - API_SESSION_LIFETIME_MS)).toBeLessThan(100);
    const me = await testApp.request({ method: "GET", url: "/api/v1/user", token: session.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(await findApiUserBusinessId(testApp.context.db, (me.json() as { id: string }).id)).toBe(business.id);

    const [listed] = ((await testApp.request({ method: "GET", url: apis, token: admin.token })).json() as { apis: { lastUsedAt: string | null }[] }).apis;
    expect(Math.abs(new Date(listed?.lastUsedAt ?? 0).getTime() - loggedInAt)).toBeLessThan(100);

    // One character changed (never to itself).
    const wrongKey = await apiLogin(testApp, apiUser.username, `${apiUser.apiKey.slice(0, -1)}${apiUser.apiKey.endsWith("A") ? "B" : "A"}`);
    const unknownName = await apiLogin(testApp, `api_${"1".repeat(24)}`, apiUser.apiKey);
    expect(wrongKey.statusCode).toBe(401);
    expect(unknownName.statusCode).toBe(401);
    expect(wrongKey.json()).toEqual(unknownName.json());
    expect(wrongKey.json()).toMatchObject({ code: "invalid_api_credentials" });

    testApp.clock.advance(API_SESSION_LIFETIME_MS - 1000);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token: session.token })).statusCode).toBe(200);
    testApp.clock.advance(1000);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token: session.token })).statusCode).toBe(401);
  });

  it("lets neither the web login nor a person's calls in", async () => {
    const { business, apiUser } = await apiCast();
    const token = await apiTokenOf(testApp, apiUser);
    const email = ((await testApp.request({ method: "GET", url: "/api/v1/user", token })).json() as { email: string }).email;
    const webLogin = await testApp.request({ method: "POST", url: "/api/v1/login", payload: { email, password: apiUser.apiKey } });
    expect(webLogin.json()).toMatchObject({ code: "invalid_credentials" });
    const reset = await testApp.request({ method: "POST", url: "/api/v1/request-reset", payload: { email } });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    expect(await testApp.mailsTo(email)).toEqual([]);
    for (const call of [
      { method: "GET", url: `/api/v1/businesses/${business.id}` },
      { method: "GET", url: `/api/v1/businesses/${business.id}/apis` },
      { method: "PUT", url: "/api/v1/user", payload: { attributes: { emailNotificationLevel: "all" } } },
      { method: "GET", url: "/api/v1/user/visual-signatures" },
    ] as const) {
      const refused = await testApp.request({ ...call, token });
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: "api_user_not_allowed" });
    }
  });

  it("stops the old key and every session it opened when the key is reset, and everything when the API user is deleted", async () => {
    const { admin, apiUser, apis } = await apiCast();
    const oldToken = await apiTokenOf(testApp, apiUser);
    const reset = await testApp.request({ method: "PUT", url: `${apis}/${apiUser.username}/reset`, token: admin.token });
    expect(reset.statusCode, reset.body).toBe(200);
    const renewed = reset.json() as { apiKey: string; username: string };
    expect(renewed.username).toBe(apiUser.username);
    expect(renewed.apiKey).not.toBe(apiUser.apiKey);
    expect((await apiLogin(testApp, apiUser.username, apiUser.apiKey)).statusCode).toBe(401);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token: oldToken })).statusCode).toBe(401);
    const newToken = await apiTokenOf(testApp, { username: apiUser.username, apiKey: renewed.apiKey });
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token: newToken })).statusCode).toBe(200);

    await testApp.request({ method: "DELETE", url: `${apis}/${apiUser.username}`, token: admin.token });
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token: newToken })).statusCode).toBe(401);
    expect((await apiLogin(testApp, apiUser.username, renewed.apiKey)).statusCode).toBe(401);
  });

  it("is rate-limited per username", async () => {
    const { apiUser } = await apiCast();
    const answers = [];
    for (let attempt = 0; attempt < 21; attempt += 1) answers.push((await apiLogin(testApp, apiUser.username, "wrong-key")).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 401)).toBe(true);
    const limited = await apiLogin(testApp, apiUser.username, apiUser.apiKey);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "rate_limited" });
  });
});

describe("an API user's work for its business", () => {
  it("creates a document and a request and signs it with the seal it was given; the seal and the activity page show it", async () => {
    const { admin, business, apis } = await apiCast();
    const seal = await provisionTestSeal(testApp, business.id, "muster-api", "Muster AG API");
    const unknownSeal = await testApp.request({ method: "POST", url: apis, token: admin.token, payload: { description: "Sealer", sealAccountName: "no-such-seal" } });
    expect(unknownSeal.json()).toMatchObject({ code: "api_user_seal_unknown" });
    const sealer = await createApiUserAs(testApp, admin.token, business.id, { description: "Sealer", sealAccountName: seal.account_name });
    expect(sealer.sealAccountName).toBe("muster-api");
    const token = await apiTokenOf(testApp, sealer);
    const email = ((await testApp.request({ method: "GET", url: "/api/v1/user", token })).json() as { email: string }).email;

    const [documentId] = await uploadDocuments(testApp, token, 1);
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
      title: "Invoice 1",
      documents: [documentId],
      signatures: [{ account_email: email, document_signatures: [{ document_id: documentId, page: 1, x: 20, y: 650, width: 130, height: 70 }] }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(created.body.id);
    expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
    // The request counts for the business's statistics as a member's would.
    const counted = await testApp.context.db.selectFrom("business_sent_requests").select(["business_id", "owner_id"]).where("id", "=", id).executeTakeFirst();
    expect(counted?.business_id).toBe(business.id);
    const sealed = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }], sealAccountName: seal.account_name });
    expect(sealed.status, JSON.stringify(sealed.body)).toBe(200);
    expect(sealed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });

    const sealPage = sealSchema.parse((await callRequest(testApp, admin.token, "GET", `/v1/businesses/${business.id}/seals/${seal.account_name}`)).body);
    expect(sealPage.apiUsers).toEqual([{ username: sealer.username, description: "Sealer" }]);
    expect(sealPage.amountApiKeys).toBe(1);
    const list = await callRequest(testApp, admin.token, "GET", `/v1/businesses/${business.id}/seals`);
    expect(list.body.seals).toEqual([expect.objectContaining({ accountName: "muster-api", amountApiKeys: 1 })]);

    const accounts = await callRequest(testApp, admin.token, "GET", `/v2/businesses/${business.id}/activities/accounts`);
    expect(accounts.status, JSON.stringify(accounts.body)).toBe(200);
    const row = (accounts.body.items as { email: string; role: string; lastLoginAt: string | null; signatureCount: number }[]).find((entry) => entry.email === email);
    expect(row).toMatchObject({ role: "api", signatureCount: 1 });
    expect(row?.lastLoginAt).toEqual(expect.any(String));

    // Once the seal is taken away, the API user can no longer sign with it.
    const withoutSeal = await callRequest(testApp, admin.token, "PUT", `/v1/businesses/${business.id}/apis/${sealer.username}`, { description: "Sealer", sealAccountName: null });
    expect(withoutSeal.body).toMatchObject({ sealAccountName: null });
    expect((await callRequest(testApp, admin.token, "GET", `/v1/businesses/${business.id}/seals`)).body.seals).toEqual([expect.objectContaining({ amountApiKeys: 0 })]);
  });

  it("has its ended requests deleted by the business's automatic deletion like a member's", async () => {
    const { admin, business, apiUser } = await apiCast();
    const settings = await callRequest(testApp, admin.token, "PUT", `/v1/businesses/${business.id}/settings`, { settings: { signatureRequests: { retention: { enabled: true, terminalState: ["withdrawn"], days: 30 } } } });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const token = await apiTokenOf(testApp, apiUser);
    const [documentId] = await uploadDocuments(testApp, token, 1);
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Old invoice", documents: [documentId], signatures: [{ account_email: "payer@example.com" }] });
    const id = String(created.body.id);
    expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
    expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/withdraw`, {})).status).toBe(200);
    testApp.clock.advance(31 * 24 * 60 * 60_000);
    await runRetentionSweep(testApp.context);
    expect(await testApp.context.db.selectFrom("signature_requests").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  });

  it("goes with its business", async () => {
    const admin = await createSignedInUser(testApp, { firstName: "Ada", lastName: "Admin" });
    const business = await createBusinessAs(testApp, admin.token);
    const apiUser = await createApiUserAs(testApp, admin.token, business.id);
    const userId = (await keyRowOf(apiUser.username))?.user_id ?? "";
    await testApp.context.db.deleteFrom("businesses").where("id", "=", business.id).execute();
    expect(await testApp.context.db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()).toBeUndefined();
  });
});
