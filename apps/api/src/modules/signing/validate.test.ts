import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createOperatorCa } from "../../test-support/operator-ca.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const validate = (payload: Buffer, contentType = "application/pdf", app: TestApp = testApp) =>
  app.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": contentType }, payload });

/** A document signed by its only signer through the API, as the signer downloads it. */
async function signedPdf(): Promise<Buffer> {
  const signer = await createUser(testApp, { firstName: "Tessa", lastName: "Trust" });
  const token = await loginAs(testApp, signer);
  const [documentId] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Trust", documents: [documentId], signatures: [{ account_email: signer.email }] });
  const id = String(created.body.id);
  await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
  expect((await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] })).status).toBe(200);
  return (await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload;
}

describe("POST /v1/validate: what it refuses and what an unsigned PDF gives", () => {
  it("answers document_not_pdf for bytes that are not a PDF, so nobody reads 'no signatures' for a photo", async () => {
    const response = await validate(Buffer.from("\x89PNG\r\n\x1a\n these bytes are an image, not a document", "latin1"));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: "document_not_pdf" });
  });

  it("accepts a PDF whose header follows some leading bytes, as PDF readers do", async () => {
    const pdf = Buffer.concat([Buffer.from("junk before the header\n"), Buffer.from(await generateTextPdf({ pageCount: 1 }))]);
    const response = await validate(pdf);
    expect(response.statusCode, response.body).toBe(200);
  });

  it("reports no signatures and no DSS for an unsigned PDF", async () => {
    const response = await validate(Buffer.from(await generateTextPdf({ pageCount: 1 })));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ verdict: "no_signatures", signatures: [], hasDss: false, problems: [] });
  });

  it("refuses another content type with unsupported_media_type", async () => {
    const response = await validate(Buffer.from(await generateTextPdf({ pageCount: 1 })), "application/octet-stream");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: "unsupported_media_type" });
  });
});

describe("POST /v1/validate: the demo root", () => {
  it("is trusted outside production only, so a demo signature never passes for a real one in production", async () => {
    const pdf = await signedPdf();
    const chains = (response: { json: () => unknown }) => (response.json() as { signatures: { chain: string; integrity: boolean }[] }).signatures;
    const development = await validate(pdf);
    expect(development.statusCode, development.body).toBe(200);
    expect(chains(development).map((entry) => [entry.integrity, entry.chain])).toEqual([
      [true, "trusted"],
      [true, "trusted"],
    ]);

    // The same installation (database, data folder, so the same demo PKI) started in production,
    // which signs with the operator's CA and asks a TSA over HTTP (not called here).
    const operatorCa = await createOperatorCa();
    const production = await createTestApp(
      {
        APP_MODE: "production",
        SMTP_URL: "smtp://127.0.0.1:2525",
        REFERRAL_WIDGET_SECRET: "a-secret-of-at-least-thirty-two-characters",
        SIGNING_CA_PKCS12_FILE: operatorCa.pkcs12File,
        SIGNING_CA_PKCS12_PASSWORD: operatorCa.password,
        SIGNING_TSA_URL: "http://127.0.0.1:9/tsa",
      },
      { database: testApp.database, clock: testApp.clock, dataDir: testApp.context.config.DATA_DIR },
    );
    try {
      const checked = await validate(pdf, "application/pdf", production);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(chains(checked).map((entry) => [entry.integrity, entry.chain])).toEqual([
        [true, "untrusted"],
        [false, "untrusted"],
      ]);
    } finally {
      // Only the app: the database and data folder belong to the suite's app.
      await production.app.close();
      await operatorCa.dispose();
    }
  });
});
