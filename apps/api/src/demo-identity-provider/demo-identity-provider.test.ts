import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkConfig } from "../platform/config.ts";
import { createSignedInUser } from "../test-support/factories.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { callRequest } from "../modules/signature-requests/test-helpers.ts";
import { checkLookupAnswer, LOOKUP_PATH, type LookupRequest, REPORT_SIGNATURE_HEADER } from "../modules/identification/index.ts";
import { completeDemoIdentification } from "./complete-demo-identification.ts";
import { startDemoIdentityProvider } from "./demo-identity-provider.ts";

const API_TOKEN = "demo-idp-test-token-0123456789";
const CALLBACK_SECRET = "demo-idp-test-callback-secret-0123456789abcdef";

let app: TestApp;
let provider: Awaited<ReturnType<typeof startDemoIdentityProvider>>;

/** The demo on a server of its own, configured as a partner would be (IDENT_PROVIDER_URL, token, secret). */
beforeAll(async () => {
  provider = await startDemoIdentityProvider({ apiToken: API_TOKEN, callbackSecret: CALLBACK_SECRET });
  app = await createTestApp({ IDENT_PROVIDER_URL: provider.url, IDENT_PROVIDER_NAME: "acme-ident", IDENT_PROVIDER_API_TOKEN: API_TOKEN, IDENT_CALLBACK_SECRET: CALLBACK_SECRET }, undefined, { startAt: new Date() });
  app.context.publicUrl = await app.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

describe("an identity provider on its own server", () => {
  it("runs the whole protocol over HTTP between two servers and records the provider's name", async () => {
    const person = await createSignedInUser(app);
    const started = await callRequest(app, person.token, "POST", "/v1/user/identification/srs/video", {});
    expect(started.body).toMatchObject({ isDemo: false, status: "initialized" });
    expect(String(started.body.identUrl).startsWith(`${provider.url}/ident/`)).toBe(true);
    // The embedded demo is not mounted while a provider is configured: no stylesheet there (with
    // the web app built, the path falls through to the web app's page instead).
    expect(String((await app.request({ method: "GET", url: "/demo-idp/demo.css" })).headers["content-type"])).not.toContain("text/css");
    const { returnUrl } = await completeDemoIdentification(String(started.body.identUrl), "complete");
    expect(returnUrl.startsWith(`${app.context.publicUrl}/profile/signature-standards/zertes?identification=`)).toBe(true);
    const sent = provider.provider.sentReports.map((report) => ({ status: report.status, body: JSON.parse(report.body) as { appointmentStatus: string } }));
    expect(sent.map((report) => [report.status, report.body.appointmentStatus])).toEqual([
      [200, "inprogress"],
      [200, "success"],
    ]);
    const user = await app.context.db.selectFrom("users").select(["qes_zertes_provider"]).where("id", "=", person.user.id).executeTakeFirstOrThrow();
    expect(user.qes_zertes_provider).toBe("acme-ident");
    // The report the provider sent, sent again as it was: a replay.
    const last = provider.provider.sentReports.at(-1);
    const replay = await fetch(last?.url ?? "", { method: "POST", headers: { "content-type": "application/json", "paraph-ident-signature": last?.signature ?? "" }, body: last?.body ?? "" });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ code: "identification_callback_replayed" });
  });

  it("answers lookups of eID data, signed: its test identities, a session completed there under its legislation, not found otherwise", async () => {
    const lookup = async (asked: Omit<LookupRequest, "lookupId">, token = API_TOKEN) => {
      const request: LookupRequest = { lookupId: `lku_${crypto.randomUUID()}`, ...asked };
      const response = await fetch(`${provider.url}${LOOKUP_PATH}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(request) });
      const rawBody = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) return { status: response.status };
      return { status: 200, answer: checkLookupAnswer(CALLBACK_SECRET, { rawBody, signatureHeader: response.headers.get(REPORT_SIGNATURE_HEADER) ?? undefined }, request, Date.now(), 300) };
    };
    expect((await lookup({ documentNumber: "X8812345", dateOfBirth: "1975-11-02", legislation: "zertes" }, "wrong-token-0123456789012345")).status).toBe(401);
    const malformed = await fetch(`${provider.url}${LOOKUP_PATH}`, { method: "POST", headers: { authorization: `Bearer ${API_TOKEN}`, "content-type": "application/json" }, body: JSON.stringify({ documentNumber: "x" }) });
    expect(malformed.status).toBe(400);
    expect((await lookup({ documentNumber: "X8812345", dateOfBirth: "1975-11-02", legislation: "zertes" })).answer).toMatchObject({
      result: "found",
      identity: { firstName: "Marco", lastName: "Bernasconi" },
      method: "video",
      legislations: ["eidas", "zertes"],
      level: "high",
    });
    expect((await lookup({ documentNumber: "X8812345", dateOfBirth: "1975-11-03", legislation: "zertes" })).answer).toMatchObject({ result: "not_found" });

    // Identified at the demo through ID Austria (eIDAS): a lookup under eIDAS names that way.
    const person = await createSignedInUser(app);
    const started = await callRequest(app, person.token, "POST", "/v1/user/identification/intrum/id-austria", {});
    await completeDemoIdentification(String(started.body.identUrl), "complete", 1);
    expect((await lookup({ documentNumber: "X8812345", dateOfBirth: "1975-11-02", legislation: "eidas" })).answer).toMatchObject({ result: "found", method: "id-austria", legislations: ["eidas"] });
  });

  it("needs the provider's token and secret with its URL, and refuses the demo and weak keys in production", () => {
    const missing = checkConfig({ APP_MODE: "development", IDENT_PROVIDER_URL: "https://ident.example.org" });
    expect(missing.problems.map((problem) => problem.setting)).toEqual(expect.arrayContaining(["IDENT_PROVIDER_API_TOKEN", "IDENT_CALLBACK_SECRET"]));
    const production = checkConfig({ APP_MODE: "production", IDENT_PROVIDER_URL: "https://paraph.example.ch/demo-idp", IDENT_PROVIDER_API_TOKEN: "aaaaaaaaaaaaaaaaaaaa", IDENT_CALLBACK_SECRET: "short" });
    const named = production.problems.map((problem) => problem.setting);
    expect(named).toEqual(expect.arrayContaining(["IDENT_PROVIDER_URL", "IDENT_PROVIDER_API_TOKEN", "IDENT_CALLBACK_SECRET"]));
  });
});
