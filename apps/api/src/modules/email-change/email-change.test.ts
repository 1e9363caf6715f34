import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSchema } from "@paraph/contracts";
import { createActor } from "../../test-support/actors.ts";
import { createSignedInUser, createUser, loginAs, STRONG_PASSWORD, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, tokenFromMail, type TestApp } from "../../test-support/test-app.ts";
import { seedGuestRequest } from "../../test-support/worlds.ts";
import { createBusinessAs } from "../businesses/test-helpers.ts";
import { guestAuthorization } from "../direct-sign/test-helpers.ts";
import { saveSsoConfig } from "../sso/index.ts";
import { updateUserRow } from "../users/index.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const ask = (token: string, email: string, password = STRONG_PASSWORD) =>
  testApp.request({ method: "POST", url: "/api/v1/user/email-change", token, payload: { email, password } });
const confirm = (token: string, linkToken: string) =>
  testApp.request({ method: "POST", url: "/api/v1/user/email-change/confirm", token, payload: { token: linkToken } });
const cancel = (token: string) => testApp.request({ method: "DELETE", url: "/api/v1/user/email-change", token });
const me = async (token: string) => userSchema.parse((await testApp.request({ method: "GET", url: "/api/v1/user?v2=true", token })).json());

/** The confirmation link's token from the newest mail to the new address. */
async function linkTokenFor(newEmail: string): Promise<string> {
  const [mail] = await testApp.mailsTo(newEmail);
  expect(mail?.template).toBe("email-change-confirm");
  expect(mail?.links[0]).toMatch(/^http:\/\/paraph\.test\/profile\/confirm\?token=/);
  return tokenFromMail(mail);
}

/** A business whose single sign-on covers `domain` (rows as its admins' settings write them). */
async function coverDomainWithSso(domain: string): Promise<void> {
  const admin = await createSignedInUser(testApp);
  const businessId = (await createBusinessAs(testApp, admin.token)).id;
  const now = testApp.clock.now();
  await testApp.context.db.insertInto("business_domains").values({ business_id: businessId, domain, created_at: now }).execute();
  await saveSsoConfig(
    testApp.context.db,
    { business_id: businessId, issuer: "https://issuer.example.ch", client_id: "paraph", client_secret_sealed: "sealed", enabled: true, created_at: now, updated_at: now },
    [domain],
  );
}

describe("changing the account's e-mail address", () => {
  it("mails a link to the new address and a notice to the old one, and changes the address once the link is opened", async () => {
    const { user, token } = await createSignedInUser(testApp, { lang: "de-ch" });
    const otherSession = await loginAs(testApp, user);
    const newEmail = uniqueEmail("new");

    const asked = await ask(token, newEmail.toUpperCase());
    expect(asked.statusCode, asked.body).toBe(204);
    expect((await me(token)).pendingEmail).toBe(newEmail);
    const [notice] = await testApp.mailsTo(user.email);
    expect(notice).toMatchObject({ template: "email-change-requested", lang: "de-ch" });
    expect(notice?.text).toContain(newEmail);
    const linkToken = await linkTokenFor(newEmail);

    const confirmed = await confirm(token, linkToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(userSchema.parse(confirmed.json())).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });

    // This session goes on; the account's other sessions ended.
    expect((await me(token)).email).toBe(newEmail);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token: otherSession })).statusCode).toBe(401);
    const [changed] = await testApp.mailsTo(user.email);
    expect(changed).toMatchObject({ template: "email-change-changed", lang: "de-ch" });
    expect(changed?.text).toContain(newEmail);

    // The new address logs in; the old one no longer does.
    await expect(loginAs(testApp, { email: newEmail, password: STRONG_PASSWORD })).resolves.toEqual(expect.any(String));
    const old = await testApp.request({ method: "POST", url: "/api/v1/login", payload: { email: user.email, password: STRONG_PASSWORD } });
    expect(old.statusCode).toBe(401);

    // A used link does not work twice.
    const replay = await confirm(token, linkToken);
    expect(replay.statusCode).toBe(410);
    expect(replay.json()).toMatchObject({ code: "token_used" });
  });

  it("ends a reset link mailed to the old address", async () => {
    const { user, token } = await createSignedInUser(testApp);
    const reset = await testApp.request({ method: "POST", url: "/api/v1/request-reset", payload: { email: user.email } });
    expect(reset.statusCode).toBe(204);
    const resetToken = tokenFromMail((await testApp.mailsTo(user.email)).find((mail) => mail.template === "password-reset"));
    const newEmail = uniqueEmail("new");
    await ask(token, newEmail);
    expect((await confirm(token, await linkTokenFor(newEmail))).statusCode).toBe(200);
    const used = await testApp.request({ method: "POST", url: "/api/v1/reset-password", payload: { token: resetToken, new: "Another-quiet-lantern-58" } });
    expect(used.statusCode).toBe(410);
  });

  it.each([
    ["a wrong password", () => ({ password: "not-my-password" }), 403, "wrong_password"],
    ["the current address", (email: string) => ({ email }), 422, "email_change_same_address"],
    ["an invalid address", () => ({ email: "not-an-address" }), 400, "validation_failed"],
  ])("refuses %s and mails nothing", async (_name, change, status, code) => {
    const { user, token } = await createSignedInUser(testApp);
    const body = { email: uniqueEmail("new"), password: STRONG_PASSWORD, ...change(user.email) };
    const response = await ask(token, body.email, body.password);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect((await me(token)).pendingEmail).toBeNull();
    expect(await testApp.mailsTo(user.email)).toHaveLength(0);
  });

  it("refuses an address another account has, and says so only after the password", async () => {
    const { token } = await createSignedInUser(testApp);
    const other = await createUser(testApp);
    expect((await ask(token, other.email, "not-my-password")).json()).toMatchObject({ code: "wrong_password" });
    const taken = await ask(token, other.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "email_already_registered" });
  });

  it("refuses an account whose address single sign-on owns, and a new address in a domain single sign-on covers", async () => {
    const signedOn = await createSignedInUser(testApp);
    await updateUserRow(testApp.context.db, signedOn.user.id, { has_sso: true });
    const bySso = await ask(signedOn.token, uniqueEmail("new"));
    expect(bySso.statusCode).toBe(409);
    expect(bySso.json()).toMatchObject({ code: "email_change_sso_account" });

    const domain = `sso-${crypto.randomUUID().slice(0, 8)}.ch`;
    await coverDomainWithSso(domain);
    const inCoveredDomain = await createSignedInUser(testApp, { email: `ada@${domain}` });
    expect((await ask(inCoveredDomain.token, uniqueEmail("new"))).json()).toMatchObject({ code: "email_change_sso_account" });
    const { token } = await createSignedInUser(testApp);
    const intoCovered = await ask(token, `grace@${domain}`);
    expect(intoCovered.statusCode).toBe(422);
    expect(intoCovered.json()).toMatchObject({ code: "email_change_sso_domain" });
  });

  it("lets a new request replace the pending one, and a cancelled change's link stop working", async () => {
    const { token } = await createSignedInUser(testApp);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await ask(token, first);
    const firstToken = await linkTokenFor(first);
    await ask(token, second);
    expect((await me(token)).pendingEmail).toBe(second);
    expect((await confirm(token, firstToken)).json()).toMatchObject({ code: "token_used" });

    const cancelled = await cancel(token);
    expect(cancelled.statusCode).toBe(204);
    expect((await me(token)).pendingEmail).toBeNull();
    expect((await confirm(token, await linkTokenFor(second))).statusCode).toBe(410);
    expect((await cancel(token)).statusCode).toBe(204);
    expect((await me(token)).email).not.toBe(second);
  });

  it("keeps another account's pending change to the same address", async () => {
    const ada = await createSignedInUser(testApp);
    const max = await createSignedInUser(testApp);
    const wanted = uniqueEmail("wanted");
    await ask(ada.token, wanted);
    const adaToken = await linkTokenFor(wanted);
    await ask(max.token, wanted);
    expect((await me(ada.token)).pendingEmail).toBe(wanted);
    expect((await confirm(ada.token, adaToken)).statusCode).toBe(200);
    // Now taken: Max's link fails and leaves his account as it was.
    const late = await confirm(max.token, await linkTokenFor(wanted));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "email_already_registered" });
    expect((await me(max.token)).email).toBe(max.user.email);
  });

  it("refuses an expired link", async () => {
    const { user, token: firstSession } = await createSignedInUser(testApp);
    const newEmail = uniqueEmail("new");
    await ask(firstSession, newEmail);
    const linkToken = await linkTokenFor(newEmail);
    testApp.clock.advance(24 * 60 * 60_000 + 1_000);
    // Sessions last 24 hours too: the link is opened in a new one.
    const token = await loginAs(testApp, user);
    expect((await me(token)).pendingEmail).toBeNull();
    const expired = await confirm(token, linkToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: "token_expired" });
  });

  it("answers another account's link with 404 and leaves it to its owner", async () => {
    const owner = await createSignedInUser(testApp);
    const stranger = await createSignedInUser(testApp);
    const newEmail = uniqueEmail("new");
    await ask(owner.token, newEmail);
    const linkToken = await linkTokenFor(newEmail);
    const foreign = await confirm(stranger.token, linkToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "email_change_other_account" });
    expect((await me(stranger.token)).email).toBe(stranger.user.email);
    expect((await confirm(owner.token, linkToken)).statusCode).toBe(200);
    const unknown = await confirm(owner.token, "x".repeat(43));
    expect(unknown.json()).toMatchObject({ code: "token_invalid" });
  });

  it("answers a caller without a session, and a guest's direct link, with 401", async () => {
    const owner = await createActor(testApp);
    const guest = await seedGuestRequest(testApp, owner);
    const headers = { authorization: guestAuthorization(guest) };
    const calls = [
      { method: "POST" as const, url: "/api/v1/user/email-change", payload: { email: uniqueEmail(), password: STRONG_PASSWORD } },
      { method: "POST" as const, url: "/api/v1/user/email-change/confirm", payload: { token: "x".repeat(43) } },
      { method: "DELETE" as const, url: "/api/v1/user/email-change" },
    ];
    for (const call of calls) {
      expect((await testApp.request(call)).statusCode).toBe(401);
      expect((await testApp.request({ ...call, headers })).statusCode).toBe(401);
    }
  });

  it("limits how often one address is asked for", async () => {
    const { token } = await createSignedInUser(testApp);
    const newEmail = uniqueEmail("new");
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask(token, newEmail)).statusCode).toBe(204);
    const limited = await ask(token, newEmail);
    expect(limited.statusCode).toBe(429);
  });
});
