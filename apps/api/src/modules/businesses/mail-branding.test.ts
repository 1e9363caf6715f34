import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { createBusinessCast } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function sendRequest(token: string, signerEmail: string): Promise<string> {
  const [documentId] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Lease", documents: [documentId], signatures: [{ account_email: signerEmail }] });
  const id = String(created.body.id);
  expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  return id;
}

describe("the business logo in the mails of the business's requests", () => {
  it("shows the logo inline with the business name as alt text; requests of people outside a business keep Paraph's look", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: "#0b4f8a" } }).png().toBuffer();
    const uploaded = await testApp.request({ method: "POST", url: `/api/v1/businesses/${business.id}/logo`, token: admin.token, payload: png, headers: { "content-type": "image/png" } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const signer = uniqueEmail("signer");
    const requestId = await sendRequest(member.token, signer);
    const [invitation] = await testApp.mailsTo(signer);
    expect(invitation?.template).toBe("signature-request-invitation");
    expect(invitation?.html).toContain('<img src="cid:business-logo@paraph" alt="Muster AG"');
    expect(invitation?.html).not.toContain(">Paraph</p>");
    const logo = invitation?.attachments.find((attachment) => attachment.filename === "logo.png");
    expect(logo?.contentType).toBe("image/png");
    const served = await testApp.app.inject({ method: "GET", url: logo?.url ?? "" });
    expect(served.statusCode).toBe(200);
    const stored = await testApp.context.db.selectFrom("businesses").select("logo_sha256").where("id", "=", business.id).executeTakeFirstOrThrow();
    expect(served.rawPayload.equals(await testApp.context.blobs.getBuffer(stored.logo_sha256 ?? ""))).toBe(true);
    const delivery = await testApp.context.mailer.resolveAttachments([{ source: "business-logo", key: business.id, filename: "logo.png", contentType: "image/png", contentId: "business-logo@paraph" }]);
    expect(delivery[0]?.cid).toBe("business-logo@paraph");

    // The withdrawal mail of the same request is branded too.
    expect((await callRequest(testApp, member.token, "POST", `/v3/signature-requests/${requestId}/withdraw`, {})).status).toBe(200);
    const [withdrawn] = await testApp.mailsTo(signer);
    expect(withdrawn?.template).toBe("signature-request-withdrawn");
    expect(withdrawn?.html).toContain('alt="Muster AG"');

    const outsiderSigner = uniqueEmail("signer");
    await sendRequest(outsider.token, outsiderSigner);
    const [plain] = await testApp.mailsTo(outsiderSigner);
    expect(plain?.html).not.toContain("<img");
    expect(plain?.html).toContain(">Paraph</p>");
    expect(plain?.attachments).toEqual([]);
  });
});
