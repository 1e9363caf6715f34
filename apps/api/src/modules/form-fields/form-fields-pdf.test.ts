import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createTrustStore, runPdfsig, runQpdfCheck } from "../../test-support/validators.ts";
import { appearanceFace } from "../../pdf-engine/appearance/appearance-fonts.ts";
import { IncrementalUpdate } from "../../pdf-engine/pades/incremental/incremental-writer.ts";
import { PdfObjectReader } from "../../pdf-engine/pades/incremental/object-reader.ts";
import { hexText, isDict, ref } from "../../pdf-engine/pades/incremental/pdf-values.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";
import { person, placed, requestWith, sign, type Person } from "./test-helpers.ts";

const run = promisify(execFile);

let testApp: TestApp;
let trustStore: { directory: string; dispose: () => Promise<void> };
beforeAll(async () => {
  testApp = await createTestApp();
  trustStore = await createTrustStore((await testApp.request({ method: "GET", url: "/api/pki/root.cer" })).rawPayload);
});
afterAll(async () => {
  await trustStore.dispose();
  await testApp.close();
});

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-form-fields-"));
  try {
    const file = path.join(directory, "document.pdf");
    await fs.writeFile(file, pdf);
    const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
    return stdout.split("\f").map((page) => page.replace(/\s+/g, " "));
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

/** What people type in the languages the font is for, each in a field of its own. */
const VALUES: Record<string, string> = {
  Polish: "Łukasz Żółć, Łódź",
  Czech: "Dvořák Šťastný, Brno",
  Hungarian: "Lőrinc Őrsi, Győr",
  Turkish: "Ğülşen Işık, İzmir",
  Greek: "Αλέξης Παπαδόπουλος",
  Cyrillic: "Дмитрий Шостакович",
  Vietnamese: "Nguyễn Thị Ánh Tuyết",
};

/** The font programs (FontFile2) the PDF embeds: their stored and their decoded sizes. */
async function embeddedFontPrograms(pdf: Uint8Array): Promise<{ stored: number; decoded: number }[]> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const programs: { stored: number; decoded: number }[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const file = object.lookup(PDFName.of("FontFile2"));
    if (file instanceof PDFRawStream) programs.push({ stored: file.contents.length, decoded: zlib.inflateSync(file.contents).length });
  }
  return programs;
}

async function signedPdf(owner: Person, documentId: string): Promise<Uint8Array> {
  const download = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: owner.token });
  expect(download.statusCode).toBe(200);
  return new Uint8Array(download.rawPayload);
}

interface ValidatedSignature {
  level: string;
  integrity: boolean;
  modifiedAfterSigning: boolean;
  changes: unknown[];
  permittedChanges: { kind: string; page?: number; field?: string }[];
  formFields: { name: string; page: number; value: string | boolean }[];
}

async function validateJson(pdf: Uint8Array): Promise<{ verdict: string; signatures: ValidatedSignature[] }> {
  const validated = await testApp.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": "application/pdf" }, payload: Buffer.from(pdf) });
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json() as { verdict: string; signatures: ValidatedSignature[] };
}

/** The document with one more revision, as any PDF editor could append it, giving a filled field another value. */
function withFieldValue(pdf: Uint8Array, fieldName: string, value: string): Uint8Array {
  const text = Buffer.from(pdf).toString("latin1");
  const marker = `/T ${hexText(fieldName).text}`;
  const before = text.slice(0, text.indexOf(marker));
  // The field's object: the last "N 0 obj" before its name.
  const number = Number(/(\d+)$/.exec(before.slice(0, before.lastIndexOf(" 0 obj\n")))?.[1]);
  const reader = new PdfObjectReader(new Uint8Array(pdf));
  const field = reader.resolve(ref(number));
  if (!isDict(field)) throw new Error(`no field ${fieldName}`);
  field.entries.set("V", hexText(value));
  const update = new IncrementalUpdate(reader);
  update.set(ref(number), field);
  return update.write().bytes;
}

describe("form field values in the signed PDF", () => {
  it("two signers fill six fields: each value is on its page in pdftotext, pdfsig verifies both signatures, /v1/validate tells per signature what it covers", async () => {
    const owner = await person(testApp, { firstName: "Olga", lastName: "Owner" });
    const first = await person(testApp, { firstName: "Fritz", lastName: "First" });
    const second = await person(testApp, { firstName: "Sina", lastName: "Second", lang: "de-ch" });
    const request = await requestWith(
      testApp,
      owner,
      (documentId) => [
        {
          account_email: first.email,
          // A visible signature on the page of two of the values: one revision writes all three widgets on it.
          document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 780, width: 200, height: 50 }],
          form_fields: [
            placed(documentId, 1, 0, { type: "text", name: "City" }),
            placed(documentId, 1, 1, { type: "date", name: "Start date" }),
            placed(documentId, 2, 0, { type: "checkbox", name: "Agree" }),
          ],
        },
        {
          account_email: second.email,
          form_fields: [
            placed(documentId, 1, 2, { type: "number", name: "Amount", min: 0 }),
            placed(documentId, 2, 1, { type: "dropdown", name: "Plan", options: ["Basic", "Premium"] }),
            placed(documentId, 2, 2, { type: "text", name: "Notes", multiline: true, height: 60 }),
          ],
        },
      ],
      { signing_order: "sequential" },
    );
    expect(request.status, JSON.stringify(request.body)).toBe(201);

    const firstSigned = await sign(testApp, first, request.id, { City: "Zürich", "Start date": "2026-03-01", Agree: true });
    expect(firstSigned.status, JSON.stringify(firstSigned.body)).toBe(200);
    const secondSigned = await sign(testApp, second, request.id, { Amount: "1250.50", Plan: "Premium", Notes: "Office in Łódź\nkeys at the front desk" });
    expect(secondSigned.status, JSON.stringify(secondSigned.body)).toBe(200);

    const download = await testApp.request({ method: "GET", url: `/api/v3/documents/${request.documentId}/download?signed=true`, token: owner.token });
    expect(download.statusCode).toBe(200);
    const pdf = new Uint8Array(download.rawPayload);

    const [page1 = "", page2 = ""] = await pageTexts(pdf);
    expect(page1).toContain("Zürich");
    expect(page1).toContain("01/03/2026");
    expect(page1).toContain("1250.50");
    expect(page2).toContain("Premium");
    // Drawn in Noto Sans as typed, like the field's value.
    expect(page2).toContain("Office in Łódź");
    expect(page2).toContain("keys at the front desk");

    const pdfsig = await runPdfsig(pdf, trustStore.directory);
    // The two signers' signatures, then the archive's document time-stamp (which pdfsig does not verify).
    expect(pdfsig).toHaveLength(3);
    expect(pdfsig.slice(0, 2).map((signature) => signature.signatureValidation)).toEqual(["Signature is Valid.", "Signature is Valid."]);
    expect(pdfsig.slice(0, 2).map((signature) => signature.commonName)).toEqual(["Fritz First", "Sina Second"]);
    await runQpdfCheck(pdf);

    const result = await validateJson(pdf);
    expect(result.verdict).toBe("valid");
    const [firstReport, secondReport] = result.signatures;
    expect(firstReport?.formFields).toEqual([
      { name: "City", page: 1, value: "Zürich" },
      { name: "Start date", page: 1, value: "2026-03-01" },
      { name: "Agree", page: 2, value: true },
    ]);
    expect(secondReport?.formFields).toEqual([
      { name: "Amount", page: 1, value: "1250.50" },
      { name: "Plan", page: 2, value: "Premium" },
      { name: "Notes", page: 2, value: "Office in Łódź\nkeys at the front desk" },
    ]);
    expect(firstReport).toMatchObject({ integrity: true, modifiedAfterSigning: false, changes: [] });
    expect(firstReport?.permittedChanges).toEqual(
      expect.arrayContaining([
        { kind: "form_field", page: 1, field: "Amount" },
        { kind: "form_field", page: 2, field: "Plan" },
        { kind: "form_field", page: 2, field: "Notes" },
      ]),
    );
    expect(secondReport).toMatchObject({ integrity: true, modifiedAfterSigning: false, changes: [] });
    expect(result.signatures.at(-1)?.formFields).toEqual([]);

    // A later revision that changes what the first signer filled is reported for both signatures.
    const tampered = await validateJson(withFieldValue(pdf, "City", "Genève"));
    expect(tampered.verdict).toBe("changed_after_signing");
    expect(tampered.signatures[0]).toMatchObject({ modifiedAfterSigning: true, formFields: expect.arrayContaining([{ name: "City", page: 1, value: "Zürich" }]) });
    expect(tampered.signatures[0]?.changes).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "form_field", page: 1 })]));
    expect(tampered.signatures[1]?.modifiedAfterSigning).toBe(true);

    const view = await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${request.id}`);
    const values = (view.body.signers ?? []).flatMap((signer) => signer.formFields.map((field) => [field.name, field.value, field.readOnly]));
    expect(values).toEqual([
      ["City", "Zürich", true],
      ["Start date", "2026-03-01", true],
      ["Agree", true, true],
      ["Amount", "1250.50", true],
      ["Plan", "Premium", true],
      ["Notes", "Office in Łódź\nkeys at the front desk", true],
    ]);
  });
});

describe("form field values in Latin, Greek and Cyrillic script", () => {
  it("are drawn as typed: pdftotext reads each back exactly, pdfsig verifies the signature, and the revision embeds one small font subset", async () => {
    const owner = await person(testApp, { firstName: "Olga", lastName: "Owner" });
    const signer = await person(testApp, { firstName: "Ana", lastName: "Signer" });
    const names = Object.keys(VALUES);
    const withValues = await requestWith(testApp, owner, (documentId) => [
      // Four fields on the first page, three on the second.
      { account_email: signer.email, form_fields: names.map((name, index) => placed(documentId, index < 4 ? 1 : 2, index % 4, { type: "text", name })) },
    ]);
    expect(withValues.status, JSON.stringify(withValues.body)).toBe(201);
    const signed = await sign(testApp, signer, withValues.id, VALUES);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const pdf = await signedPdf(owner, withValues.documentId);

    const [page1 = "", page2 = ""] = await pageTexts(pdf);
    names.forEach((name, index) => expect(index < 4 ? page1 : page2).toContain(VALUES[name]));

    const pdfsig = await runPdfsig(pdf, trustStore.directory);
    expect(pdfsig[0]).toMatchObject({ commonName: "Ana Signer", signatureValidation: "Signature is Valid." });
    await runQpdfCheck(pdf);

    // One subset for the seven values (not one per field, not the whole font).
    const fullFont = (await appearanceFace("regular")).bytes.length;
    const programs = await embeddedFontPrograms(pdf);
    expect(programs).toHaveLength(1);
    expect(programs[0]?.decoded).toBeLessThan(fullFont / 20);

    // The same request signed without values: the values, their widgets and the font add a bounded amount.
    const withoutValues = await requestWith(testApp, owner, () => [{ account_email: signer.email }]);
    expect((await sign(testApp, signer, withoutValues.id)).status).toBe(200);
    const growth = pdf.length - (await signedPdf(owner, withoutValues.documentId)).length;
    expect(growth).toBeGreaterThan(0);
    expect(growth).toBeLessThan(fullFont / 10);
  });
});
