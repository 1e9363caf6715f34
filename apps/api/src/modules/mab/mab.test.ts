import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { createSignedInUser, createUser, loginAs, uniqueEmail } from "../../test-support/factories.ts";
import { runPdfsig } from "../../test-support/validators.ts";
import { createBusinessAs } from "../businesses/test-helpers.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { guestAuthorization, type Guest } from "../direct-sign/test-helpers.ts";
import { decideInDemoApp as decideInDemoAppOf } from "./test-helpers.ts";

const suite = useValidatedTestApp();


type Caller = { token: string } | { guest: Guest };

function headersOf(caller: Caller): Record<string, string> {
  return "token" in caller
    ? { authorization: `Bearer ${caller.token}` }
    : { authorization: guestAuthorization(caller.guest) };
}

async function call(caller: Caller, method: "GET" | "POST", url: string, payload?: object) {
  const response = await suite.testApp.request({ method, url: `/api${url}`, headers: headersOf(caller), ...(payload ? { payload } : {}) });
  const isJson = String(response.headers["content-type"] ?? "").includes("application/json");
  return { status: response.statusCode, body: (isJson ? response.json() : {}) as Record<string, unknown> };
}

const FIELD = { page: 1, x: 40, y: 600, width: 220, height: 90 };

/** A sent request of the owner's to the given signers (accounts or not), with each one's signer id and, for guests, their link. */
async function sendRequest(ownerToken: string, emails: string[], options: { quality?: "ses" | "aes" | "qes"; legislation?: "zertes"; termsOfUse?: string } = {}) {
  const [documentId = ""] = await uploadDocuments(suite.testApp, ownerToken, 1);
  const created = await callRequest(suite.testApp, ownerToken, "POST", "/v3/signature-requests", {
    title: "Mobile contract",
    quality: options.quality ?? "ses",
    ...(options.legislation ? { legislation: options.legislation } : {}),
    ...(options.termsOfUse ? { terms_of_use: options.termsOfUse } : {}),
    documents: [documentId],
    signatures: emails.map((email, index) => ({ account_email: email, document_signatures: [{ document_id: documentId, ...FIELD, x: 40 + index * 240 }] })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  await callRequest(suite.testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`);
  const view = parseRequest((await callRequest(suite.testApp, ownerToken, "GET", `/v3/signature-requests/${id}`)).body);
  const guests: Guest[] = [];
  for (const email of emails) {
    const links = (await suite.testApp.mailsTo(email)).flatMap((mail) => mail.links);
    const guestId = links.map((link) => new RegExp(`/view/${id}/([A-Za-z0-9_-]{43})$`).exec(link)?.[1]).find(Boolean) ?? "";
    guests.push({ email, guestId, requestId: id, signerId: view.signers.find((signer) => signer.email === email)?.id ?? "" });
  }
  return { id, documentId, guests, signerIdOf: (email: string) => view.signers.find((signer) => signer.email === email)?.id ?? "" };
}

const decideInDemoApp = (authorizationUrl: string, decision: "approve" | "reject") => decideInDemoAppOf(suite.testApp, authorizationUrl, decision);

async function startMab(caller: Caller, requestId: string, signerId: string, redirectQueryParams = "", extra: { acceptedTermsOfUse?: boolean } = {}) {
  return call(caller, "POST", `/v3/mab/create-par/${requestId}/signatures/${signerId}`, { language: "en", redirect_query_params: redirectQueryParams, ...extra });
}

/** A business whose settings offer mobile signing to its requests' guests (or not), with an admin who sends requests. */
async function businessSender(isMabOffered: boolean) {
  const admin = await createSignedInUser(suite.testApp, { firstName: "Bea", lastName: "Business" });
  const business = await createBusinessAs(suite.testApp, admin.token, { name: "Mobile AG" });
  const changed = await callRequest(suite.testApp, admin.token, "PUT", `/v1/businesses/${business.id}/settings`, { settings: { mabSettings: { directSign: { enabled: isMabOffered } } } });
  expect(changed.body).toMatchObject({ settings: { mabSettings: { directSign: { enabled: isMabOffered } } } });
  return admin;
}

async function lastText(to: string): Promise<string> {
  const [message] = await suite.testApp.mailsTo(to);
  return message?.text ?? "";
}

describe("signing with the mobile app (MAB), demo provider", () => {
  it("lets an account sign an advanced request with the app's approval instead of a TAN; the PDF passes pdfsig and the state works once", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const signer = await createUser(suite.testApp, { firstName: "Mara", lastName: "Mobile" });
    const signerToken = await loginAs(suite.testApp, signer);
    const mobile = "079 700 0001";
    await callRequest(suite.testApp, signerToken, "POST", "/v1/user/mobile/send-tan", { mobile });
    const confirmTan = /\b(\d{6})\b/.exec(await lastText(mobile))?.[1];
    await callRequest(suite.testApp, signerToken, "POST", "/v1/user/mobile/confirm", { tan: confirmTan });
    const textsBefore = (await suite.testApp.mailsTo(mobile)).length;

    const sent = await sendRequest(owner.token, [signer.email], { quality: "aes" });
    const signerId = sent.signerIdOf(signer.email);
    const me = { token: signerToken };
    expect((await call(me, "GET", `/v3/mab/availability/${sent.id}`)).body).toEqual({ isAvailable: true, reason: null, isDemo: true });

    const started = await startMab(me, sent.id, signerId, "?exitURL=https%3A%2F%2Fshop.example%2Fdone");
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const authorizationUrl = String(started.body.authorizationUrl);
    expect(authorizationUrl).toMatch(/\/api\/dev\/mab\/authorize\?client_id=paraph&request_uri=urn%3Aietf%3Aparams%3Aoauth%3Arequest_uri%3A/);
    // Nothing of the pending signing is in the browser's URL but the provider's request_uri: no state, no challenge.
    expect(authorizationUrl).not.toMatch(/[?&](state|code_challenge)=/);

    // The demo app's page: what is signed and by whom, under a CSP without inline code.
    const page = await suite.testApp.request({ method: "GET", url: new URL(authorizationUrl).pathname + new URL(authorizationUrl).search });
    expect(page.body).toContain("Sign “Mobile contract” with Paraph");
    expect(page.body).toContain(signer.email);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain(`form-action 'self' ${new URL(suite.testApp.context.publicUrl).origin}`);
    expect(csp).not.toContain("unsafe-inline");
    expect(page.body).not.toMatch(/<script|style=/);

    const params = await decideInDemoApp(authorizationUrl, "approve");
    expect(Object.keys(params).sort()).toEqual(["code", "state"]);
    const signed = await call(me, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({
      signatureRequests: [{ signatureRequestId: sent.id, status: "completed" }],
      redirectQueryParams: "exitURL=https%3A%2F%2Fshop.example%2Fdone",
      title: "Mobile contract",
    });
    // No TAN was texted: the app's approval stood in for it.
    expect((await suite.testApp.mailsTo(mobile)).length).toBe(textsBefore);
    const view = parseRequest((await callRequest(suite.testApp, owner.token, "GET", `/v3/signature-requests/${sent.id}`)).body);
    expect(view.signers[0]).toMatchObject({ status: "signed", quality: "aes" });

    const pdf = (await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${sent.documentId}/download?signed=true`, token: owner.token })).rawPayload;
    const [signature] = (await runPdfsig(pdf, suite.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(signature).toMatchObject({ commonName: "Mara Mobile", signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });

    // The same redirect again (a reload, a replay) signs nothing.
    const replayed = await call(me, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params });
    expect(replayed.status).toBe(410);
    expect(replayed.body).toMatchObject({ code: "mab_state_used" });
  });

  it("lets a guest sign through their link when the sender's business offers it, by the same path as the e-mailed code; the PDF passes pdfsig", async () => {
    const admin = await businessSender(true);
    const email = uniqueEmail("mobile.guest");
    const sent = await sendRequest(admin.token, [email, uniqueEmail("second.guest")]);
    const guest = sent.guests[0] as Guest;
    expect(guest.guestId).toHaveLength(43);
    const caller = { guest };
    await suite.testApp.request({ method: "PUT", url: "/api/v1/direct/user", headers: headersOf(caller), payload: { firstName: "Gina", lastName: "Guest" } });
    expect((await call(caller, "GET", `/v3/mab/availability/${sent.id}`)).body).toEqual({ isAvailable: true, reason: null, isDemo: true });

    const started = await startMab(caller, sent.id, guest.signerId, "exitURL=https%3A%2F%2Fshop.example%2Fdone");
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const params = await decideInDemoApp(String(started.body.authorizationUrl), "approve");
    // Without the e-mailed code, and without checking one: the approval confirms.
    const signed = await call(caller, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ signatureRequestId: sent.id, status: "open" }], redirectQueryParams: "exitURL=https%3A%2F%2Fshop.example%2Fdone" });
    const view = parseRequest((await callRequest(suite.testApp, admin.token, "GET", `/v3/signature-requests/${sent.id}`)).body);
    expect(view.signers.find((entry) => entry.email === email)).toMatchObject({ status: "signed", quality: "ses" });
    const events = (await callRequest(suite.testApp, admin.token, "GET", `/v3/signature-requests/${sent.id}/events`)).body.events as { type: string; actor: { email: string | null } }[];
    expect(events.find((event) => event.type === "signed")?.actor).toMatchObject({ email });
    expect((await suite.testApp.mailsTo(email)).some((mail) => mail.template === "direct-sign-tan")).toBe(false);

    const pdf = (await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${sent.documentId}/download?signed=true`, token: admin.token })).rawPayload;
    const [signature] = (await runPdfsig(pdf, suite.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(signature).toMatchObject({ commonName: "Gina Guest", signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });

    expect((await call(caller, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params })).body).toMatchObject({ code: "mab_state_used" });
  });

  it("offers guests nothing unless the sender's business enables it; accounts may always", async () => {
    const refusing = await businessSender(false);
    const personal = await createSignedInUser(suite.testApp);
    for (const sender of [refusing, personal]) {
      const sent = await sendRequest(sender.token, [uniqueEmail("plain.guest")]);
      const guest = { guest: sent.guests[0] as Guest };
      expect((await call(guest, "GET", `/v3/mab/availability/${sent.id}`)).body).toEqual({ isAvailable: false, reason: "not_enabled", isDemo: true });
      const refused = await startMab(guest, sent.id, (sent.guests[0] as Guest).signerId);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: "mab_not_enabled" });
    }
    // The business's own setting defaults to off.
    const fresh = await createSignedInUser(suite.testApp);
    const business = await createBusinessAs(suite.testApp, fresh.token, { name: "Default AG" });
    expect((await callRequest(suite.testApp, fresh.token, "GET", `/v1/businesses/${business.id}/settings`)).body).toMatchObject({
      settings: { mabSettings: { directSign: { enabled: false } } },
    });
    // An account signer of the refusing business's request signs with the app all the same.
    const account = await createSignedInUser(suite.testApp);
    const sent = await sendRequest(refusing.token, [account.user.email]);
    expect((await startMab({ token: account.token }, sent.id, sent.signerIdOf(account.user.email))).status).toBe(201);
  });

  it("leaves qualified signatures to the remote provider's one-time password when one is configured", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const signer = await createSignedInUser(suite.testApp);
    const sent = await sendRequest(owner.token, [signer.user.email], { quality: "qes", legislation: "zertes" });
    const config = suite.testApp.context.config;
    const before = config.SIGNING_QES_CSC_URL;
    config.SIGNING_QES_CSC_URL = `${suite.testApp.context.publicUrl}/api/csc/v2`;
    try {
      expect((await call({ token: signer.token }, "GET", `/v3/mab/availability/${sent.id}`)).body).toEqual({ isAvailable: false, reason: "qualified_at_remote_provider", isDemo: true });
      const refused = await startMab({ token: signer.token }, sent.id, sent.signerIdOf(signer.user.email));
      expect(refused.body).toMatchObject({ code: "quality_not_available", details: { quality: "qes", confirmation: "remote_provider" } });
    } finally {
      config.SIGNING_QES_CSC_URL = before;
    }
  });

  /** One signer's mobile signing of a request with terms: refused before the app is asked until accepted, then signed and recorded. */
  async function signWithTermsThroughApp(caller: Caller, sent: Awaited<ReturnType<typeof sendRequest>>, signerId: string, terms: string) {
    // Refused before the app is asked: no pending signing, nothing pushed to approve.
    const refused = await startMab(caller, sent.id, signerId);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "terms_of_use_not_accepted", details: { signatureRequestId: sent.id } });
    expect((await startMab(caller, sent.id, signerId, "", { acceptedTermsOfUse: false })).status).toBe(400);

    const started = await startMab(caller, sent.id, signerId, "", { acceptedTermsOfUse: true });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const params = await decideInDemoApp(String(started.body.authorizationUrl), "approve");
    const signed = await call(caller, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ signatureRequestId: sent.id, status: "completed" }] });
    return createHash("sha256").update(terms, "utf8").digest("hex");
  }

  async function signedEventDetails(ownerToken: string, requestId: string) {
    const events = (await callRequest(suite.testApp, ownerToken, "GET", `/v3/signature-requests/${requestId}/events`)).body.events as { type: string; details: Record<string, unknown> }[];
    return events.find((event) => event.type === "signed")?.details;
  }

  const MOBILE_TERMS = "Signing binds you to the mobile terms of Mobile AG.";

  it("starts an account's signing of a request with the sender's terms of use only once they accepted them; the signature records the terms", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const signer = await createSignedInUser(suite.testApp);
    const sent = await sendRequest(owner.token, [signer.user.email], { termsOfUse: MOBILE_TERMS });
    const sha256 = await signWithTermsThroughApp({ token: signer.token }, sent, sent.signerIdOf(signer.user.email), MOBILE_TERMS);
    expect(await signedEventDetails(owner.token, sent.id)).toMatchObject({ termsOfUseAcceptedSha256: sha256 });
  });

  it("starts a guest's signing of a request with the sender's terms of use only once they accepted them; the signature records the terms", async () => {
    const admin = await businessSender(true);
    const sent = await sendRequest(admin.token, [uniqueEmail("terms.guest")], { termsOfUse: MOBILE_TERMS });
    const guest = { guest: sent.guests[0] as Guest };
    await suite.testApp.request({ method: "PUT", url: "/api/v1/direct/user", headers: headersOf(guest), payload: { firstName: "Gina", lastName: "Guest" } });
    const sha256 = await signWithTermsThroughApp(guest, sent, guest.guest.signerId, MOBILE_TERMS);
    expect(await signedEventDetails(admin.token, sent.id)).toMatchObject({ termsOfUseAcceptedSha256: sha256 });
  });

  it("ends a rejected approval with mab_signing_rejected, signing nothing", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const signer = await createSignedInUser(suite.testApp);
    const sent = await sendRequest(owner.token, [signer.user.email]);
    const me = { token: signer.token };
    const started = await startMab(me, sent.id, sent.signerIdOf(signer.user.email));
    const params = await decideInDemoApp(String(started.body.authorizationUrl), "reject");
    expect(params).toMatchObject({ error: "access_denied" });
    expect(params.code).toBeUndefined();
    const rejected = await call(me, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params });
    expect(rejected.status).toBe(422);
    expect(rejected.body).toMatchObject({ code: "mab_signing_rejected", details: { error: "access_denied" } });
    const view = parseRequest((await callRequest(suite.testApp, owner.token, "GET", `/v3/signature-requests/${sent.id}`)).body);
    expect(view.signers[0]?.status).toBe("open");
    // The answer counted: the same state cannot be turned into an approval afterwards.
    expect((await call(me, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params: { state: params.state ?? "", code: "x" } })).body).toMatchObject({ code: "mab_state_used" });
  });

  it("keeps a pending signing to its signer and request: anyone else's, or another request's, is not found and does not use it up", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const signer = await createSignedInUser(suite.testApp);
    const coSigner = await createSignedInUser(suite.testApp);
    const outsider = await createSignedInUser(suite.testApp);
    const sent = await sendRequest(owner.token, [signer.user.email, coSigner.user.email]);
    const other = await sendRequest(owner.token, [signer.user.email]);
    const me = { token: signer.token };
    const mine = sent.signerIdOf(signer.user.email);

    // Starting: another signer's entry, a request the caller has no part in, an unknown request.
    expect((await startMab(me, sent.id, sent.signerIdOf(coSigner.user.email))).status).toBe(404);
    expect((await startMab({ token: outsider.token }, sent.id, mine)).status).toBe(404);
    expect((await call({ token: outsider.token }, "GET", `/v3/mab/availability/${sent.id}`)).status).toBe(404);
    expect((await startMab(me, crypto.randomUUID(), mine)).status).toBe(404);
    expect((await startMab(me, other.id, mine)).status).toBe(404);
    expect((await suite.testApp.request({ method: "POST", url: `/api/v3/mab/create-par/${sent.id}/signatures/${mine}`, payload: {} })).statusCode).toBe(401);

    const started = await startMab(me, sent.id, mine);
    const params = await decideInDemoApp(String(started.body.authorizationUrl), "approve");
    // Redeeming: by someone else, for another request, with an unknown state.
    expect((await call({ token: coSigner.token }, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params })).status).toBe(404);
    expect((await call({ token: outsider.token }, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params })).status).toBe(404);
    expect((await call(me, "POST", `/v3/mab/redirect-sign/${other.id}`, { params })).status).toBe(404);
    expect((await call(me, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params: { ...params, state: "forged-state" } })).status).toBe(404);
    const missing = await call(me, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params: { code: params.code ?? "" } });
    expect(missing.body).toMatchObject({ code: "validation_failed", details: { fields: [{ field: "params.state" }] } });

    // A code that belongs to another signing (another state, another PKCE verifier) is refused, and uses up the state it came with.
    const second = await startMab(me, other.id, other.signerIdOf(signer.user.email));
    const secondParams = await decideInDemoApp(String(second.body.authorizationUrl), "approve");
    const swapped = await call(me, "POST", `/v3/mab/redirect-sign/${other.id}`, { params: { state: secondParams.state ?? "", code: params.code ?? "" } });
    expect(swapped.status).toBe(400);
    expect(swapped.body).toMatchObject({ code: "mab_code_invalid" });

    // None of the foreign attempts used the signer's own: it still signs.
    const signed = await call(me, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  });

  it("keeps a guest's pending signing to their link", async () => {
    const admin = await businessSender(true);
    const sent = await sendRequest(admin.token, [uniqueEmail("first.guest"), uniqueEmail("second.guest")]);
    const elsewhere = await sendRequest(admin.token, [uniqueEmail("other.guest")]);
    const [guest, coGuest] = sent.guests as [Guest, Guest];
    const stranger = elsewhere.guests[0] as Guest;
    // Another guest's entry, another request's link, the link's halves mixed.
    expect((await startMab({ guest }, sent.id, coGuest.signerId)).status).toBe(404);
    expect((await startMab({ guest: stranger }, sent.id, guest.signerId)).status).toBe(404);
    expect((await startMab({ guest: { ...guest, requestId: elsewhere.id } }, elsewhere.id, guest.signerId)).status).toBe(404);
    expect((await call({ guest: stranger }, "GET", `/v3/mab/availability/${sent.id}`)).status).toBe(404);

    const started = await startMab({ guest }, sent.id, guest.signerId);
    const params = await decideInDemoApp(String(started.body.authorizationUrl), "approve");
    expect((await call({ guest: coGuest }, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params })).status).toBe(404);
    expect((await call({ guest: stranger }, "POST", `/v3/mab/redirect-sign/${elsewhere.id}`, { params })).status).toBe(404);
    expect((await call({ token: admin.token }, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params })).status).toBe(404);
    expect((await call({ guest }, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params })).status).toBe(200);
  });

  it("answers 503 mab_unavailable in production, where no provider is configured", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const signer = await createSignedInUser(suite.testApp);
    const sent = await sendRequest(owner.token, [signer.user.email]);
    const me = { token: signer.token };
    const context = suite.testApp.context;
    const development = context.config;
    context.config = { ...development, APP_MODE: "production" };
    try {
      expect((await call(me, "GET", `/v3/mab/availability/${sent.id}`)).body).toEqual({ isAvailable: false, reason: "provider_missing", isDemo: false });
      const started = await startMab(me, sent.id, sent.signerIdOf(signer.user.email));
      expect(started.status).toBe(503);
      expect(started.body).toMatchObject({ code: "mab_unavailable" });
      const redeemed = await call(me, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params: { state: "s", code: "c" } });
      expect(redeemed.body).toMatchObject({ code: "mab_unavailable" });
      expect((await suite.testApp.request({ method: "GET", url: "/api/dev/mab/authorize?request_uri=x" })).statusCode).toBe(404);
    } finally {
      context.config = development;
    }
  });

  // Last in the file: it moves the clock on.
  it("lets a pending signing expire after five minutes", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const signer = await createSignedInUser(suite.testApp);
    const sent = await sendRequest(owner.token, [signer.user.email]);
    const me = { token: signer.token };
    const started = await startMab(me, sent.id, sent.signerIdOf(signer.user.email));
    expect(new Date(String(started.body.expiresAt)).getTime() - suite.testApp.clock.now().getTime()).toBeGreaterThan(4.9 * 60_000);
    const params = await decideInDemoApp(String(started.body.authorizationUrl), "approve");
    suite.testApp.clock.advance(5 * 60_000 + 1000);
    const expired = await call(me, "POST", `/v3/mab/redirect-sign/${sent.id}`, { params });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: "mab_state_expired" });
    // The provider's page no longer takes a decision on it either.
    const late = await suite.testApp.request({ method: "GET", url: new URL(String(started.body.authorizationUrl)).pathname + new URL(String(started.body.authorizationUrl)).search });
    expect(late.statusCode).toBe(400);
    expect(parseRequest((await callRequest(suite.testApp, owner.token, "GET", `/v3/signature-requests/${sent.id}`)).body).signers[0]?.status).toBe("open");
  });
});
