import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSchema } from "@paraph/contracts";
import { completeDemoIdentification } from "../../demo-identity-provider/complete-demo-identification.ts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createTrustStore, runPdfsig } from "../../test-support/validators.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

const TOKEN = "remote-consent-test-token-0123456789";

let app: TestApp;
let trust: { directory: string; dispose(): Promise<void> };

/**
 * One installation with everything of its own, as `npm start` runs outside production: the
 * demo identity provider on a port of its own and the demo CSC trust service at /api/csc/v2, which
 * SIGNING_QES_CSC_URL names, so a successful identification enrols the person there and QES
 * signs through the CSC path with a one-time password (mailed to the outbox).
 */
beforeAll(async () => {
  app = await createTestApp({ SIGNING_QES_CSC_TOKEN: TOKEN }, undefined, { startAt: new Date() });
  app.context.publicUrl = await app.app.listen({ port: 0, host: "127.0.0.1" });
  app.context.config = { ...app.context.config, SIGNING_QES_CSC_URL: `${app.context.publicUrl}/api/csc/v2` };
  trust = await createTrustStore((await app.request({ method: "GET", url: "/api/pki/root.cer" })).rawPayload);
});
afterAll(async () => {
  await trust?.dispose();
  await app?.close();
});

async function otpsOf(email: string): Promise<string[]> {
  const mails = (await app.mailsTo(email)).filter((entry) => entry.template === "csc-demo-otp");
  return mails.map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? "");
}

async function identifiedSigner() {
  const signer = await createSignedInUser(app);
  const before = userSchema.parse((await callRequest(app, signer.token, "GET", "/v1/user?v2=true")).body);
  expect(before.signatureQualities.qes.eidas).toBeNull();
  const started = await callRequest(app, signer.token, "POST", "/v1/user/identification/intrum/video", {});
  await completeDemoIdentification(String(started.body.identUrl), "complete", 0);
  return signer;
}

async function qualifiedRequest(token: string, email: string) {
  const [documentId = ""] = await uploadDocuments(app, token, 1);
  const created = await callRequest(app, token, "POST", "/v3/signature-requests", {
    title: "Qualified contract",
    quality: "qes",
    legislation: "eidas",
    documents: [documentId],
    signatures: [{ account_email: email, document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 680, width: 220, height: 90 }] }],
  });
  const id = String(created.body.id);
  expect((await callRequest(app, token, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  const started = await callRequest(app, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { id, documentId, processId: (started.body.remoteSigning as { processId: string }).processId };
}

describe("remote-signing consent: resend, respond, cancel", () => {
  it("grants QES through the trust service after identification, resends the password, refuses a wrong secret and a replay, and signs (pdfsig valid)", async () => {
    const signer = await identifiedSigner();
    const qualities = userSchema.parse((await callRequest(app, signer.token, "GET", "/v1/user?v2=true")).body).signatureQualities;
    expect(qualities.qes.eidas).toEqual({ quality: "qes", legislation: "eidas", provider: "csc" });
    const { documentId, processId } = await qualifiedRequest(signer.token, signer.user.email);
    expect(await otpsOf(signer.user.email)).toHaveLength(1);

    const resent = await callRequest(app, signer.token, "POST", `/resend/${processId}`);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body).toMatchObject({ processId, status: "otp_required" });
    const otps = await otpsOf(signer.user.email);
    expect(otps).toHaveLength(2);
    const otp = otps[0] ?? "";

    const wrong = await callRequest(app, signer.token, "POST", `/respond/${processId}`, { secret: otp.replace(/^./, (digit) => String((Number(digit) + 1) % 10)) });
    expect(wrong).toMatchObject({ status: 422, body: { code: "tan_invalid" } });
    const outsider = await createSignedInUser(app);
    for (const call of ["resend", "respond", "cancel"]) {
      expect((await callRequest(app, outsider.token, "POST", `/${call}/${processId}`, call === "respond" ? { secret: otp } : undefined)).status).toBe(404);
    }

    const signed = await callRequest(app, signer.token, "POST", `/respond/${processId}`, { secret: otp });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });
    const replayed = await callRequest(app, signer.token, "POST", `/respond/${processId}`, { secret: otp });
    expect(replayed).toMatchObject({ status: 409, body: { code: "remote_signing_finished" } });
    expect((await callRequest(app, signer.token, "POST", `/cancel/${processId}`)).body).toMatchObject({ code: "remote_signing_finished" });

    const pdf = (await app.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: signer.token })).rawPayload;
    const [checked] = (await runPdfsig(pdf, trust.directory)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(checked).toMatchObject({ commonName: "Anna Muster", signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
  });

  it("cancels a pending signing: its password no longer works, nothing is signed, and it cannot be resent", async () => {
    const signer = await identifiedSigner();
    const { id, processId } = await qualifiedRequest(signer.token, signer.user.email);
    const [otp = ""] = await otpsOf(signer.user.email);
    expect((await callRequest(app, signer.token, "POST", `/cancel/${processId}`)).status).toBe(204);
    expect(await callRequest(app, signer.token, "POST", `/respond/${processId}`, { secret: otp })).toMatchObject({ status: 409, body: { code: "remote_signing_cancelled" } });
    expect(await callRequest(app, signer.token, "POST", `/resend/${processId}`)).toMatchObject({ status: 409, body: { code: "remote_signing_cancelled" } });
    expect(await callRequest(app, signer.token, "POST", `/cancel/${processId}`)).toMatchObject({ status: 409, body: { code: "remote_signing_cancelled" } });
    expect(await callRequest(app, signer.token, "POST", `/v3/swisscom/proceed/${processId}`, { pwdotp: otp })).toMatchObject({ status: 409, body: { code: "remote_signing_cancelled" } });
    const view = await callRequest(app, signer.token, "GET", `/v3/signature-requests/${id}`);
    expect(view.body).toMatchObject({ status: "open" });
    // A new signing starts afresh.
    const again = await callRequest(app, signer.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(again.body).toMatchObject({ remoteSigning: { status: "otp_required" } });
  });

  it("answers 401 without a session and 400 for a secret that is no password", async () => {
    const id = crypto.randomUUID();
    expect((await app.request({ method: "POST", url: `/api/resend/${id}` })).statusCode).toBe(401);
    const signer = await createSignedInUser(app);
    expect((await callRequest(app, signer.token, "POST", `/respond/${id}`, { secret: "no way!" })).status).toBe(400);
    expect((await callRequest(app, signer.token, "POST", `/resend/${id}`)).status).toBe(404);
  });
});
