import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSignatureContents } from "../../pdf-engine/pades/dss.ts";
import { appendLtaUpdate } from "../../pdf-engine/pades/lta-update.ts";
import { signedDataOf } from "../../pdf-engine/validation/signature-checks.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

/**
 * Issue 33: a completed Paraph document carries the demo OCSP responses and CRLs, which
 * POST /v1/validate reads as "good"; once the signer's certificate is revoked after the
 * signature time-stamp, the next LTA update (as renewal appends it) carries fresh answers saying
 * "revoked", and the signature still passes, with the reason shown.
 */
const MINUTE = 60_000;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, { startAt: new Date() });
});
afterAll(async () => {
  await testApp?.close();
});

interface SignatureFindings {
  level: string;
  indication: string;
  subIndication: string | null;
  proofOfExistence: { time: string } | null;
  revocation: { status: string; checkedBy: string | null; revokedAt?: string; issuedAt?: string } | null;
  problems: string[];
}

async function validate(pdf: Uint8Array): Promise<SignatureFindings[]> {
  const at = encodeURIComponent(testApp.clock.now().toISOString());
  const response = await testApp.request({ method: "POST", url: `/api/v1/validate?at=${at}`, headers: { "content-type": "application/pdf" }, payload: Buffer.from(pdf) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { signatures: SignatureFindings[] }).signatures;
}

async function completedDocument(): Promise<Uint8Array> {
  const signer = await createUser(testApp, { firstName: "Vera", lastName: "Revoked" });
  const token = await loginAs(testApp, signer);
  const [documentId = ""] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Revocation", documents: [documentId], signatures: [{ account_email: signer.email }] });
  const id = String(created.body.id);
  await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
  const signed = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
  expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });
  return new Uint8Array((await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload);
}

describe("POST /v1/validate: revocation of the signer's certificate", () => {
  it("reads 'good' on a completed document, and after a revocation later than the time-stamp still passes with the reason shown", async () => {
    const completed = await completedDocument();
    const [before] = await validate(completed);
    expect(before).toMatchObject({ level: "B-LTA", indication: "TOTAL-PASSED", revocation: { status: "good" } });
    expect(before?.revocation?.checkedBy).toMatch(/^(ocsp|crl)$/);

    const [contents] = await findSignatureContents(completed);
    const serial = signedDataOf(contents?.contents ?? new Uint8Array()).signerInfos[0]?.sid as { serialNumber: { valueBlock: { valueHexView: Uint8Array } } };
    testApp.clock.advance(10 * MINUTE);
    const revokedAt = new Date(Math.floor(testApp.clock.now().getTime() / 1000) * 1000);
    testApp.signingServices.revoked.revoke(Buffer.from(serial.serialNumber.valueBlock.valueHexView).toString("hex"), revokedAt);
    testApp.clock.advance(MINUTE);
    const renewed = await appendLtaUpdate(completed, testApp.signingServices, { fieldName: "Archive time-stamp renewal", now: testApp.clock.now() });

    const [after] = await validate(renewed);
    expect(after).toMatchObject({ level: "B-LTA", indication: "TOTAL-PASSED", subIndication: null, revocation: { status: "revoked", revokedAt: revokedAt.toISOString() } });
    expect(new Date(after?.proofOfExistence?.time ?? "").getTime()).toBeLessThan(revokedAt.getTime());
    expect(after?.problems.join("\n")).toContain("after the signature is proven to exist");
    // The file before the LTA update still says what was known then: good.
    expect((await validate(completed))[0]?.revocation?.status).toBe("good");
  });
});
