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
import { appearanceFace } from "../../signing/appearance/appearance-fonts.ts";
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

async function pdftotext(pdf: Uint8Array): Promise<string[]> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-scripts-"));
  try {
    const file = path.join(directory, "document.pdf");
    await fs.writeFile(file, pdf);
    const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
    return stdout.split("\f").map((page) => page.replace(/\s+/g, " "));
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

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

    const [page1 = "", page2 = ""] = await pdftotext(pdf);
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
