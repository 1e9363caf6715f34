import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../test-support/factories.ts";
import { pageTextWithWidgets } from "../../test-support/pdf-text.ts";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

const suite = useValidatedTestApp();

/** A sent request of the owner's with one field for the signer. */
async function sentRequest(ownerToken: string, signerEmail: string) {
  const [documentId = ""] = await uploadDocuments(suite.testApp, ownerToken, 1);
  const created = await callRequest(suite.testApp, ownerToken, "POST", "/v3/signature-requests", {
    title: "Stamp text",
    documents: [documentId],
    signatures: [{ account_email: signerEmail, document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 600, width: 260, height: 130 }] }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  expect((await callRequest(suite.testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  return { id, documentId };
}

async function signedPdf(token: string, documentId: string): Promise<Buffer> {
  const response = await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

describe("the visual signature data the stamp shows", () => {
  it("draws the name, the job title under it and the company into the signed PDF; an emptied title draws no line", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const signer = await createSignedInUser(suite.testApp, { firstName: "Ada", lastName: "Lovelace" });
    const saved = await callRequest(suite.testApp, signer.token, "POST", "/v1/user/visual-signatures", { name: "Ada King", title: "Head of Analysis", optionalLine: "Engine Works AG", default: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ name: "Ada King", title: "Head of Analysis", company: "Engine Works AG" });
    const tooLong = await callRequest(suite.testApp, signer.token, "PUT", `/v1/user/visual-signatures/${String(saved.body.id)}`, { name: "Ada King", title: "x".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: "validation_failed" });

    const first = await sentRequest(owner.token, signer.user.email);
    const signed = await callRequest(suite.testApp, signer.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: first.id }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const stamp = pageTextWithWidgets(await signedPdf(owner.token, first.documentId));
    const lines = stamp.split("\n").map((line) => line.trim());
    const nameAt = lines.indexOf("Ada King");
    expect(nameAt, stamp).toBeGreaterThanOrEqual(0);
    expect(lines.slice(nameAt + 1, nameAt + 3)).toEqual(["Head of Analysis", "Engine Works AG"]);

    const cleared = await callRequest(suite.testApp, signer.token, "PUT", `/v1/user/visual-signatures/${String(saved.body.id)}`, { name: "Ada King", title: "" });
    expect(cleared.body).toMatchObject({ title: null, company: "Engine Works AG" });
    const second = await sentRequest(owner.token, signer.user.email);
    expect((await callRequest(suite.testApp, signer.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: second.id }] })).status).toBe(200);
    const plain = pageTextWithWidgets(await signedPdf(owner.token, second.documentId));
    expect(plain).toContain("Engine Works AG");
    expect(plain).not.toContain("Head of Analysis");
  });
});
