import { createHmac } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSchema } from "@paraph/contracts";
import { countRows, createSignedInUser, createUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { getPlatformSecret } from "../../platform/auth/platform-secrets.ts";
import { upsertContact } from "./repository.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ REFERRAL_WIDGET_SECRET: "s".repeat(32) });
});
afterAll(async () => testApp.close());

const signedIn = () => createSignedInUser(testApp);

describe("GET and PUT /v1/user", () => {
  it("updates names and every updatable attribute", async () => {
    const { token } = await signedIn();
    const response = await testApp.request({
      method: "PUT",
      url: "/api/v1/user?v2=true",
      token,
      payload: {
        firstName: "Zoë",
        lastName: "Rüegg",
        attributes: {
          lang: "fr-ch",
          emailNotificationLevel: "essential",
          defaultLegislation: "zertes",
          defaultQuality: "qes",
          removedFromBusiness: false,
          businessDeleted: false,
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({ firstName: "Zoë", lastName: "Rüegg" });
    expect(user.attributes).toMatchObject({ lang: "fr-ch", emailNotificationLevel: "essential", defaultLegislation: "zertes", defaultQuality: "qes" });
    const again = userSchema.parse((await testApp.request({ method: "GET", url: "/api/v1/user?v2=true", token })).json());
    expect(again.attributes.defaultQuality).toBe("qes");

    const cleared = await testApp.request({ method: "PUT", url: "/api/v1/user", token, payload: { attributes: { defaultQuality: null } } });
    expect(userSchema.parse(cleared.json()).attributes.defaultQuality).toBeNull();
  });

  it.each([
    ["an unsupported language", { attributes: { lang: "es" } }],
    ["an unknown notification level", { attributes: { emailNotificationLevel: "sometimes" } }],
    ["an unknown legislation", { attributes: { defaultLegislation: "usa" } }],
    ["an attribute users may not set", { attributes: { weakPassword: false } }],
    ["an e-mail change", { email: "other@example.ch" }],
    ["a name of the wrong type", { firstName: 7 }],
    ["an oversized name", { lastName: "x".repeat(101) }],
  ])("refuses %s and changes nothing", async (_name, payload) => {
    const { user, token } = await signedIn();
    const response = await testApp.request({ method: "PUT", url: "/api/v1/user", token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
    const after = userSchema.parse((await testApp.request({ method: "GET", url: "/api/v1/user", token })).json());
    expect(after).toMatchObject({ email: user.email, firstName: user.first_name, lastName: user.last_name });
    expect(after.attributes.lang).toBe("en-gb");
  });

  it("refuses an unknown query parameter", async () => {
    const { token } = await signedIn();
    const response = await testApp.request({ method: "GET", url: "/api/v1/user?v3=true", token });
    expect(response.statusCode).toBe(400);
  });
});

describe("account deletion", () => {
  it("deletes the account after the password, ends its sessions and says goodbye by mail", async () => {
    const { user, token } = await signedIn();
    const wrong = await testApp.request({ method: "POST", url: "/api/v1/user/delete", token, payload: { password: "not-my-password" } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "wrong_password" });
    const users = await countRows(testApp, "users");

    const deleted = await testApp.request({ method: "POST", url: "/api/v1/user/delete", token, payload: { password: user.password } });
    expect(deleted.statusCode).toBe(204);
    expect(await countRows(testApp, "users")).toBe(users - 1);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token })).statusCode).toBe(401);
    const login = await testApp.request({ method: "POST", url: "/api/v1/login", payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(401);
    const [mail] = await testApp.mailsTo(user.email);
    expect(mail?.template).toBe("account-deleted");
  });
});

describe("accepting terms", () => {
  it("records the provider's terms of use and keeps the first acceptance time", async () => {
    const { token } = await signedIn();
    const response = await testApp.request({ method: "POST", url: "/api/v1/user/accept", token, payload: { type: "tou_swisscom" } });
    expect(response.statusCode).toBe(200);
    const gtc = await testApp.request({ method: "POST", url: "/api/v1/user/accept", token, payload: { type: "gtc" } });
    expect(userSchema.parse(gtc.json()).attributes.acceptedGtc).toBe(true);
  });

  it("answers 409 for a business invitation when none is pending, and 400 for an unknown type", async () => {
    const { token } = await signedIn();
    const invite = await testApp.request({ method: "POST", url: "/api/v1/user/accept", token, payload: { type: "business_invite" } });
    expect(invite.statusCode).toBe(409);
    expect(invite.json()).toMatchObject({ code: "no_pending_invitation" });
    const unknown = await testApp.request({ method: "POST", url: "/api/v1/user/accept", token, payload: { type: "cookies" } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe("referral widget", () => {
  it("keeps the first referral code and signs a token the widget can verify", async () => {
    const { user, token } = await signedIn();
    const first = await testApp.request({ method: "POST", url: "/api/v1/user/cello", token, payload: { ucc: "first-code" } });
    expect(first.statusCode).toBe(200);
    await testApp.request({ method: "POST", url: "/api/v1/user/cello", token, payload: { ucc: "second-code" } });
    const me = userSchema.parse((await testApp.request({ method: "GET", url: "/api/v1/user", token })).json());
    expect(me.attributes.celloUcc).toBe("first-code");

    const widgetToken = (first.json() as { token: string }).token;
    const [userId, expiry, signature] = widgetToken.split(".");
    expect(userId).toBe(user.id);
    expect(Number(expiry)).toBeGreaterThan(testApp.clock.now().getTime());
    expect(signature).toBe(createHmac("sha256", "s".repeat(32)).update(`${userId}.${expiry}`).digest("base64url"));
  });
});

describe("referral widget without REFERRAL_WIDGET_SECRET", () => {
  it("signs with the installation's secret from the database, so every replica signs alike", async () => {
    const { user, token } = await signedIn();
    const replicas = [];
    for (let index = 0; index < 2; index += 1) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-replica-"));
      replicas.push(await createTestApp({ REFERRAL_WIDGET_SECRET: "" }, { database: testApp.database, clock: testApp.clock, dataDir }));
    }
    try {
      const secret = (await getPlatformSecret(testApp.context.db, "referral-widget")).toString("hex");
      for (const replica of replicas) {
        const answer = await replica.request({ method: "POST", url: "/api/v1/user/cello", token, payload: {} });
        expect(answer.statusCode).toBe(200);
        const [userId, expiresAt, signature] = (answer.json() as { token: string }).token.split(".");
        expect(userId).toBe(user.id);
        expect(signature).toBe(createHmac("sha256", secret).update(`${userId}.${expiresAt}`).digest("base64url"));
      }
    } finally {
      for (const replica of replicas) await replica.app.close();
    }
  });
});

describe("e-mail autocomplete", () => {
  it("suggests only addresses the caller has worked with, matching the start, newest first", async () => {
    const { user, token } = await signedIn();
    const stranger = await createUser(testApp);
    const at = (minutes: number) => new Date(testApp.clock.now().getTime() + minutes * 60_000);
    await upsertContact(testApp.context.db, user.id, "anna.meier@example.ch", at(1));
    await upsertContact(testApp.context.db, user.id, "anna.berger@example.ch", at(2));
    await upsertContact(testApp.context.db, user.id, "bruno@example.ch", at(3));
    await upsertContact(testApp.context.db, stranger.id, "anna.secret@example.ch", at(4));

    const response = await testApp.request({ method: "GET", url: "/api/v1/email_input_autocomplete?input=ANNA", token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emails: ["anna.berger@example.ch", "anna.meier@example.ch"] });
    const wildcard = await testApp.request({ method: "GET", url: "/api/v1/email_input_autocomplete?input=%25", token });
    expect(wildcard.json()).toEqual({ emails: [] });
    const empty = await testApp.request({ method: "GET", url: "/api/v1/email_input_autocomplete?input=", token });
    expect(empty.statusCode).toBe(400);
  });
});

describe("every user endpoint needs a session", () => {
  it.each([
    ["GET", "/api/v1/user"],
    ["PUT", "/api/v1/user"],
    ["POST", "/api/v1/user/delete"],
    ["POST", "/api/v1/user/accept"],
    ["POST", "/api/v1/user/cello"],
    ["POST", "/api/v1/logout"],
    ["GET", "/api/v1/email_input_autocomplete?input=a"],
  ] as const)("%s %s answers 401 without one", async (method, url) => {
    const payload = method === "GET" ? undefined : method === "POST" && url.endsWith("delete") ? { password: "x" } : method === "POST" && url.endsWith("accept") ? { type: "gtc" } : {};
    const response = await testApp.request({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "unauthenticated" });
  });
});
