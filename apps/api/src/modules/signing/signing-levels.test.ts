import { describe, expect, it } from "vitest";
import { findSignatureContents } from "../../signing/pades/dss.ts";
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

describe("SIGNING_PADES_LEVEL=B-LT", () => {
  const suite = useValidatedTestApp({ SIGNING_PADES_LEVEL: "B-LT" });

  it("completes documents with the validation data but no archive time-stamp", async () => {
    const { pdf, version } = await signAlone(suite);
    expect(version).toBe(3);
    expect(findSignatureContents(pdf).map((entry) => entry.subFilter)).toEqual(["ETSI.CAdES.detached"]);
    expect(await validatedLevels(suite, pdf)).toEqual({ levels: ["B-LT"], hasDss: true });
    await expectValidInPdfsig(suite, pdf);
  });
});

describe("SIGNING_PADES_LEVEL=B-T", () => {
  const suite = useValidatedTestApp({ SIGNING_PADES_LEVEL: "B-T" });

  it("keeps the signer's time-stamped signature as the final version", async () => {
    const { pdf, version } = await signAlone(suite);
    expect(version).toBe(2);
    expect(await validatedLevels(suite, pdf)).toEqual({ levels: ["B-T"], hasDss: false });
    await expectValidInPdfsig(suite, pdf);
  });
});

describe("SIGNING_PADES_LEVEL=B-B", () => {
  const suite = useValidatedTestApp({ SIGNING_PADES_LEVEL: "B-B" });

  it("signs without a signature time-stamp and adds nothing at completion", async () => {
    const { pdf, version } = await signAlone(suite);
    expect(version).toBe(2);
    expect(await validatedLevels(suite, pdf)).toEqual({ levels: ["B-B"], hasDss: false });
    await expectValidInPdfsig(suite, pdf);
  });
});
