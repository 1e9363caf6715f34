import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_SESSION_LIFETIME_MS } from "@paraph/contracts";
import { createSignedInUser, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { apiTokenOf, createApiUserAs } from "../api-users/test-helpers.ts";
import { createBusinessAs, createBusinessCast } from "../businesses/test-helpers.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { createEmploymentTemplate } from "../templates/test-helpers.ts";

const HOST = "http://127.0.0.2:4173";
const ELSEWHERE = "http://127.0.0.3:4173";

let testApp: TestApp;
let webDir: string;
let cast: Awaited<ReturnType<typeof createBusinessCast>>;
let apiToken: string;
let otherAdminToken: string;

beforeAll(async () => {
  // A composer link's page is the web app's HTML: a stand-in build, so its CSP can be read.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-embed-compose-web-"));
  await fs.writeFile(path.join(webDir, "index.html"), '<!doctype html><meta name="paraph-mode" content="development" /><title>Paraph</title><div id=root></div>');
  testApp = await createTestApp({ WEB_DIST_DIR: webDir });
  cast = await createBusinessCast(testApp);
  apiToken = await apiTokenOf(testApp, await createApiUserAs(testApp, cast.admin.token, cast.business.id));
  otherAdminToken = (await createSignedInUser(testApp)).token;
  const otherBusiness = await createBusinessAs(testApp, otherAdminToken, { name: "Other AG" });
  await setEmbedOrigins(otherAdminToken, otherBusiness.id, [HOST]);
  await setEmbedOrigins(cast.admin.token, cast.business.id, [HOST]);
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

async function setEmbedOrigins(token: string, businessId: string, embedOrigins: string[]): Promise<void> {
  const response = await testApp.request({ method: "PUT", url: `/api/v1/businesses/${businessId}/settings`, token, payload: { settings: { embedOrigins } } });
  expect(response.statusCode, response.body).toBe(200);
}

/** A draft of `token`'s user with one uploaded document and no signer yet. */
async function createDraft(token: string): Promise<{ id: string; documentId: string }> {
  const [documentId = ""] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Embedded draft", quality: "ses", documents: [documentId] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: String(created.body.id), documentId };
}

function createSession(token: string | undefined, body: object) {
  return testApp.request({ method: "POST", url: "/api/v3/embedded-sessions", ...(token ? { token } : {}), payload: body });
}

function open(token: string) {
  return testApp.request({ method: "POST", url: "/api/v3/embedded-sessions/open", payload: { token } });
}

/** A composer link for the scope, opened: the confined session's bearer token. */
async function openedSession(creatorToken: string, scope: object): Promise<{ token: string; origin: string; scope: object }> {
  const created = await createSession(creatorToken, { scope, origin: HOST });
  expect(created.statusCode, created.body).toBe(201);
  const opened = await open(created.json<{ token: string }>().token);
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json();
}

describe("POST /v3/embedded-sessions", () => {
  it("gives the owner a 15-minute composer link on the public URL for their draft", async () => {
    const draft = await createDraft(cast.member.token);
    const before = testApp.clock.now().getTime();
    const created = await createSession(cast.member.token, { scope: { kind: "signature_request", signatureRequestId: draft.id }, origin: HOST, returnUrl: "http://127.0.0.2:4173/done" });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<{ url: string; token: string; expiresAt: string }>();
    expect(body.url).toBe(`${testApp.context.publicUrl}/embed/compose/${body.token}`);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const after = testApp.clock.now().getTime();
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThanOrEqual(before + EMBEDDED_SESSION_LIFETIME_MS);
    expect(new Date(body.expiresAt).getTime()).toBeLessThanOrEqual(after + EMBEDDED_SESSION_LIFETIME_MS);
    const opened = await open(body.token);
    expect(opened.json()).toMatchObject({ origin: HOST, returnUrl: "http://127.0.0.2:4173/done", scope: { kind: "signature_request", signatureRequestId: draft.id } });
  });

  it("lets an API user of the business make a link for its own draft", async () => {
    const draft = await createDraft(apiToken);
    const session = await openedSession(apiToken, { kind: "signature_request", signatureRequestId: draft.id });
    const read = await callRequest(testApp, session.token, "GET", `/v3/signature-requests/${draft.id}`);
    expect(read.status).toBe(200);
  });

  it("answers 404 to anyone but the draft's owner: an outsider, a fellow member, a member of another business", async () => {
    const draft = await createDraft(cast.member.token);
    const scope = { kind: "signature_request", signatureRequestId: draft.id };
    for (const token of [cast.outsider.token, cast.admin.token, otherAdminToken, apiToken]) {
      const response = await createSession(token, { scope, origin: HOST });
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await createSession(undefined, { scope, origin: HOST })).statusCode).toBe(401);
  });

  it("needs a business, a draft and an origin the business lists", async () => {
    const loner = await createSignedInUser(testApp);
    const lonerDraft = await createDraft(loner.token);
    expect((await createSession(loner.token, { scope: { kind: "signature_request", signatureRequestId: lonerDraft.id }, origin: HOST })).json()).toMatchObject({ code: "embedded_session_needs_business" });
    const draft = await createDraft(cast.member.token);
    const scope = { kind: "signature_request", signatureRequestId: draft.id };
    const refused = await createSession(cast.member.token, { scope, origin: ELSEWHERE });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "embed_origin_not_allowed" });
    expect((await createSession(cast.member.token, { scope, origin: "http://127.0.0.2:4173/path" })).statusCode).toBe(400);
    expect((await createSession(cast.member.token, { scope: { kind: "signature_request", signatureRequestId: "nope" }, origin: HOST })).statusCode).toBe(400);
    await callRequest(testApp, cast.member.token, "POST", `/v3/signature-requests/${draft.id}/signatures`, { account_email: uniqueEmail("signer") });
    expect((await callRequest(testApp, cast.member.token, "POST", `/v3/signature-requests/${draft.id}/initiate`)).status).toBe(200);
    const sent = await createSession(cast.member.token, { scope, origin: HOST });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ code: "embedded_request_not_draft" });
  });
  it("refuses in production an http origin the business listed before, as signing links do", async () => {
    const draft = await createDraft(cast.member.token);
    const development = testApp.context.config;
    testApp.context.config = { ...development, APP_MODE: "production" };
    try {
      const refused = await createSession(cast.member.token, { scope: { kind: "signature_request", signatureRequestId: draft.id }, origin: HOST });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: "embed_origin_not_https", details: { origins: [HOST] } });
    } finally {
      testApp.context.config = development;
    }
  });
});

describe("POST /v3/embedded-sessions/open", () => {
  it("opens once, within 15 minutes", async () => {
    const draft = await createDraft(cast.member.token);
    const scope = { kind: "signature_request", signatureRequestId: draft.id };
    const first = (await createSession(cast.member.token, { scope, origin: HOST })).json<{ token: string }>().token;
    expect((await open(first)).statusCode).toBe(200);
    const again = await open(first);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: "embedded_session_used" });
    const late = (await createSession(cast.member.token, { scope, origin: HOST })).json<{ token: string }>().token;
    testApp.clock.advance(EMBEDDED_SESSION_LIFETIME_MS);
    const expired = await open(late);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: "embedded_session_expired" });
    expect((await open("A".repeat(43))).statusCode).toBe(404);
  });

  it("serves the link's page framable by its host origin only, and no other page", async () => {
    const draft = await createDraft(cast.member.token);
    const { token } = (await createSession(cast.member.token, { scope: { kind: "signature_request", signatureRequestId: draft.id }, origin: HOST })).json<{ token: string }>();
    const page = await testApp.request({ method: "GET", url: `/embed/compose/${token}` });
    expect(page.headers["content-security-policy"]).toMatch(new RegExp(`frame-ancestors ${HOST}(;|$)`));
    const unknown = await testApp.request({ method: "GET", url: `/embed/compose/${"B".repeat(43)}` });
    expect(unknown.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});

describe("the composer's confined session", () => {
  it("composes and sends its own draft: signers, document pages, settings, initiate", async () => {
    const draft = await createDraft(cast.member.token);
    const { token } = await openedSession(cast.member.token, { kind: "signature_request", signatureRequestId: draft.id });
    const email = uniqueEmail("embedded-signer");
    expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${draft.id}/signatures`, { account_email: email })).status).toBe(200);
    const page = await testApp.request({ method: "GET", url: `/api/v3/documents/${draft.documentId}/pages/1`, token });
    expect(page.statusCode).toBe(200);
    expect((await testApp.request({ method: "GET", url: "/api/v1/user", token })).statusCode).toBe(200);
    const sent = await callRequest(testApp, token, "POST", `/v3/signature-requests/${draft.id}/initiate`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const view = parseRequest((await callRequest(testApp, cast.member.token, "GET", `/v3/signature-requests/${draft.id}`)).body);
    expect(view.status).toBe("open");
    expect(view.signers.map((signer) => signer.email)).toEqual([email]);
  });

  it("cannot read another request of its creator (404) nor its documents, nor make calls outside the composer (403)", async () => {
    const draft = await createDraft(cast.member.token);
    const other = await createDraft(cast.member.token);
    const { token } = await openedSession(cast.member.token, { kind: "signature_request", signatureRequestId: draft.id });
    expect((await callRequest(testApp, token, "GET", `/v3/signature-requests/${other.id}`)).status).toBe(404);
    expect((await callRequest(testApp, token, "PUT", `/v3/signature-requests/${other.id}`, { title: "Taken over" })).status).toBe(404);
    expect((await testApp.request({ method: "GET", url: `/api/v3/documents/${other.documentId}/pages/1`, token })).statusCode).toBe(404);
    const events = await testApp.request({ method: "GET", url: `/api/v3/signature-requests/${draft.id}/events`, token });
    expect(events.statusCode).toBe(403);
    expect(events.json()).toMatchObject({ code: "embedded_session_not_allowed" });
    expect((await testApp.request({ method: "POST", url: "/api/v3/signature-requests", token, payload: { title: "New", quality: "ses" } })).statusCode).toBe(403);
    expect((await testApp.request({ method: "POST", url: "/api/v1/logout", token })).json()).toMatchObject({ code: "embedded_session_not_allowed" });
    expect((await testApp.request({ method: "GET", url: `/api/v1/businesses/${cast.business.id}/settings`, token })).statusCode).not.toBe(403);
  });

  it("makes one draft from its template, with a person per role, then composes that draft only", async () => {
    const template = await createEmploymentTemplate(testApp, cast.member.token);
    const other = await createDraft(cast.member.token);
    const opened = await openedSession(cast.member.token, { kind: "template", templateId: template.id });
    expect(opened.scope).toEqual({ kind: "template", templateId: template.id });
    const { token } = opened;
    expect((await callRequest(testApp, token, "GET", `/v3/templates/${template.id}`)).status).toBe(200);
    expect((await callRequest(testApp, token, "GET", `/v3/signature-requests/${other.id}`)).status).toBe(404);
    const roles = { Employee: { email: uniqueEmail("employee") }, HR: { email: uniqueEmail("hr") } };
    const made = await callRequest(testApp, token, "POST", `/v3/templates/${template.id}/signature-requests`, { roles });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const requestId = String(made.body.id);
    expect((await callRequest(testApp, token, "GET", `/v3/signature-requests/${requestId}`)).status).toBe(200);
    // One draft per session: a second one would leave the scope.
    expect((await callRequest(testApp, token, "POST", `/v3/templates/${template.id}/signature-requests`, { roles })).status).toBe(404);
    expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${requestId}/initiate`)).status).toBe(200);
  });

  it("answers 404 for a template the creator cannot see, and another template from a template's session", async () => {
    const foreign = await createEmploymentTemplate(testApp, otherAdminToken);
    expect((await createSession(cast.member.token, { scope: { kind: "template", templateId: foreign.id }, origin: HOST })).statusCode).toBe(404);
    const mine = await createEmploymentTemplate(testApp, cast.member.token);
    const second = await createEmploymentTemplate(testApp, cast.member.token);
    const { token } = await openedSession(cast.member.token, { kind: "template", templateId: mine.id });
    expect((await callRequest(testApp, token, "GET", `/v3/templates/${second.id}`)).status).toBe(404);
  });
});
