import { randomBytes } from "node:crypto";
import { PDFDocument, PDFHexString, PDFName, StandardFonts } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createOperatorCa } from "../../test-support/operator-ca.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createTrustStore, runPdfsig } from "../../test-support/validators.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { measureEventLoopDuring } from "../../test-support/event-loop-watch.ts";

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

  it("refuses a validation time that is not an ISO date-time with validation_failed, and says which time it used", async () => {
    const pdf = Buffer.from(await generateTextPdf({ pageCount: 1 }));
    const refused = await testApp.request({ method: "POST", url: "/api/v1/validate?at=tomorrow", headers: { "content-type": "application/pdf" }, payload: pdf });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "validation_failed" });
    const at = await testApp.request({ method: "POST", url: "/api/v1/validate?at=2031-02-03T04:05:06Z", headers: { "content-type": "application/pdf" }, payload: pdf });
    expect(at.json()).toMatchObject({ validationTime: "2031-02-03T04:05:06.000Z" });
  });

  it("reports no signatures and no DSS for an unsigned PDF", async () => {
    const response = await validate(Buffer.from(await generateTextPdf({ pageCount: 1 })));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ verdict: "no_signatures", validationTime: expect.any(String), indication: null, signatures: [], hasDss: false, problems: [] });
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
    const chains = (response: { json: () => unknown }) =>
      (response.json() as { signatures: { chain: string; integrity: boolean; level: string; indication: string; subIndication: string | null }[] }).signatures;
    const development = await validate(pdf);
    expect(development.statusCode, development.body).toBe(200);
    expect(chains(development).map((entry) => [entry.integrity, entry.chain, entry.level, entry.indication, entry.subIndication])).toEqual([
      [true, "trusted", "B-LTA", "TOTAL-PASSED", null],
      [true, "trusted", "document-timestamp", "TOTAL-PASSED", null],
    ]);

    // The same installation (database, data folder, so the same demo PKI) started in production,
    // which signs with the operator's CA and asks a TSA over HTTP (not called here).
    const operatorCa = await createOperatorCa();
    const production = await createTestApp(
      {
        APP_MODE: "production",
        SMTP_URL: "smtp://127.0.0.1:2525",
        PUBLIC_URL: "https://sign.paraph-tests.ch",
        REFERRAL_WIDGET_SECRET: randomBytes(24).toString("hex"),
        SECRETS_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
        SIGNING_CA_PKCS12_FILE: operatorCa.pkcs12File,
        SIGNING_CA_PKCS12_PASSWORD: operatorCa.password,
        SIGNING_TSA_URL: "http://127.0.0.1:9/tsa",
        METRICS_TOKEN: "a-metrics-scrape-token",
      },
      { database: testApp.database, clock: testApp.clock, dataDir: testApp.context.config.DATA_DIR },
    );
    try {
      const checked = await validate(pdf, "application/pdf", production);
      expect(checked.statusCode, checked.body).toBe(200);
      // Integrity apart from trust: the bytes and the document time-stamp are intact; only the
      // root is one this installation does not trust, so nothing can be decided, nothing is broken.
      expect(chains(checked).map((entry) => [entry.integrity, entry.chain, entry.level, entry.indication, entry.subIndication])).toEqual([
        [true, "untrusted", "B-LTA", "INDETERMINATE", "NO_CERTIFICATE_CHAIN_FOUND"],
        [true, "untrusted", "document-timestamp", "INDETERMINATE", "NO_CERTIFICATE_CHAIN_FOUND"],
      ]);
    } finally {
      // Only the app: the database and data folder belong to the suite's app.
      await production.app.close();
      await operatorCa.dispose();
    }
  });
});

/** A PDF whose page 1 shows, as plain text in an uncompressed content stream, what looks like a signature dictionary. */
async function pdfWithSignatureLikeText(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  page.drawText("A page about PDF signatures:", { x: 72, y: 740, size: 12, font });
  const fontName = page.node.Resources()?.lookup(PDFName.of("Font"))?.toString().match(/\/(\w+)/)?.[1] ?? "F1";
  const text = document.context.stream(`BT /${fontName} 12 Tf 72 700 Td (/ByteRange [0 10 20 30] /Contents <3082>) Tj ET`);
  page.node.addContentStream(document.context.register(text));
  return document.save({ useObjectStreams: false });
}

describe("signing a document whose text looks like a signature dictionary", () => {
  it("completes: the last signer's /v3/sign answers 200 and pdfsig finds exactly Paraph's signatures, all valid", async () => {
    const pdf = await pdfWithSignatureLikeText();
    expect(Buffer.from(pdf).includes("/ByteRange [0 10 20 30] /Contents <3082>")).toBe(true);
    const signer = await createUser(testApp, { firstName: "Tina", lastName: "Text" });
    const token = await loginAs(testApp, signer);
    const upload = await testApp.request({ method: "POST", url: "/api/v3/documents", token, payload: { title: "Signatures explained", content: Buffer.from(pdf).toString("base64") } });
    expect(upload.statusCode, upload.body).toBe(201);
    const documentId = (upload.json() as { documents: { id: string }[] }).documents[0]?.id ?? "";
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Text", documents: [documentId], signatures: [{ account_email: signer.email }] });
    const id = String(created.body.id);
    await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
    const signed = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    const output = (await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload;
    const trustStore = await createTrustStore((await testApp.request({ method: "GET", url: "/api/pki/root.cer" })).rawPayload);
    try {
      const found = await runPdfsig(output, trustStore.directory);
      // Paraph's signature and its archive time-stamp over the whole file, and no phantom third one.
      expect(found).toHaveLength(2);
      expect(found[0]).toMatchObject({ type: "ETSI.CAdES.detached", commonName: "Tina Text", signatureValidation: "Signature is Valid." });
      expect(found[1]).toMatchObject({ commonName: "Paraph Demo Time-Stamp Authority", isTotalDocument: true });
    } finally {
      await trustStore.dispose();
    }
    const report = (await validate(output)).json() as { verdict: string; signatures: unknown[] };
    expect(report.verdict).toBe("valid");
    expect(report.signatures).toHaveLength(2);
  });
});

describe("POST /v1/validate: what a hostile document cannot do", () => {
  it("answers a 16 MiB body of fake /ByteRange entries within the validation time limit, and the event loop never stalls over 200 ms", async () => {
    const entry = "/ByteRange [0 16777216 0 0]\n";
    const body = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(entry.repeat(Math.floor((16 * 1024 * 1024 - 9) / entry.length)))]);
    const { result: response, stalls } = await measureEventLoopDuring(() => validate(body));
    // Either refused as damaged, or read as what it is: a PDF without signatures; past
    // VALIDATION_TIMEOUT_MS it would be neither. (A stopwatch here measured the machine's load.)
    if (response.statusCode === 200) expect(response.json()).toMatchObject({ verdict: "no_signatures", signatures: [] });
    else expect(response.json()).toMatchObject({ code: "document_corrupt" });
    expect(stalls.worstMilliseconds, "the longest the event loop was held").toBeLessThan(200);
  });

  it("refuses more than 100 signatures with document_too_many_signatures", async () => {
    const document = await PDFDocument.create();
    document.addPage([595, 842]);
    const fields = Array.from({ length: 101 }, (_, index) =>
      document.context.register(
        document.context.obj({
          FT: "Sig",
          T: PDFHexString.fromText(`Signature ${index + 1}`),
          V: document.context.obj({ Type: "Sig", SubFilter: "ETSI.CAdES.detached", ByteRange: [0, 10, 20, 30], Contents: PDFHexString.of("3082") }),
        }),
      ),
    );
    document.catalog.set(PDFName.of("AcroForm"), document.context.obj({ Fields: fields, SigFlags: 3 }));
    const response = await validate(Buffer.from(await document.save({ useObjectStreams: false })));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: "document_too_many_signatures", details: { limit: 100 } });
  });

  it("answers document_too_complex, not a 500, for a form tree larger than a check may walk", async () => {
    const document = await PDFDocument.create();
    document.addPage([595, 842]);
    const fields = Array.from({ length: 20_001 }, (_, index) => document.context.register(document.context.obj({ FT: "Tx", T: PDFHexString.fromText(`f${index}`) })));
    document.catalog.set(PDFName.of("AcroForm"), document.context.obj({ Fields: fields }));
    const response = await validate(Buffer.from(await document.save({ useObjectStreams: false })));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: "document_too_complex" });
  });

  it("answers document_too_complex, not a 500, when checking takes longer than the limit", async () => {
    const pdf = await signedPdf();
    const impatient = await createTestApp({ VALIDATION_TIMEOUT_MS: "100" }, { database: testApp.database, clock: testApp.clock, dataDir: testApp.context.config.DATA_DIR });
    try {
      // A fresh worker pool, and a PDF report: its thread loads the report's PDF writer within the
      // task on its first report, which alone takes longer than 100 ms (the thread's own start
      // does not count against the limit).
      const response = await validate(pdf, "application/pdf", impatient);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ code: "document_too_complex" });
    } finally {
      await impatient.app.close();
    }
  });
});
