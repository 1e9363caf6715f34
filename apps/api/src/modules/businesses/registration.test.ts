import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessSchema, userSchema } from "@paraph/contracts";
import { countRows, createSignedInUser, createUser, STRONG_PASSWORD, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, tokenFromMail, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function requestBusinessSignupToken(email: string): Promise<string> {
  const response = await testApp.request({ method: "POST", url: "/api/v1/request-confirmation", payload: { email, flow: "business", lang: "de-ch" } });
  expect(response.statusCode).toBe(204);
  const [mail] = await testApp.mailsTo(email);
  expect(mail?.links[0]).toMatch(/^http:\/\/paraph\.test\/business\/signup\/steps\?token=/);
  return tokenFromMail(mail);
}

const payload = (token: string, overrides: Record<string, unknown> = {}, business: Record<string, unknown> = {}) => ({
  firstName: "Nora",
  lastName: "Brunner",
  password: STRONG_PASSWORD,
  token,
  gtc: true,
  business: { name: "Brunner Treuhand AG", email: "office@brunner.example", phone: "044 123 4567", gtc_accepted: true, dpa_accepted: true, ...business },
  ...overrides,
});

const registerBusiness = (body: unknown, token?: string) =>
  testApp.request({ method: "POST", url: "/api/v1/register/business", payload: body as Record<string, unknown>, token });

async function counts() {
  return {
    users: await countRows(testApp, "users"),
    businesses: await countRows(testApp, "businesses"),
    members: await countRows(testApp, "business_members"),
    sessions: await countRows(testApp, "sessions"),
  };
}

describe("business sign-up through the e-mailed link", () => {
  it("creates the account and the business with the newcomer as admin, keeps the referral code and logs in", async () => {
    const email = uniqueEmail("founder");
    const token = await requestBusinessSignupToken(email);
    const before = await counts();
    const response = await registerBusiness(payload(token, { celloUCC: "partner-77", lang: "fr-ch" }));
    expect(response.statusCode).toBe(201);
    const { token: sessionToken, businessId } = response.json() as { token: string; businessId: string };
    expect(await counts()).toEqual({ users: before.users + 1, businesses: before.businesses + 1, members: before.members + 1, sessions: before.sessions + 1 });

    const user = userSchema.parse((await testApp.request({ method: "GET", url: "/api/v1/user?v2=true", token: sessionToken })).json());
    expect(user).toMatchObject({ email, emailVerified: true, firstName: "Nora", lastName: "Brunner" });
    expect(user.attributes).toMatchObject({ celloUcc: "partner-77", lang: "fr-ch", acceptedGtc: true });
    expect(user.business).toMatchObject({ id: businessId, name: "Brunner Treuhand AG", isAdmin: true, isMember: true });

    const business = businessSchema.parse((await testApp.request({ method: "GET", url: "/api/v2/businesses/user", token: sessionToken })).json());
    expect(business).toMatchObject({ id: businessId, name: "Brunner Treuhand AG", email: "office@brunner.example", phone: "044 123 4567" });
    expect(business.admins).toEqual([user.id]);
    expect(business.gtcAcceptedAt).not.toBeNull();
    expect(business.dpaAcceptedAt).not.toBeNull();
  });

  it("is open to anonymous callers only through a valid token: a made-up one is refused", async () => {
    const before = await counts();
    const response = await registerBusiness(payload("x".repeat(43)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "token_invalid" });
    expect(await counts()).toEqual(before);
  });

  it("ignores a session sent along: the account is the token's address, not the caller's", async () => {
    const { token: callerSession, user: caller } = await createSignedInUser(testApp);
    const email = uniqueEmail("newcomer");
    const token = await requestBusinessSignupToken(email);
    const response = await registerBusiness(payload(token), callerSession);
    expect(response.statusCode).toBe(201);
    const created = userSchema.parse((await testApp.request({ method: "GET", url: "/api/v1/user?v2=true", token: (response.json() as { token: string }).token })).json());
    expect(created.email).toBe(email);
    const callerNow = userSchema.parse((await testApp.request({ method: "GET", url: "/api/v1/user?v2=true", token: callerSession })).json());
    expect(callerNow.email).toBe(caller.email);
    expect(callerNow.business).toBeNull();
  });

  it("uses the token once: a second business from the same link is refused", async () => {
    const token = await requestBusinessSignupToken(uniqueEmail());
    expect((await registerBusiness(payload(token))).statusCode).toBe(201);
    const before = await counts();
    const again = await registerBusiness(payload(token, {}, { name: "Second AG" }));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: "token_used" });
    expect(await counts()).toEqual(before);
  });

  it("refuses an expired link", async () => {
    const token = await requestBusinessSignupToken(uniqueEmail());
    testApp.clock.advance(48 * 60 * 60_000 + 1);
    const response = await registerBusiness(payload(token));
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: "token_expired" });
  });

  it("refuses an address that was registered after the link was sent, and creates no business", async () => {
    const email = uniqueEmail("taken");
    const token = await requestBusinessSignupToken(email);
    await createUser(testApp, { email });
    const before = await counts();
    const response = await registerBusiness(payload(token));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "email_already_registered" });
    expect(await counts()).toEqual(before);
  });

  it("mails a login hint, not a link, when the address has an account already", async () => {
    const user = await createUser(testApp);
    await testApp.request({ method: "POST", url: "/api/v1/request-confirmation", payload: { email: user.email, flow: "business" } });
    const [mail] = await testApp.mailsTo(user.email);
    expect(mail?.template).toBe("signup-already-registered");
  });
});

describe("refused business sign-ups change nothing and keep the link usable", () => {
  const cases: [string, (token: string) => unknown, number, string][] = [
    ["data processing agreement not accepted", (token) => payload(token, {}, { dpa_accepted: false }), 422, "dpa_not_accepted"],
    ["business terms not accepted", (token) => payload(token, {}, { gtc_accepted: false }), 422, "gtc_not_accepted"],
    ["account terms not accepted", (token) => payload(token, { gtc: false }), 422, "gtc_not_accepted"],
    ["weak password", (token) => payload(token, { password: "1234567890" }), 422, "weak_password"],
    ["business e-mail breaking §5", (token) => payload(token, {}, { email: "office@brunner" }), 400, "validation_failed"],
    ["business phone breaking §5", (token) => payload(token, {}, { phone: "12-34" }), 400, "validation_failed"],
    ["empty business name", (token) => payload(token, {}, { name: "  " }), 400, "validation_failed"],
    ["no business at all", (token) => ({ ...payload(token), business: undefined }), 400, "validation_failed"],
    ["extra field", (token) => payload(token, { isAdmin: true }), 400, "validation_failed"],
  ];
  it.each(cases)("%s", async (_name, body, status, code) => {
    const token = await requestBusinessSignupToken(uniqueEmail());
    const before = await counts();
    const response = await registerBusiness(body(token));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(await counts()).toEqual(before);
    expect((await testApp.request({ method: "POST", url: "/api/v1/valid-confirmation", payload: { token } })).statusCode).toBe(200);
  });
});
