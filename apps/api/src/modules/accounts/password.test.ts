import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, createUser, loginAs, STRONG_PASSWORD, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, tokenFromMail, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const NEW_PASSWORD = "Copper-harbour-93-kite";

describe("check-password", () => {
  it.each([
    ["Short-1x", "too_short"],
    [`${"Ab1-".repeat(33)}`, "too_long"],
    ["1234567890", "too_common"],
    ["aaaaaaaaaaaa", "too_guessable"],
    ["qwertyuiop12", "too_common"],
    ["abcdefghijk1", "too_guessable"],
  ])("refuses %s with %s", async (password, errorCode) => {
    const response = await testApp.request({ method: "POST", url: "/api/v1/check-password", payload: { password } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ validPassword: false, errorCode });
  });

  it("accepts a strong password", async () => {
    const response = await testApp.request({ method: "POST", url: "/api/v1/check-password", payload: { password: STRONG_PASSWORD } });
    expect(response.json()).toEqual({ validPassword: true, errorCode: null });
  });

  it("refuses a password containing the e-mail of the logged-in user or of the sign-up token", async () => {
    const user = await createUser(testApp, { email: uniqueEmail("margaretha") });
    const token = await loginAs(testApp, user);
    const localPart = user.email.split("@")[0] ?? "";
    const asUser = await testApp.request({ method: "POST", url: "/api/v1/check-password", token, payload: { password: `${localPart}-Xy9!` } });
    expect(asUser.json()).toEqual({ validPassword: false, errorCode: "contains_email" });

    const email = uniqueEmail("bartholomew");
    await testApp.request({ method: "POST", url: "/api/v1/request-confirmation", payload: { email } });
    const signupToken = tokenFromMail((await testApp.mailsTo(email))[0]);
    const withToken = await testApp.request({
      method: "POST",
      url: "/api/v1/check-password",
      payload: { password: `Zq7-${email.split("@")[0]}`, token: signupToken },
    });
    expect(withToken.json()).toEqual({ validPassword: false, errorCode: "contains_email" });
  });

  it("refuses an unknown token", async () => {
    const response = await testApp.request({ method: "POST", url: "/api/v1/check-password", payload: { password: STRONG_PASSWORD, token: "y".repeat(43) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "token_invalid" });
  });
});

describe("change-password", () => {
  it("changes the password, ends every session, returns a fresh token and mails the owner", async () => {
    const user = await createUser(testApp, { lang: "de-ch" });
    const token = await loginAs(testApp, user);
    const otherDevice = await loginAs(testApp, user);
    const response = await testApp.request({ method: "POST", url: "/api/v1/change-password", token, payload: { old: user.password, new: NEW_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const fresh = (response.json() as { token: string }).token;
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token })).statusCode).toBe(401);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token: otherDevice })).statusCode).toBe(401);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token: fresh })).statusCode).toBe(200);
    await loginAs(testApp, { email: user.email, password: NEW_PASSWORD });
    const old = await testApp.request({ method: "POST", url: "/api/v1/login", payload: { email: user.email, password: user.password } });
    expect(old.statusCode).toBe(401);
    const [mail] = await testApp.mailsTo(user.email);
    expect(mail?.subject).toBe("Ihr Paraph-Passwort wurde geändert");
  });

  it("refuses a wrong old password and a weak new one without changing anything", async () => {
    const user = await createUser(testApp);
    const token = await loginAs(testApp, user);
    const wrongOld = await testApp.request({ method: "POST", url: "/api/v1/change-password", token, payload: { old: "nope-nope-nope", new: NEW_PASSWORD } });
    expect(wrongOld.statusCode).toBe(403);
    expect(wrongOld.json()).toMatchObject({ code: "wrong_password" });
    const weak = await testApp.request({ method: "POST", url: "/api/v1/change-password", token, payload: { old: user.password, new: "password" } });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ code: "weak_password", details: { errorCode: "too_short" } });
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token })).statusCode).toBe(200);
    await loginAs(testApp, user);
  });

  it("needs a session", async () => {
    const response = await testApp.request({ method: "POST", url: "/api/v1/change-password", payload: { old: "a", new: NEW_PASSWORD } });
    expect(response.statusCode).toBe(401);
  });
});

describe("password reset", () => {
  it("mails a link that sets a new password once and logs every session out", async () => {
    const user = await createUser(testApp, { lang: "it" });
    const session = await loginAs(testApp, user);
    expect((await testApp.request({ method: "POST", url: "/api/v1/request-reset", payload: { email: user.email } })).statusCode).toBe(204);
    const [mail] = await testApp.mailsTo(user.email);
    expect(mail?.subject).toBe("Reimposta la tua password Paraph");
    expect(mail?.links[0]).toMatch(/^http:\/\/paraph\.test\/password-reset\/new\?token=/);
    const token = tokenFromMail(mail);

    const reset = await testApp.request({ method: "POST", url: "/api/v1/reset-password", payload: { token, new: NEW_PASSWORD } });
    expect(reset.statusCode).toBe(204);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token: session })).statusCode).toBe(401);
    await loginAs(testApp, { email: user.email, password: NEW_PASSWORD });

    const reused = await testApp.request({ method: "POST", url: "/api/v1/reset-password", payload: { token, new: "Another-fine-passphrase-8" } });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ code: "token_used" });
  });

  it("answers the same for an unknown address and mails nobody", async () => {
    const email = uniqueEmail("ghost");
    const mails = await countRows(testApp, "mails");
    const response = await testApp.request({ method: "POST", url: "/api/v1/request-reset", payload: { email, lang: "de-ch" } });
    expect(response.statusCode).toBe(204);
    expect(await countRows(testApp, "mails")).toBe(mails);
  });

  it("refuses an expired link after an hour and a weak password, keeping the old password", async () => {
    const user = await createUser(testApp);
    await testApp.request({ method: "POST", url: "/api/v1/request-reset", payload: { email: user.email } });
    const token = tokenFromMail((await testApp.mailsTo(user.email))[0]);
    const weak = await testApp.request({ method: "POST", url: "/api/v1/reset-password", payload: { token, new: user.email } });
    expect(weak.statusCode).toBe(422);
    testApp.clock.advance(60 * 60_000 + 1);
    const expired = await testApp.request({ method: "POST", url: "/api/v1/reset-password", payload: { token, new: NEW_PASSWORD } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: "token_expired" });
    await loginAs(testApp, user);
  });

  it("does not accept a sign-up token as a reset token", async () => {
    const email = uniqueEmail();
    await testApp.request({ method: "POST", url: "/api/v1/request-confirmation", payload: { email } });
    const signupToken = tokenFromMail((await testApp.mailsTo(email))[0]);
    const response = await testApp.request({ method: "POST", url: "/api/v1/reset-password", payload: { token: signupToken, new: NEW_PASSWORD } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "token_invalid" });
  });
});
