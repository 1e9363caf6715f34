import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSchema } from "@paraph/contracts";
import { countRows, createUser, STRONG_PASSWORD, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, tokenFromMail, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function requestSignupToken(email: string, lang = "en-gb"): Promise<string> {
  const response = await testApp.request({ method: "POST", url: "/api/v1/request-confirmation", payload: { email, lang } });
  expect(response.statusCode).toBe(204);
  return tokenFromMail((await testApp.mailsTo(email))[0]);
}

const registration = (token: string, overrides: Record<string, unknown> = {}) => ({
  firstName: "Lina",
  lastName: "Keller",
  password: STRONG_PASSWORD,
  token,
  gtc: true,
  ...overrides,
});

describe("sign-up through the e-mailed confirmation link", () => {
  it("registers, logs the new user in, and serves the whole User", async () => {
    const email = uniqueEmail("signup");
    const token = await requestSignupToken(email.toUpperCase() === email ? email : `  ${email.toUpperCase()} `.trim());
    const check = await testApp.request({ method: "POST", url: "/api/v1/valid-confirmation", payload: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ email, flow: "free" });

    const registered = await testApp.request({
      method: "POST",
      url: "/api/v1/register",
      payload: registration(token, { lang: "de-ch", mobile: "079 123 4567", celloUCC: "friend42" }),
    });
    expect(registered.statusCode).toBe(201);
    const { token: sessionToken } = registered.json() as { token: string };
    expect(sessionToken.length).toBeGreaterThanOrEqual(43);

    const me = await testApp.request({ method: "GET", url: "/api/v1/user?v2=true", token: sessionToken });
    expect(me.statusCode).toBe(200);
    const user = userSchema.parse(me.json());
    expect(user).toMatchObject({ email, emailVerified: true, firstName: "Lina", lastName: "Keller" });
    expect(user.attributes).toMatchObject({ lang: "de-ch", mobile: "079 123 4567", celloUcc: "friend42", acceptedGtc: true, weakPassword: false });
    expect(user.signatureQualities.ses.any).toEqual({ quality: "ses", legislation: "any", provider: "paraph" });
    expect(user.signatureQualities.aes.any).toBeNull();
  });

  it("mails the confirmation in the requested language with a link to the sign-up steps", async () => {
    const email = uniqueEmail("lang");
    await testApp.request({ method: "POST", url: "/api/v1/request-confirmation", payload: { email, lang: "fr-ch", flow: "business" } });
    const [mail] = await testApp.mailsTo(email);
    expect(mail?.subject).toBe("Confirmez votre adresse e-mail");
    expect(mail?.lang).toBe("fr-ch");
    expect(mail?.status).toBe("sent");
    expect(mail?.links[0]).toMatch(/^http:\/\/paraph\.test\/business\/signup\/steps\?token=/);
    expect(mail?.html).toContain("<a href=");
  });

  it("answers the same for a registered address but mails a login hint instead of a token", async () => {
    const user = await createUser(testApp);
    const tokensBefore = await countRows(testApp, "email_tokens");
    const response = await testApp.request({ method: "POST", url: "/api/v1/request-confirmation", payload: { email: user.email } });
    expect(response.statusCode).toBe(204);
    const [mail] = await testApp.mailsTo(user.email);
    expect(mail?.template).toBe("signup-already-registered");
    expect(mail?.links[0]).toContain("/login?email=");
    expect(await countRows(testApp, "email_tokens")).toBe(tokensBefore);
  });

  it("takes the language chosen on the confirmation step as the account's language", async () => {
    const token = await requestSignupToken(uniqueEmail(), "en-gb");
    await testApp.request({ method: "POST", url: "/api/v1/valid-confirmation", payload: { token, language: "it" } });
    const registered = await testApp.request({ method: "POST", url: "/api/v1/register", payload: registration(token) });
    const sessionToken = (registered.json() as { token: string }).token;
    const me = await testApp.request({ method: "GET", url: "/api/v1/user", token: sessionToken });
    expect(userSchema.parse(me.json()).attributes.lang).toBe("it");
  });

  it("uses a token once only", async () => {
    const token = await requestSignupToken(uniqueEmail());
    expect((await testApp.request({ method: "POST", url: "/api/v1/register", payload: registration(token) })).statusCode).toBe(201);
    const again = await testApp.request({ method: "POST", url: "/api/v1/register", payload: registration(token) });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: "token_used" });
    const check = await testApp.request({ method: "POST", url: "/api/v1/valid-confirmation", payload: { token } });
    expect(check.json()).toMatchObject({ code: "token_used" });
  });

  it("refuses an expired token after 48 hours and an unknown one", async () => {
    const token = await requestSignupToken(uniqueEmail());
    testApp.clock.advance(48 * 60 * 60_000 + 1);
    const expired = await testApp.request({ method: "POST", url: "/api/v1/register", payload: registration(token) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: "token_expired" });
    const unknown = await testApp.request({ method: "POST", url: "/api/v1/valid-confirmation", payload: { token: "x".repeat(43) } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "token_invalid" });
  });

  it("replaces an older link when a new one is requested", async () => {
    const email = uniqueEmail();
    const first = await requestSignupToken(email);
    const second = await requestSignupToken(email);
    expect((await testApp.request({ method: "POST", url: "/api/v1/valid-confirmation", payload: { token: first } })).statusCode).toBe(410);
    expect((await testApp.request({ method: "POST", url: "/api/v1/valid-confirmation", payload: { token: second } })).statusCode).toBe(200);
  });
});

describe("refused registrations change nothing", () => {
  const cases: [string, (token: string) => Record<string, unknown>, number, string][] = [
    ["terms not accepted", (token) => registration(token, { gtc: false }), 422, "gtc_not_accepted"],
    ["password too short", (token) => registration(token, { password: "Short-1" }), 422, "weak_password"],
    ["common password", (token) => registration(token, { password: "1234567890" }), 422, "weak_password"],
    ["missing last name", (token) => ({ ...registration(token), lastName: undefined }), 400, "validation_failed"],
    ["empty first name", (token) => registration(token, { firstName: "   " }), 400, "validation_failed"],
    ["oversized name", (token) => registration(token, { firstName: "a".repeat(101) }), 400, "validation_failed"],
    ["extra field", (token) => registration(token, { isAdmin: true }), 400, "validation_failed"],
    ["gtc of the wrong type", (token) => registration(token, { gtc: "yes" }), 400, "validation_failed"],
    ["phone breaking §5", (token) => registration(token, { mobile: "12-34" }), 400, "validation_failed"],
    ["unsupported language", (token) => registration(token, { lang: "es" }), 400, "validation_failed"],
  ];
  it.each(cases)("%s", async (_name, payload, status, code) => {
    const token = await requestSignupToken(uniqueEmail());
    const users = await countRows(testApp, "users");
    const sessions = await countRows(testApp, "sessions");
    const response = await testApp.request({ method: "POST", url: "/api/v1/register", payload: payload(token) });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(await countRows(testApp, "users")).toBe(users);
    expect(await countRows(testApp, "sessions")).toBe(sessions);
    // The token survives a refused attempt, so the user can correct the form.
    expect((await testApp.request({ method: "POST", url: "/api/v1/valid-confirmation", payload: { token } })).statusCode).toBe(200);
  });

  it("names every offending field", async () => {
    const response = await testApp.request({
      method: "POST",
      url: "/api/v1/register",
      payload: { firstName: 5, password: "x", token: "short", gtc: true, colour: "red" },
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { details: { fields: { field: string }[] } }).details.fields.map((entry) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(["body.firstName", "body.lastName", "body.token", "body.colour"]));
  });

  it.each([
    ["no @", "user.example.ch"],
    ["one-letter top-level domain", "user@example.c"],
    ["numeric top-level domain", "user@example.12"],
    ["double dot", "us..er@example.ch"],
    ["too long", `${"a".repeat(250)}@example.ch`],
  ])("refuses an e-mail address with %s", async (_name, email) => {
    const mails = await countRows(testApp, "mails");
    const response = await testApp.request({ method: "POST", url: "/api/v1/request-confirmation", payload: { email } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
    const fields = (response.json() as { details: { fields: { field: string }[] } }).details.fields;
    expect(new Set(fields.map((entry) => entry.field))).toEqual(new Set(["body.email"]));
    expect(await countRows(testApp, "mails")).toBe(mails);
  });
});
