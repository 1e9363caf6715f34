import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkConfig } from "../platform/config.ts";
import { createSignedInUser } from "../test-support/factories.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { callRequest } from "../modules/signature-requests/test-helpers.ts";
import { completeDemoIdentification } from "./complete-demo-identification.ts";
import { DemoSessionStore } from "./demo-session-store.ts";
import { demoSessionsFile, openEmbeddedDemoIdentityProvider } from "./embedded-demo-identity-provider.ts";

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({}, undefined, { startAt: new Date() });
  app.context.publicUrl = await app.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await app?.close();
});

function demoUrl(testApp: TestApp): string {
  const url = testApp.demoIdentityProvider?.url;
  if (!url) throw new Error("The embedded demo identity provider did not start");
  return url;
}

describe("the embedded demo identity provider", () => {
  it("is mounted on Paraph's own server under /demo-idp, and Paraph talks to it over HTTP as to a partner", async () => {
    expect(demoUrl(app)).toBe(`${app.context.publicUrl}/demo-idp`);
    expect(app.demoIdentityProvider?.port).toBeUndefined();
    // No provider address is configured: Paraph finds the demo at its own address, with keys of this process.
    expect(app.context.config.IDENT_PROVIDER_URL).toBeUndefined();
    expect(app.context.config.IDENT_PROVIDER_NAME).toBe("demo");
    expect(app.context.config.IDENT_PROVIDER_API_TOKEN?.length).toBeGreaterThanOrEqual(32);
    expect(app.context.config.IDENT_CALLBACK_SECRET?.length).toBeGreaterThanOrEqual(32);
    // Paraph's own port serves it, its pages under their own policy, and takes sessions only with the token.
    const stylesheet = await fetch(`${demoUrl(app)}/demo.css`);
    expect(stylesheet.headers.get("content-type")).toContain("text/css");
    const unauthorised = await fetch(`${demoUrl(app)}/sessions`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(unauthorised.status).toBe(401);

    const person = await createSignedInUser(app);
    const started = await callRequest(app, person.token, "POST", "/v1/user/identification/srs/video", {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ isDemo: true, status: "initialized" });
    expect(String(started.body.identUrl)).toMatch(new RegExp(`^${demoUrl(app)}/ident/[0-9a-f-]{36}$`));
    const page = await fetch(String(started.body.identUrl));
    expect(page.status).toBe(200);
    const origin = new URL(app.context.publicUrl).origin;
    expect(page.headers.get("content-security-policy")).toBe(`default-src 'none'; style-src ${origin}; form-action ${origin} *; frame-ancestors 'none'; base-uri 'none'`);
    expect(await page.text()).toContain(`action="${demoUrl(app)}/ident/`);
  });

  it("keeps a tester's session through a restart: they carry on, the signed report is applied and its replay refused", async () => {
    const person = await createSignedInUser(app);
    const started = await callRequest(app, person.token, "POST", "/v1/user/identification/intrum/video", {});
    const identUrl = String(started.body.identUrl);
    // The tester opens the page (the provider reports "in progress") …
    expect((await fetch(identUrl)).status).toBe(200);
    expect((await callRequest(app, person.token, "GET", `/v1/user/identification/by-id/${String(started.body.id)}`)).body).toMatchObject({ status: "inprogress" });
    // … and the server restarts (on the same port, the demo with it) before they answer.
    const before = { demo: demoUrl(app), paraphPort: Number(new URL(app.context.publicUrl).port), secret: app.context.config.IDENT_CALLBACK_SECRET };
    const stored = JSON.parse(await fs.readFile(demoSessionsFile(app.context.config.DATA_DIR), "utf8")) as { sessions: { id: string }[] };
    expect(stored.sessions.map((session) => session.id)).toContain(identUrl.split("/").at(-1));
    app = await app.restart();
    app.context.publicUrl = await app.app.listen({ port: before.paraphPort, host: "127.0.0.1" });
    expect(demoUrl(app)).toBe(before.demo);
    expect(app.context.config.IDENT_CALLBACK_SECRET).not.toBe(before.secret);

    const { returnUrl } = await completeDemoIdentification(identUrl, "complete", 1);
    expect(returnUrl).toBe(`${app.context.publicUrl}/profile/signature-standards/eidas?identification=${String(started.body.id)}`);
    const after = await callRequest(app, person.token, "GET", `/v1/user/identification/by-id/${String(started.body.id)}`);
    expect(after.body).toMatchObject({ status: "success", identity: { firstName: "Marco", lastName: "Bernasconi" } });
    // The finished session stays finished across the restart too.
    expect((await fetch(identUrl)).status).toBe(409);
    // The report as the demo sent it, sent again: a replay.
    const last = app.demoIdentityProvider?.provider.sentReports.at(-1);
    const replay = await fetch(last?.url ?? "", { method: "POST", headers: { "content-type": "application/json", "paraph-ident-signature": last?.signature ?? "" }, body: last?.body ?? "" });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ code: "identification_callback_replayed" });
  });

  it("does not run in production nor next to a partner; its port is an opt-in, refused in production", async () => {
    const production = await openEmbeddedDemoIdentityProvider({ ...app.context.config, APP_MODE: "production", IDENT_PROVIDER_URL: undefined });
    expect(production.demo).toBeUndefined();
    expect(production.config.IDENT_PROVIDER_URL).toBeUndefined();
    const partner = await openEmbeddedDemoIdentityProvider({ ...app.context.config, IDENT_PROVIDER_URL: "https://ident.partner.ch" });
    expect(partner.demo).toBeUndefined();
    expect(partner.config.IDENT_PROVIDER_URL).toBe("https://ident.partner.ch");
    expect(checkConfig({ APP_MODE: "development" }).config?.DEMO_IDP_PORT).toBeUndefined();
    const refused = checkConfig({ APP_MODE: "production", DEMO_IDP_PORT: "3901" }).problems.map((problem) => problem.setting);
    expect(refused).toContain("DEMO_IDP_PORT");
    // The old default port is nobody's now: a server may take it.
    expect(checkConfig({ APP_MODE: "development", PORT: "3901" }).problems).toEqual([]);
    const clash = checkConfig({ APP_MODE: "development", PORT: "3901", DEMO_IDP_PORT: "3901" }).problems;
    expect(clash).toEqual([{ setting: "DEMO_IDP_PORT", message: "must differ from PORT and METRICS_PORT" }]);
  });

  it("runs apart on DEMO_IDP_PORT when asked, configured through IDENT_PROVIDER_URL, and says which port it could not listen on", async () => {
    const settings = { ...app.context.config, IDENT_PROVIDER_URL: undefined, DEMO_IDP_PORT: 0 };
    const apart = await openEmbeddedDemoIdentityProvider(settings);
    try {
      const url = new URL(apart.demo?.url ?? "");
      expect(url.hostname).toBe("127.0.0.1");
      expect(url.pathname).toBe("/demo-idp");
      expect(apart.demo?.port).toBe(Number(url.port));
      expect(apart.config.IDENT_PROVIDER_URL).toBe(apart.demo?.url);
      expect((await fetch(`${apart.demo?.url}/demo.css`)).headers.get("content-type")).toContain("text/css");
      const taken = apart.demo?.port ?? 0;
      await expect(openEmbeddedDemoIdentityProvider(settings, { port: taken })).rejects.toThrow(`127.0.0.1:${taken} (DEMO_IDP_PORT`);
    } finally {
      await apart.demo?.close();
    }
    await expect(fetch(`${apart.demo?.url}/demo.css`)).rejects.toThrow();
  });

  it("starts empty from a sessions file that is not its own, and writes a whole one again", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-demo-idp-"));
    try {
      const file = path.join(folder, "sessions.json");
      await fs.writeFile(file, '{"version":1,"sessions":[{"id":"not-a-uuid"}]}');
      const store = await DemoSessionStore.open(file, Date.now);
      const session = await store.create({
        identificationId: crypto.randomUUID(),
        reference: "ref",
        legislation: "eidas",
        method: "robo",
        callbackUrl: "http://127.0.0.1:1/callback",
        returnUrl: "http://127.0.0.1:1/back",
        language: "de",
      });
      const reopened = await DemoSessionStore.open(file, Date.now);
      expect(reopened.find(session.id)).toMatchObject({ id: session.id, finished: false });
      // An hour later it has expired.
      const later = await DemoSessionStore.open(file, () => Date.now() + 61 * 60_000);
      expect(later.find(session.id)).toBeUndefined();
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
