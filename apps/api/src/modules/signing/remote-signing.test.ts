import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFHexString } from "@cantoo/pdf-lib";
import { userSchema } from "@paraph/contracts";
import { ManualClock } from "../../platform/clock.ts";
import { DemoCredentialStore, enrollDemoCredential, type DemoKeyAlgorithm } from "../../pdf-engine/csc/csc-demo-credentials.ts";
import { mailOtpDelivery } from "../../pdf-engine/csc/csc-demo-otp-mail.ts";
import { startCscDemoServer } from "../../pdf-engine/csc/csc-demo-server.ts";
import { CscDemoState } from "../../pdf-engine/csc/csc-demo-state.ts";
import { coveredBytesOf, findEmbeddedSignatures } from "../../pdf-engine/pades/embedded-signatures.ts";
import { pkijs } from "../../pdf-engine/pki/crypto-setup.ts";
import { loadOrCreateDemoPki } from "../../pdf-engine/pki/demo-pki.ts";
import { createUser, loginAs, STRONG_PASSWORD, uniqueEmail } from "../../test-support/factories.ts";
import { createBusinessAs } from "../businesses/test-helpers.ts";
import { createTestApp, proseOfMail, type TestApp } from "../../test-support/test-app.ts";
import { openTestDatabase } from "../../test-support/test-database.ts";
import { createTrustStore, runOpensslCmsVerify, runPdfsig, runQpdfCheck } from "../../test-support/validators.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

const TOKEN = "remote-signing-test-token-0123456789";

let testApp: TestApp;
let csc: Awaited<ReturnType<typeof startCscDemoServer>>;
let trustStore: { directory: string; dispose(): Promise<void> };
let store: DemoCredentialStore;
let rootPem: string;

/**
 * A Paraph installation whose QES goes through a CSC trust service: the demo service on a server
 * of its own (as a provider would be), holding keys under the installation's demo PKI and
 * mailing its one-time passwords through Paraph's outbox. The clock runs at the real time and
 * the app listens, so pdfsig can ask the OCSP responder.
 */
beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-remote-signing-"));
  const clock = new ManualClock(new Date());
  store = DemoCredentialStore.inDataDir(dataDir);
  const database = await openTestDatabase();
  csc = await startCscDemoServer({
    store,
    state: new CscDemoState(database.db),
    token: TOKEN,
    now: () => clock.now(),
    deliverOtp: (message) => mailOtpDelivery(testApp.context.db, testApp.context.mailer)(message),
  });
  testApp = await createTestApp({ SIGNING_QES_CSC_URL: csc.url, SIGNING_QES_CSC_TOKEN: TOKEN }, { database, clock, dataDir });
  testApp.context.publicUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const root = (await testApp.request({ method: "GET", url: "/api/pki/root.cer" })).rawPayload;
  trustStore = await createTrustStore(root);
  rootPem = `-----BEGIN CERTIFICATE-----\n${root.toString("base64").replace(/(.{64})/g, "$1\n")}\n-----END CERTIFICATE-----\n`;
});
afterAll(async () => {
  await trustStore?.dispose();
  await csc?.close();
  await testApp?.close();
});

/** A user the trust service holds a qualified credential for, enrolled as the operator command does. */
async function qualifiedUser(fields: { firstName: string; lastName: string }, keyAlgorithm: DemoKeyAlgorithm = "ecdsa-p256") {
  const user = await createUser(testApp, fields);
  const pki = await loadOrCreateDemoPki(testApp.context.config.DATA_DIR, "", new Date());
  const credential = await enrollDemoCredential(
    store,
    { issuing: pki.issuing, chain: [pki.issuing, pki.root] },
    { userID: user.email, name: `${fields.firstName} ${fields.lastName}`, publicUrl: testApp.context.publicUrl, now: testApp.clock.now(), keyAlgorithm },
  );
  return { user, token: await loginAs(testApp, user), credential };
}

/** A sent QES request (eIDAS) with one document, the signer's field placed on it. */
async function qualifiedRequest(token: string, signers: string[], termsOfUse?: string) {
  const [documentId = ""] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
    title: "Qualified lease",
    ...(termsOfUse ? { terms_of_use: termsOfUse } : {}),
    quality: "qes",
    legislation: "eidas",
    documents: [documentId],
    signatures: signers.map((email, index) => ({ account_email: email, document_signatures: [{ document_id: documentId, page: 1, x: 40 + index * 260, y: 680, width: 220, height: 90 }] })),
  });
  const id = String(created.body.id);
  expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  return { id, documentId };
}

async function startSigning(token: string, requestId: string) {
  const started = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: requestId }] });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const remote = started.body.remoteSigning as { processId: string; status: string; provider: string; expiresAt: string };
  return { body: started.body, processId: remote.processId };
}

/** The newest one-time password the trust service mailed the signer. */
async function lastOtp(email: string): Promise<string> {
  const mail = (await testApp.mailsTo(email)).find((entry) => entry.template === "csc-demo-otp");
  const otp = /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1];
  if (!otp) throw new Error(`no one-time password mailed to ${email}`);
  return otp;
}

const wrongOf = (otp: string) => otp.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

async function documentVersions(documentId: string): Promise<number> {
  const rows = await testApp.context.db.selectFrom("document_versions").select("id").where("document_id", "=", documentId).execute();
  return rows.length;
}

describe("qualified signatures through a CSC trust service", () => {
  it("holds QES when the service lists a credential, and signs with the service's key after the OTP: pdfsig and OpenSSL accept it", async () => {
    const { user, token, credential } = await qualifiedUser({ firstName: "Clara", lastName: "Cloud" });
    const qualities = userSchema.parse((await callRequest(testApp, token, "GET", "/v1/user?v2=true")).body).signatureQualities;
    expect(qualities.qes).toEqual({ eidas: { quality: "qes", legislation: "eidas", provider: "csc" }, zertes: { quality: "qes", legislation: "zertes", provider: "csc" } });
    const detail = await callRequest(testApp, token, "GET", "/v3/user/signature-qualities-detail");
    expect(detail.body).toMatchObject({ highest: { quality: "qes", legislation: "eidas", isDemo: false } });
    // Every endpoint answering with the user says the same, not only GET /v1/user.
    const accepted = await callRequest(testApp, token, "POST", "/v1/user/accept", { type: "gtc" });
    expect(userSchema.parse(accepted.body).signatureQualities.qes).toEqual(qualities.qes);

    const { id, documentId } = await qualifiedRequest(token, [user.email]);
    const before = await documentVersions(documentId);
    const { body, processId } = await startSigning(token, id);
    expect(body).toMatchObject({ signatureRequests: [{ signatureRequestId: id, status: "open", signedDocuments: [] }], remoteSigning: { status: "otp_required", provider: "csc" } });
    expect(await documentVersions(documentId)).toBe(before);
    const otp = await lastOtp(user.email);

    const signed = await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: otp });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ signatureRequestId: id, status: "completed" }] });
    const view = parseRequest((await callRequest(testApp, token, "GET", `/v3/signature-requests/${id}`)).body);
    expect(view.signers[0]).toMatchObject({ status: "signed", quality: "qes" });

    const pdf = (await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload;
    const [checked] = (await runPdfsig(pdf, trustStore.directory)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(checked).toMatchObject({ commonName: "Clara Cloud", signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
    await expect(runQpdfCheck(pdf)).resolves.toContain("No syntax or stream encoding errors");
    const [embedded] = await findEmbeddedSignatures(pdf);
    if (!embedded) throw new Error("no signature");
    await expect(runOpensslCmsVerify(embedded.contents, coveredBytesOf(pdf, embedded.byteRange), rootPem)).resolves.toContain("Verification successful");
    // The certificate in the signature is the credential's, held by the service: no one-time key of Paraph's.
    const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(embedded.contents)).content });
    const signerCertificate = signedData.certificates?.[0] as pkijs.Certificate;
    expect(Buffer.from(signerCertificate.toSchema().toBER(false)).toString("base64")).toBe(credential.certificates[0]);

    // The password was for that signing only: the process is spent, the signature stays single.
    const again = await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: otp });
    expect(again).toMatchObject({ status: 409, body: { code: "remote_signing_finished" } });
    expect(await findEmbeddedSignatures((await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload)).toHaveLength(2);
  });

  it("signs with an RSA credential too, two signers one after the other, both valid", async () => {
    const first = await qualifiedUser({ firstName: "Rita", lastName: "Rsa" }, "rsa-2048");
    const second = await qualifiedUser({ firstName: "Elias", lastName: "Ecdsa" });
    const { id, documentId } = await qualifiedRequest(first.token, [first.user.email, second.user.email]);
    for (const signer of [first, second]) {
      const { processId } = await startSigning(signer.token, id);
      const proceeded = await callRequest(testApp, signer.token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: await lastOtp(signer.user.email) });
      expect(proceeded.status, JSON.stringify(proceeded.body)).toBe(200);
    }
    const pdf = (await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: first.token })).rawPayload;
    const signatures = (await runPdfsig(pdf, trustStore.directory)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(signatures.map((entry) => [entry.commonName, entry.signatureValidation, entry.certificateValidation])).toEqual([
      ["Rita Rsa", "Signature is Valid.", "Certificate is Trusted."],
      ["Elias Ecdsa", "Signature is Valid.", "Certificate is Trusted."],
    ]);
  });

  it("refuses a wrong OTP without losing anything, locks the process at the third, and a new signing starts afresh", async () => {
    const { user, token } = await qualifiedUser({ firstName: "Wanda", lastName: "Wrong" });
    const { id, documentId } = await qualifiedRequest(token, [user.email]);
    const before = await documentVersions(documentId);
    const { processId } = await startSigning(token, id);
    const otp = await lastOtp(user.email);

    const wrong = await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: wrongOf(otp) });
    expect(wrong).toMatchObject({ status: 422, body: { code: "tan_invalid", details: { attemptsLeft: 2 } } });
    expect(await documentVersions(documentId)).toBe(before);
    expect(parseRequest((await callRequest(testApp, token, "GET", `/v3/signature-requests/${id}`)).body).signers[0]).toMatchObject({ status: "open" });
    const malformed = await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: "12 34" });
    expect(malformed).toMatchObject({ status: 400, body: { code: "validation_failed" } });

    // The right password still works after a wrong one: nothing was used up.
    const signed = await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: otp });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(await documentVersions(documentId)).toBeGreaterThan(before);

    const other = await qualifiedRequest(token, [user.email]);
    const locked = await startSigning(token, other.id);
    const lockedOtp = await lastOtp(user.email);
    expect((await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${locked.processId}`, { pwdotp: wrongOf(lockedOtp) })).body).toMatchObject({ code: "tan_invalid", details: { attemptsLeft: 2 } });
    expect((await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${locked.processId}`, { pwdotp: wrongOf(lockedOtp) })).body).toMatchObject({ code: "tan_invalid", details: { attemptsLeft: 1 } });
    expect(await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${locked.processId}`, { pwdotp: wrongOf(lockedOtp) })).toMatchObject({ status: 423, body: { code: "tan_locked" } });
    expect(await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${locked.processId}`, { pwdotp: lockedOtp })).toMatchObject({ status: 423, body: { code: "tan_locked" } });
    const otherBefore = await documentVersions(other.documentId);

    const fresh = await startSigning(token, other.id);
    expect(fresh.processId).not.toBe(locked.processId);
    const done = await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${fresh.processId}`, { pwdotp: await lastOtp(user.email) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await documentVersions(other.documentId)).toBeGreaterThan(otherBefore);
  });

  it("answers a password after the process expired, and a replaced process, without signing", async () => {
    const { user, token } = await qualifiedUser({ firstName: "Lena", lastName: "Late" });
    const { id, documentId } = await qualifiedRequest(token, [user.email]);
    const first = await startSigning(token, id);
    const firstOtp = await lastOtp(user.email);
    const second = await startSigning(token, id);
    expect(await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${first.processId}`, { pwdotp: firstOtp })).toMatchObject({ status: 409, body: { code: "remote_signing_finished" } });
    const secondOtp = await lastOtp(user.email);
    // Five minutes on: moved in the database, as the clock must stay at the real time for the validators.
    await testApp.context.db.updateTable("remote_signing_processes").set({ expires_at: new Date(testApp.clock.now().getTime() - 1000) }).where("id", "=", second.processId).execute();
    expect(await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${second.processId}`, { pwdotp: secondOtp })).toMatchObject({ status: 410, body: { code: "tan_expired" } });
    expect(await findEmbeddedSignatures((await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download`, token })).rawPayload)).toHaveLength(0);
  });

  it("keeps a process to its owner: another user and a direct-sign guest get 404, and the owner still signs", async () => {
    const { user, token } = await qualifiedUser({ firstName: "Olga", lastName: "Owner" });
    const outsider = await qualifiedUser({ firstName: "Otto", lastName: "Outsider" });
    const { id } = await qualifiedRequest(token, [user.email]);
    const { processId } = await startSigning(token, id);
    const otp = await lastOtp(user.email);
    expect(await callRequest(testApp, outsider.token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: otp })).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${crypto.randomUUID()}`, { pwdotp: otp })).toMatchObject({ status: 404 });

    // A guest of another request, through the direct twin: the same service, nothing of theirs.
    const guestEmail = uniqueEmail("guest");
    const [guestDocument = ""] = await uploadDocuments(testApp, token, 1);
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Guest", documents: [guestDocument], signatures: [{ account_email: guestEmail }] });
    const guestRequestId = String(created.body.id);
    await callRequest(testApp, token, "POST", `/v3/signature-requests/${guestRequestId}/initiate`);
    const link = (await testApp.mailsTo(guestEmail)).flatMap((mail) => mail.links).map((entry) => new RegExp(`/view/${guestRequestId}/([A-Za-z0-9_-]{43})$`).exec(entry)?.[1]).find(Boolean);
    if (!link) throw new Error("no direct link mailed to the guest");
    const asGuest = await testApp.request({
      method: "POST",
      url: `/api/v3/direct/swisscom/proceed/${processId}`,
      headers: { authorization: `Basic ${Buffer.from(`${link}:${guestRequestId}`).toString("base64")}` },
      payload: { pwdotp: otp },
    });
    expect(asGuest.statusCode).toBe(404);
    expect((await testApp.request({ method: "POST", url: `/api/v3/direct/swisscom/proceed/${processId}`, payload: { pwdotp: otp } })).statusCode).toBe(401);

    const signed = await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: otp });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  });

  it("signs once when the same password arrives twice at the same moment", async () => {
    const { user, token } = await qualifiedUser({ firstName: "Dora", lastName: "Double" });
    const { id, documentId } = await qualifiedRequest(token, [user.email]);
    const { processId } = await startSigning(token, id);
    const otp = await lastOtp(user.email);
    const before = await documentVersions(documentId);
    const answers = await Promise.all([1, 2].map(() => callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: otp })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: "remote_signing_finished" });
    // One signature version and the archive version, not two signatures.
    expect(await documentVersions(documentId)).toBe(before + 2);
  });

  it("refuses QES to a user the service holds no credential for, and starts nothing", async () => {
    const user = await createUser(testApp, { firstName: "Nina", lastName: "None" });
    const token = await loginAs(testApp, user);
    expect(userSchema.parse((await callRequest(testApp, token, "GET", "/v1/user?v2=true")).body).signatureQualities.qes).toEqual({ eidas: null, zertes: null });
    const { id } = await qualifiedRequest(token, [user.email]);
    const refused = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(refused).toMatchObject({ status: 422, body: { code: "quality_not_available", details: { quality: "qes", legislation: "eidas", provider: "csc" } } });
    expect((await testApp.mailsTo(user.email)).filter((mail) => mail.template === "csc-demo-otp")).toHaveLength(0);
  });

  it("starts a request with the sender's terms of use only once they are accepted: no password is sent before; the signature records the terms", async () => {
    const { user, token } = await qualifiedUser({ firstName: "Tara", lastName: "Terms" });
    const terms = "The qualified lease terms of Example Ltd. apply.";
    const { id } = await qualifiedRequest(token, [user.email], terms);
    const refused = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(refused).toMatchObject({ status: 422, body: { code: "terms_of_use_not_accepted", details: { signatureRequestId: id } } });
    expect((await testApp.mailsTo(user.email)).filter((mail) => mail.template === "csc-demo-otp")).toHaveLength(0);

    const started = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id, acceptedTermsOfUse: true }] });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const processId = (started.body.remoteSigning as { processId: string }).processId;
    const signed = await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: await lastOtp(user.email) });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ signatureRequestId: id, status: "completed" }] });
    const events = (await callRequest(testApp, token, "GET", `/v3/signature-requests/${id}/events`)).body.events as { type: string; details: Record<string, unknown> }[];
    expect(events.find((event) => event.type === "signed")?.details).toMatchObject({ termsOfUseAcceptedSha256: createHash("sha256").update(terms, "utf8").digest("hex") });
  });
});

describe("the demo CSC service inside the API", () => {
  it("is served at /api/csc/v2 with SIGNING_QES_CSC_TOKEN as its bearer token", async () => {
    const info = await testApp.request({ method: "POST", url: "/api/csc/v2/info", payload: {} });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ specs: "2.0.0.2", name: "Paraph Demo Trust Service (not for legal use)" });
    const { user, credential } = await qualifiedUser({ firstName: "Ines", lastName: "Inside" });
    const refused = await testApp.request({ method: "POST", url: "/api/csc/v2/credentials/list", payload: { userID: user.email } });
    expect(refused.statusCode).toBe(401);
    const listed = await testApp.request({ method: "POST", url: "/api/csc/v2/credentials/list", token: TOKEN, payload: { userID: user.email } });
    expect(listed.json()).toEqual({ credentialIDs: [credential.id] });
  });
});

/** A port free right now, for an app that must know its own address before it starts. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("an installation that signs through its own demo CSC service", () => {
  it("signs a QES end to end with SIGNING_QES_CSC_URL at /api/csc/v2 of the same API, the OTP in its outbox", async () => {
    const port = await freePort();
    const own = await createTestApp({ SIGNING_QES_CSC_URL: `http://127.0.0.1:${port}/api/csc/v2`, SIGNING_QES_CSC_TOKEN: TOKEN }, undefined, { startAt: new Date() });
    try {
      own.context.publicUrl = await own.app.listen({ port, host: "127.0.0.1" });
      const user = await createUser(own, { firstName: "Selma", lastName: "Self" });
      const token = await loginAs(own, user);
      const pki = await loadOrCreateDemoPki(own.context.config.DATA_DIR, "", new Date());
      await enrollDemoCredential(DemoCredentialStore.inDataDir(own.context.config.DATA_DIR), { issuing: pki.issuing, chain: [pki.issuing, pki.root] }, {
        userID: user.email,
        name: "Selma Self",
        publicUrl: own.context.publicUrl,
        now: own.clock.now(),
      });
      const [documentId = ""] = await uploadDocuments(own, token, 1);
      const created = await callRequest(own, token, "POST", "/v3/signature-requests", { title: "Own", quality: "qes", documents: [documentId], signatures: [{ account_email: user.email }] });
      const id = String(created.body.id);
      await callRequest(own, token, "POST", `/v3/signature-requests/${id}/initiate`);
      const started = await callRequest(own, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
      expect(started.body).toMatchObject({ remoteSigning: { status: "otp_required" } });
      const mail = (await own.mailsTo(user.email)).find((entry) => entry.template === "csc-demo-otp");
      expect(proseOfMail(mail)).toContain("Paraph Demo Trust Service");
      const otp = /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1] ?? "";
      const processId = (started.body.remoteSigning as { processId: string }).processId;
      const signed = await callRequest(own, token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: otp });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      const pdf = (await own.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload;
      const ownTrust = await createTrustStore((await own.request({ method: "GET", url: "/api/pki/root.cer" })).rawPayload);
      try {
        const [checked] = (await runPdfsig(pdf, ownTrust.directory)).filter((entry) => entry.type === "ETSI.CAdES.detached");
        expect(checked).toMatchObject({ commonName: "Selma Self", signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
      } finally {
        await ownTrust.dispose();
      }
    } finally {
      await own.close();
    }
  });

  it("in Part 11 mode checks the password and meaning when the signing starts, keeps the manifestation (not the password) with the process and writes it when the OTP completes it", async () => {
    const { user, token } = await qualifiedUser({ firstName: "Petra", lastName: "Pharma" });
    const business = await createBusinessAs(testApp, token);
    await callRequest(testApp, token, "PUT", `/v1/businesses/${business.id}/settings`, { settings: { signatureRequests: { part11: { enabled: true } } } });
    const { id, documentId } = await qualifiedRequest(token, [user.email]);
    const bare = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(bare.body).toMatchObject({ code: "part11_reauthentication_required" });

    const part11 = { password: STRONG_PASSWORD, meaning: "authorship" };
    const started = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }], part11 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const processId = (started.body.remoteSigning as { processId: string }).processId;
    const stored = await testApp.context.db.selectFrom("remote_signing_processes").select("input").where("id", "=", processId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.input)).not.toContain(STRONG_PASSWORD);

    const signed = await callRequest(testApp, token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: await lastOtp(user.email) });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const pdf = (await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload;
    const [checked] = (await runPdfsig(pdf, trustStore.directory)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(checked).toMatchObject({ commonName: "Petra Pharma", signatureValidation: "Signature is Valid." });
    const reason = /\/Reason (<[0-9A-Fa-f]+>)/.exec(pdf.toString("latin1"))?.[1] ?? "";
    expect(PDFHexString.of(reason.slice(1, -1)).decodeText()).toMatch(/^Authorship \(21 CFR Part 11\); Petra Pharma; /);
  });
});
