import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_SIGNING_LINK_LIFETIME_MS } from "@paraph/contracts";
import { createSignedInUser, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { apiTokenOf, createApiUserAs } from "../api-users/test-helpers.ts";
import { callAsGuest } from "../direct-sign/test-helpers.ts";
import { createBusinessAs, createBusinessCast } from "../businesses/test-helpers.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { EMBEDDED_SIGNING_CREDENTIAL_LIFETIME_MS } from "./service.ts";

const HOST = "http://127.0.0.2:4173";
const SHOP = "https://shop.example";

let testApp: TestApp;
let webDir: string;
let cast: Awaited<ReturnType<typeof createBusinessCast>>;
let apiToken: string;
let otherAdminToken: string;
let otherApiToken: string;

beforeAll(async () => {
  // The page of a link is the web app's HTML: a stand-in build, so the CSP of served pages can be read.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-embed-web-"));
  await fs.writeFile(path.join(webDir, "index.html"), '<!doctype html><meta name="paraph-mode" content="development" /><title>Paraph</title><div id=root></div>');
  testApp = await createTestApp({ WEB_DIST_DIR: webDir });
  cast = await createBusinessCast(testApp);
  apiToken = await apiTokenOf(testApp, await createApiUserAs(testApp, cast.admin.token, cast.business.id));
  const otherAdmin = await createSignedInUser(testApp);
  otherAdminToken = otherAdmin.token;
  const otherBusiness = await createBusinessAs(testApp, otherAdminToken, { name: "Other AG" });
  await setEmbedOrigins(otherAdminToken, otherBusiness.id, [HOST]);
  otherApiToken = await apiTokenOf(testApp, await createApiUserAs(testApp, otherAdminToken, otherBusiness.id));
  await setEmbedOrigins(cast.admin.token, cast.business.id, [HOST, SHOP]);
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

function setEmbedOrigins(token: string, businessId: string, embedOrigins: unknown) {
  return testApp.request({ method: "PUT", url: `/api/v1/businesses/${businessId}/settings`, token, payload: { settings: { embedOrigins } } });
}

/** A sent simple-signature request of `token`'s user to these addresses; its signers' ids by address. */
async function sendRequest(token: string, emails: string[]): Promise<{ id: string; signerIds: Record<string, string> }> {
  const [documentId = ""] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
    title: "Embedded contract",
    quality: "ses",
    documents: [documentId],
    signatures: emails.map((email, index) => ({ account_email: email, document_signatures: [{ document_id: documentId, page: 1, x: 40 + index * 10, y: 600, width: 200, height: 80 }] })),
  });
  const id = String(created.body.id);
  const sent = await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const view = parseRequest((await callRequest(testApp, token, "GET", `/v3/signature-requests/${id}`)).body);
  return { id, signerIds: Object.fromEntries(view.signers.map((signer) => [signer.email, signer.id])) };
}

function createLink(token: string | undefined, requestId: string, body: object) {
  return testApp.request({ method: "POST", url: `/api/v3/signature-requests/${requestId}/embedded-signing`, ...(token ? { token } : {}), payload: body });
}

function tokenOf(url: string): string {
  const match = /\/embed\/sign\/([A-Za-z0-9_-]{43})$/.exec(url);
  if (!match?.[1]) throw new Error(`not an embedded signing link: ${url}`);
  return match[1];
}

function openLink(token: string) {
  return testApp.request({ method: "POST", url: `/api/v3/embedded-signing/${token}/open` });
}

async function openedLinkFor(requestId: string, signer: string) {
  const created = await createLink(cast.admin.token, requestId, { signer, origin: HOST, returnUrl: "https://shop.example/done" });
  expect(created.statusCode, created.body).toBe(201);
  const opened = await openLink(tokenOf(created.json<{ url: string }>().url));
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json<{ signatureRequestId: string; signerId: string; credential: string; credentialExpiresAt: string; hostOrigin: string; returnUrl: string | null }>();
}

describe("the business's embedOrigins", () => {
  it("keeps up to 20 origins of the form scheme://host[:port], lower-cased; admins only", async () => {
    const saved = await setEmbedOrigins(cast.admin.token, cast.business.id, ["HTTPS://Shop.Example", HOST]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ settings: { embedOrigins: string[] } }>().settings.embedOrigins).toEqual([SHOP, HOST]);
    for (const refused of [["https://shop.example/path"], ["https://shop.example/"], ["ftp://shop.example"], ["shop.example"], [SHOP, SHOP], Array.from({ length: 21 }, (_, index) => `https://s${index}.example`)]) {
      const response = await setEmbedOrigins(cast.admin.token, cast.business.id, refused);
      expect(response.statusCode, JSON.stringify(refused)).toBe(400);
      expect(response.json()).toMatchObject({ code: "validation_failed" });
    }
    expect((await setEmbedOrigins(cast.admin.token, cast.business.id, Array.from({ length: 20 }, (_, index) => `https://s${index}.example`))).statusCode).toBe(200);
    expect((await setEmbedOrigins(cast.member.token, cast.business.id, [SHOP])).json()).toMatchObject({ code: "business_admin_required" });
    expect((await setEmbedOrigins(cast.outsider.token, cast.business.id, [SHOP])).statusCode).toBe(404);
    const read = await testApp.request({ method: "GET", url: `/api/v1/businesses/${cast.business.id}/settings`, token: cast.member.token });
    expect(read.json<{ settings: { embedOrigins: string[] } }>().settings.embedOrigins).toHaveLength(20);
    expect((await setEmbedOrigins(cast.admin.token, cast.business.id, [HOST, SHOP])).statusCode).toBe(200);
  });

  it("takes https origins only in production, so no page on the open network drives the view", async () => {
    const development = testApp.context.config;
    testApp.context.config = { ...development, APP_MODE: "production" };
    try {
      const refused = await setEmbedOrigins(cast.admin.token, cast.business.id, [SHOP, HOST]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: "embed_origin_not_https", details: { origins: [HOST] } });
      const { id, signerIds } = await sendRequest(cast.admin.token, [uniqueEmail("prod")]);
      // A list saved before the switch still holds the http origin: links for it are refused too.
      const link = await createLink(cast.admin.token, id, { signer: Object.values(signerIds)[0], origin: HOST });
      expect(link.json()).toMatchObject({ code: "embed_origin_not_https" });
      expect((await createLink(cast.admin.token, id, { signer: Object.values(signerIds)[0], origin: SHOP })).statusCode).toBe(201);
    } finally {
      testApp.context.config = development;
    }
    const settings = await testApp.request({ method: "GET", url: `/api/v1/businesses/${cast.business.id}/settings`, token: cast.admin.token });
    expect(settings.json<{ settings: { embedOrigins: string[] } }>().settings.embedOrigins).toEqual([HOST, SHOP]);
  });
});

describe("who may make a link", () => {
  it("the request's owner and an API user of the owner's business; anyone else finds no request", async () => {
    const email = uniqueEmail("guest");
    const { id, signerIds } = await sendRequest(cast.admin.token, [email]);
    const body = { signer: email, origin: HOST };
    const before = testApp.clock.now().getTime();
    const byOwner = await createLink(cast.admin.token, id, body);
    const after = testApp.clock.now().getTime();
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    const link = byOwner.json<{ url: string; expiresAt: string }>();
    expect(link.url.startsWith(`${testApp.context.publicUrl}/embed/sign/`)).toBe(true);
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThanOrEqual(before + EMBEDDED_SIGNING_LINK_LIFETIME_MS);
    expect(new Date(link.expiresAt).getTime()).toBeLessThanOrEqual(after + EMBEDDED_SIGNING_LINK_LIFETIME_MS);
    expect((await createLink(apiToken, id, { ...body, signer: signerIds[email] })).statusCode).toBe(201);

    for (const token of [cast.member.token, cast.outsider.token, otherAdminToken, otherApiToken]) {
      const refused = await createLink(token, id, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: "not_found" });
    }
    expect((await createLink(undefined, id, body)).statusCode).toBe(401);
    // A guest's own link credentials are no session.
    const guestLink = (await testApp.mailsTo(email)).flatMap((mail) => mail.links).map((entry) => new RegExp(`/view/${id}/([A-Za-z0-9_-]{43})$`).exec(entry)?.[1]).find(Boolean) ?? "";
    const asGuest = await testApp.request({ method: "POST", url: `/api/v3/signature-requests/${id}/embedded-signing`, headers: { authorization: `Basic ${Buffer.from(`${guestLink}:${id}`).toString("base64")}` }, payload: body });
    expect(asGuest.statusCode).toBe(401);

    const events = (await callRequest(testApp, cast.admin.token, "GET", `/v3/signature-requests/${id}/events`)).body.events as { type: string; actor: { role: string }; signerId: string; details: Record<string, unknown> }[];
    const created = events.filter((event) => event.type === "embedded_link_created");
    expect(created.map((event) => event.actor.role)).toEqual(["owner", "api_user"]);
    expect(created[0]).toMatchObject({ signerId: signerIds[email], details: { origin: HOST } });
  });

  it("refuses an origin the business does not list, a sender outside a business, unknown and finished signers, and drafts", async () => {
    const signed = uniqueEmail("signed");
    const { id, signerIds } = await sendRequest(cast.admin.token, [uniqueEmail("guest"), signed]);
    const notListed = await createLink(cast.admin.token, id, { signer: signerIds[signed], origin: "https://elsewhere.example" });
    expect(notListed.statusCode).toBe(422);
    expect(notListed.json()).toMatchObject({ code: "embed_origin_not_allowed" });
    const withPath = await createLink(cast.admin.token, id, { signer: signed, origin: `${HOST}/page` });
    expect(withPath.statusCode).toBe(400);
    const unknown = await createLink(cast.admin.token, id, { signer: "nobody@example.ch", origin: HOST });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: "embedded_signer_unknown" });
    expect((await createLink(cast.admin.token, id, { signer: crypto.randomUUID(), origin: HOST })).json()).toMatchObject({ code: "embedded_signer_unknown" });

    // The signer signs through a link of their own; a link for them afterwards has nothing left to open.
    const credential = await openedLinkFor(id, signed);
    await signWithCredential(credential, signed);
    const after = await createLink(cast.admin.token, id, { signer: signed, origin: HOST });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: "signer_not_active" });

    const individual = await createSignedInUser(testApp);
    const own = await sendRequest(individual.token, [uniqueEmail("guest")]);
    expect((await createLink(individual.token, own.id, { signer: Object.values(own.signerIds)[0], origin: HOST })).json()).toMatchObject({ code: "embed_origin_not_allowed" });

    const [documentId = ""] = await uploadDocuments(testApp, cast.admin.token, 1);
    const draft = await callRequest(testApp, cast.admin.token, "POST", "/v3/signature-requests", { title: "Draft", documents: [documentId], signatures: [{ account_email: uniqueEmail("draft") }] });
    expect((await createLink(cast.admin.token, String(draft.body.id), { signer: uniqueEmail("x"), origin: HOST })).json()).toMatchObject({ code: "request_not_open" });
  });
});

async function signWithCredential(credential: { credential: string; signatureRequestId: string }, email: string) {
  const holder = { guestId: credential.credential, requestId: credential.signatureRequestId };
  const sent = await callAsGuest(testApp, holder, "POST", "/v1/direct/tan/resend", { url: `${testApp.context.publicUrl}/embed/sign/used` });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const mail = (await testApp.mailsTo(email)).find((entry) => entry.template === "direct-sign-tan");
  // The page of a used one-time link is no way back: the code's mail names no link.
  expect(mail?.links.some((link) => link.includes("/embed/sign/"))).toBe(false);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1] ?? "";
  expect((await callAsGuest(testApp, holder, "POST", "/v1/direct/tan/check", { tan: code })).status).toBe(200);
  const signed = await callAsGuest(testApp, holder, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: credential.signatureRequestId }] });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return signed;
}

describe("opening a link", () => {
  it("opens once, within five minutes, and gives the view a credential for that signer and request only", async () => {
    const email = uniqueEmail("guest");
    const { id, signerIds } = await sendRequest(cast.admin.token, [email, uniqueEmail("second")]);
    const other = await sendRequest(cast.admin.token, [email]);
    const created = await createLink(cast.admin.token, id, { signer: email, origin: SHOP, returnUrl: "https://shop.example/done" });
    const token = tokenOf(created.json<{ url: string }>().url);
    const opened = await openLink(token);
    expect(opened.statusCode, opened.body).toBe(200);
    const answer = opened.json<{ signatureRequestId: string; signerId: string; credential: string; credentialExpiresAt: string; hostOrigin: string; returnUrl: string | null }>();
    expect(answer).toMatchObject({ signatureRequestId: id, signerId: signerIds[email], hostOrigin: SHOP, returnUrl: "https://shop.example/done" });
    expect(answer.credential).not.toBe(token);

    const used = await openLink(token);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({ code: "embedded_link_used" });
    expect((await openLink("x".repeat(43))).statusCode).toBe(404);

    const holder = { guestId: answer.credential, requestId: id };
    const view = await callAsGuest(testApp, holder, "GET", `/v3/direct/signature-requests/${id}`);
    expect(view.status).toBe(200);
    expect((await callAsGuest(testApp, holder, "GET", "/v1/direct/user")).body).toMatchObject({ signerId: signerIds[email], signatureRequestId: id });
    // The same signer's other request is not reached with this credential, nor is the link's token a credential.
    expect((await callAsGuest(testApp, { guestId: answer.credential, requestId: other.id }, "GET", `/v3/direct/signature-requests/${other.id}`)).status).toBe(404);
    expect((await callAsGuest(testApp, { guestId: token, requestId: id }, "GET", `/v3/direct/signature-requests/${id}`)).status).toBe(404);

    const events = (await callRequest(testApp, cast.admin.token, "GET", `/v3/signature-requests/${id}/events`)).body.events as { type: string; actor: { email: string | null; role: string } }[];
    expect(events.find((event) => event.type === "embedded_link_opened")?.actor).toMatchObject({ email, role: "signer" });

    // The credential ends after its hour.
    testApp.clock.advance(EMBEDDED_SIGNING_CREDENTIAL_LIFETIME_MS);
    expect((await callAsGuest(testApp, holder, "GET", `/v3/direct/signature-requests/${id}`)).status).toBe(404);
  });

  it("refuses a link opened after its five minutes", async () => {
    const email = uniqueEmail("late");
    const { id } = await sendRequest(cast.admin.token, [email]);
    const token = tokenOf((await createLink(cast.admin.token, id, { signer: email, origin: HOST })).json<{ url: string }>().url);
    testApp.clock.advance(EMBEDDED_SIGNING_LINK_LIFETIME_MS - 1000);
    const fresh = tokenOf((await createLink(cast.admin.token, id, { signer: email, origin: HOST })).json<{ url: string }>().url);
    testApp.clock.advance(1000);
    const expired = await openLink(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: "embedded_link_expired" });
    expect((await openLink(fresh)).statusCode).toBe(200);
  });

  it("refuses a link whose origin the business removed meanwhile", async () => {
    const email = uniqueEmail("removed-origin");
    const { id } = await sendRequest(cast.admin.token, [email]);
    const token = tokenOf((await createLink(cast.admin.token, id, { signer: email, origin: SHOP })).json<{ url: string }>().url);
    await setEmbedOrigins(cast.admin.token, cast.business.id, [HOST]);
    try {
      expect((await openLink(token)).json()).toMatchObject({ code: "embed_origin_not_allowed" });
    } finally {
      await setEmbedOrigins(cast.admin.token, cast.business.id, [HOST, SHOP]);
    }
  });

  it("lets a signer with a Paraph account sign in the frame without logging in, confirmed by the e-mailed code", async () => {
    const account = await createSignedInUser(testApp);
    const { id } = await sendRequest(cast.admin.token, [account.user.email]);
    const credential = await openedLinkFor(id, account.user.email);
    const signed = await signWithCredential(credential, account.user.email);
    expect(signed.body).toMatchObject({ signatureRequests: [{ signatureRequestId: id, status: "completed" }] });
    const view = parseRequest((await callRequest(testApp, cast.admin.token, "GET", `/v3/signature-requests/${id}`)).body);
    expect(view.signers[0]).toMatchObject({ status: "signed" });
    // The request ended with the signature: the credential reaches nothing any more.
    expect((await callAsGuest(testApp, { guestId: credential.credential, requestId: id }, "GET", `/v3/direct/signature-requests/${id}`)).status).toBe(404);
  });
});

/** The page's CSP frame-ancestors directive, as sent. */
function frameAncestorsOf(response: { headers: Record<string, unknown> }): string | undefined {
  return String(response.headers["content-security-policy"])
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("frame-ancestors"));
}

describe("framing", () => {
  it("lets the business's origins frame a link's page, and nobody any other page", async () => {
    const email = uniqueEmail("framed");
    const { id } = await sendRequest(cast.admin.token, [email]);
    const token = tokenOf((await createLink(cast.admin.token, id, { signer: email, origin: HOST })).json<{ url: string }>().url);
    const page = await testApp.request({ method: "GET", url: `/embed/sign/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<div id=root>");
    expect(frameAncestorsOf(page)).toBe(`frame-ancestors ${HOST} ${SHOP}`);
    expect(page.headers["x-frame-options"]).toBeUndefined();
    // Opened (or expired), the page still shows in its frame, to say so.
    await openLink(token);
    expect(frameAncestorsOf(await testApp.request({ method: "GET", url: `/embed/sign/${token}?x=1` }))).toBe(`frame-ancestors ${HOST} ${SHOP}`);

    for (const url of ["/dashboard", `/embed/sign/${"x".repeat(43)}`, `/view/${id}/${token}`, `/embed/sign/${token}/more`]) {
      const other = await testApp.request({ method: "GET", url });
      expect(frameAncestorsOf(other), url).toBe("frame-ancestors 'none'");
      expect(other.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });
});
