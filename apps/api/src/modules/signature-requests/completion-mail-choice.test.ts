import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { completionAttachmentSettingsOf } from "./completion-settings.ts";
import { findRequestById } from "./repository.ts";
import { callRequest, uploadDocuments } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function settingsOf(requestId: string) {
  const request = await findRequestById(testApp.context.db, requestId);
  if (!request) throw new Error("request gone");
  return completionAttachmentSettingsOf(testApp.context.db, request);
}

describe("a sender's choice of completion-mail attachments", () => {
  it("counts only where the business makes the attachment customisable, and reaches the completion mail", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    const putAttachments = async (attachments: Record<string, unknown>) => {
      const response = await testApp.request({ method: "PUT", url: `/api/v1/businesses/${business.id}/settings`, token: admin.token, payload: { settings: { mailService: { attachments } } } });
      expect(response.statusCode, response.body).toBe(200);
    };
    await putAttachments({ signedDocument: { enabled: true, customisable: false }, signatureProtocol: { enabled: true, customisable: true } });
    const [documentId] = await uploadDocuments(testApp, member.token, 1);
    const body = { title: "Offer", documents: [documentId], signatures: [{ account_email: member.user.email }] };

    const refused = await callRequest(testApp, member.token, "POST", "/v3/signature-requests", { ...body, mail_attachments: { signed_document: false } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "mail_attachment_not_customisable", details: { attachments: ["signedDocument"] } });
    expect(await testApp.context.db.selectFrom("signature_requests").select("id").where("owner_id", "=", member.user.id).execute()).toEqual([]);

    const created = await callRequest(testApp, member.token, "POST", "/v3/signature-requests", { ...body, mail_attachments: { signature_protocol: false } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(created.body.id);
    expect(created.body.mailAttachments).toEqual({ signedDocument: null, signatureProtocol: false });
    expect(await settingsOf(id)).toEqual({ signedDocument: true, signatureProtocol: false });
    const notCustomisable = await callRequest(testApp, member.token, "PUT", `/v3/signature-requests/${id}`, { mail_attachments: { signed_document: false } });
    expect(notCustomisable.body).toMatchObject({ code: "mail_attachment_not_customisable" });

    expect((await callRequest(testApp, member.token, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
    await callRequest(testApp, member.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    const completed = (await testApp.mailsTo(member.user.email)).find((mail) => mail.template === "signature-request-completed");
    expect(completed?.attachments.map((attachment) => attachment.filename)).toEqual(["Document 1 - signed.pdf"]);

    // Once the business takes the choice back, its own setting decides again.
    await putAttachments({ signatureProtocol: { customisable: false } });
    expect(await settingsOf(id)).toEqual({ signedDocument: true, signatureProtocol: true });

    // Outside a business the sender always chooses.
    const [ownDocument] = await uploadDocuments(testApp, outsider.token, 1);
    const own = await callRequest(testApp, outsider.token, "POST", "/v3/signature-requests", { title: "Own", documents: [ownDocument], mail_attachments: { signed_document: false } });
    expect(own.status).toBe(201);
    expect(await settingsOf(String(own.body.id))).toEqual({ signedDocument: false, signatureProtocol: true });
  });
});
