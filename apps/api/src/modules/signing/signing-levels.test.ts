import { describe, expect, it } from "vitest";
import { findSignatureContents } from "../../pdf-engine/pades/dss.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { useValidatedTestApp, type ValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { runPdfsig } from "../../test-support/validators.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

/** One account signs its own one-document request; the request completes. Returns the signed PDF and its version. */
async function signAlone(suite: ValidatedTestApp): Promise<{ pdf: Buffer; version: number | undefined }> {
  const signer = await createUser(suite.testApp, { firstName: "Lena", lastName: "Level" });
  const token = await loginAs(suite.testApp, signer);
  const [documentId] = await uploadDocuments(suite.testApp, token, 1);
  const created = await callRequest(suite.testApp, token, "POST", "/v3/signature-requests", { title: "Levels", documents: [documentId], signatures: [{ account_email: signer.email }] });
  const id = String(created.body.id);
  await callRequest(suite.testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
  const signed = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
  expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });
  const view = parseRequest((await callRequest(suite.testApp, token, "GET", `/v3/signature-requests/${id}`)).body);
  const download = await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token });
  return { pdf: download.rawPayload, version: view.documents[0]?.signed?.version };
}

/** What POST /v1/validate says of the document's signatures. */
async function validatedLevels(suite: ValidatedTestApp, pdf: Buffer): Promise<{ levels: string[]; hasDss: boolean }> {
  const response = await suite.testApp.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": "application/pdf" }, payload: pdf });
  const body = response.json() as { signatures: { level: string; chain: string }[]; hasDss: boolean };
  for (const signature of body.signatures) expect(signature.chain).toBe("trusted");
  return { levels: body.signatures.map((signature) => signature.level), hasDss: body.hasDss };
}

async function expectValidInPdfsig(suite: ValidatedTestApp, pdf: Buffer): Promise<void> {
  const signatures = (await runPdfsig(pdf, suite.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
  expect(signatures).toHaveLength(1);
  expect(signatures[0]).toMatchObject({ signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
}

describe.each([
  { level: "B-LT", version: 3, what: "completes documents with the validation data but no archive time-stamp", dss: true },
  { level: "B-T", version: 2, what: "keeps the signer's time-stamped signature as the final version", dss: false },
  { level: "B-B", version: 2, what: "signs without a signature time-stamp and adds nothing at completion", dss: false },
])("SIGNING_PADES_LEVEL=$level", ({ level, version, what, dss }) => {
  const suite = useValidatedTestApp({ SIGNING_PADES_LEVEL: level });

  it(what, async () => {
    const signed = await signAlone(suite);
    // The original, the signer's signature, and at B-LT the version completion added.
    expect(signed.version).toBe(version);
    // No document time-stamp below B-LTA: the signer's signature is the only one.
    expect((await findSignatureContents(signed.pdf)).map((entry) => entry.subFilter)).toEqual(["ETSI.CAdES.detached"]);
    expect(await validatedLevels(suite, signed.pdf)).toEqual({ levels: [level], hasDss: dss });
    await expectValidInPdfsig(suite, signed.pdf);
  });
});
