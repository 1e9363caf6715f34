import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, uploadDocuments } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe("completion mails", () => {
  it("carry the archived signed documents and the signature protocol to everyone involved", async () => {
    const owner = await createUser(testApp, { firstName: "Carla", lastName: "Complete" });
    const signer = await createUser(testApp);
    const observer = await createUser(testApp);
    const ownerToken = await loginAs(testApp, owner);
    const signerToken = await loginAs(testApp, signer);
    const documentIds = await uploadDocuments(testApp, ownerToken, 2);
    const created = await callRequest(testApp, ownerToken, "POST", "/v3/signature-requests", {
      title: "Framework agreement",
      documents: documentIds,
      signatures: [{ account_email: owner.email }, { account_email: signer.email }],
    });
    const id = String(created.body.id);
    await callRequest(testApp, ownerToken, "POST", `/v3/signature-requests/${id}/observers`, { email: observer.email });
    await callRequest(testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`);
    await callRequest(testApp, ownerToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    const beforeLast = await testApp.mailsTo(owner.email);
    expect(beforeLast.some((mail) => mail.template === "signature-request-completed")).toBe(false);
    await callRequest(testApp, signerToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });

    for (const email of [owner.email, signer.email, observer.email]) {
      const completed = (await testApp.mailsTo(email)).find((mail) => mail.template === "signature-request-completed");
      expect(completed?.status, email).toBe("sent");
      expect(completed?.attachments.map((attachment) => attachment.filename)).toEqual([
        "Document 1 - signed.pdf",
        "Document 2 - signed.pdf",
        "Framework agreement - signature protocol.pdf",
      ]);
    }
    const [mail] = (await testApp.mailsTo(signer.email)).filter((entry) => entry.template === "signature-request-completed");
    // Each attached document is the archive version (B-LTA) the owner downloads as signed.
    for (const [index, documentId] of documentIds.entries()) {
      const attachment = mail?.attachments.filter((entry) => entry.filename.endsWith(" - signed.pdf"))[index];
      const attached = await testApp.request({ method: "GET", url: attachment?.url ?? "" });
      expect(attached.headers["content-type"]).toBe("application/pdf");
      const signedDownloads = await Promise.all(
        documentIds.map(async (candidate) => (await testApp.request({ method: "GET", url: `/api/v3/documents/${candidate}/download?signed=true`, token: ownerToken })).rawPayload),
      );
      expect(signedDownloads.some((bytes) => bytes.equals(attached.rawPayload)), `attachment ${index} of ${documentId}`).toBe(true);
      expect(attached.rawPayload.toString("latin1")).toContain("/ETSI.RFC3161");
    }
    const protocol = await testApp.request({ method: "GET", url: mail?.attachments.find((entry) => entry.filename.includes("protocol"))?.url ?? "" });
    expect(protocol.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
