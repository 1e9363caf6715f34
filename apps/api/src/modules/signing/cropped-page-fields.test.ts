import { PDFArray, PDFDict, PDFDocument, PDFName, StandardFonts, type PDFNumber } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** A page cropped from a larger sheet, as LaTeX screenshots and logos often are: what a viewer shows begins at 100 200. */
async function croppedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([800, 1000]);
  page.setCropBox(100, 200, 400, 300);
  page.drawText("Cropped", { x: 120, y: 450, size: 20, font: await document.embedFont(StandardFonts.Helvetica) });
  return document.save();
}

describe("a signature field on a cropped page", () => {
  it("lands inside the visible page, where the owner placed it, not from the uncropped sheet's corner", async () => {
    const signer = await createUser(testApp, { firstName: "Clara", lastName: "Cropped" });
    const token = await loginAs(testApp, signer);
    const upload = await testApp.request({ method: "POST", url: "/api/v3/documents", token, payload: { title: "Cropped", content: Buffer.from(await croppedPdf()).toString("base64") } });
    expect(upload.statusCode, upload.body).toBe(201);
    const uploaded = (upload.json() as { documents: { id: string; pages: { width: number; height: number }[] }[] }).documents[0];
    expect(uploaded?.pages[0]).toMatchObject({ width: 400, height: 300 });
    const documentId = uploaded?.id ?? "";
    // 20 pt from the visible page's left edge and 30 pt from its top, 150 × 50.
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
      title: "Cropped",
      documents: [documentId],
      signatures: [{ account_email: signer.email, document_signatures: [{ document_id: documentId, page: 1, x: 20, y: 30, width: 150, height: 50 }] }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(created.body.id);
    expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
    expect((await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] })).status).toBe(200);
    const download = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token });
    const signed = await PDFDocument.load(new Uint8Array(download.rawPayload), { updateMetadata: false });
    const widgets = (signed.getPage(0).node.Annots()?.asArray() ?? []).map((ref) => signed.context.lookup(ref, PDFDict));
    const rect = widgets.map((widget) => widget.lookup(PDFName.of("Rect"), PDFArray)).find(Boolean);
    const [left, bottom, right, top] = (rect?.asArray() ?? []).map((value) => (value as PDFNumber).asNumber());
    // The visible page spans x 100–500 and y 200–500 of the sheet.
    expect([left, bottom, right, top].map((value) => Math.round(value ?? Number.NaN))).toEqual([120, 420, 270, 470]);
  });
});
