import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { documentSchema, type DocumentView } from "@paraph/contracts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import {
  findSystemPdfs,
  generateCorpus,
  generateDecompressionBombPdf,
  generateEncryptedPdf,
  generateJavaScriptPdf,
  generateManyPagesPdf,
  generateTextPdf,
  truncate,
  type CorpusPdf,
} from "../../test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let token: string;
let corpus: CorpusPdf[];

beforeAll(async () => {
  testApp = await createTestApp({ RENDER_TIMEOUT_MS: "8000" });
  token = await loginAs(testApp, await createUser(testApp));
  corpus = await generateCorpus();
});
afterAll(async () => testApp.close());

const post = (title: string, bytes: Uint8Array) =>
  testApp.request({ method: "POST", url: "/api/v3/documents", token, payload: { title, content: Buffer.from(bytes).toString("base64") } });

async function uploadRenderDownload(name: string, bytes: Uint8Array): Promise<DocumentView> {
  const response = await post(name, bytes);
  expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
  const document = documentSchema.parse((response.json() as { documents: unknown[] }).documents[0]);
  for (const page of document.pages) {
    const image = await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}/pages/${page.number}?scale=50`, token });
    expect(image.statusCode, `${name} page ${page.number}`).toBe(200);
    const metadata = await sharp(image.rawPayload).metadata();
    // The image follows the page as displayed: rotated pages swap width and height.
    expect(Math.abs((metadata.width ?? 0) - page.width / 2), `${name} page ${page.number} width`).toBeLessThanOrEqual(1);
    expect(Math.abs((metadata.height ?? 0) - page.height / 2), `${name} page ${page.number} height`).toBeLessThanOrEqual(1);
  }
  const download = await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}/download`, token });
  expect(download.rawPayload.equals(Buffer.from(bytes)), `${name} download`).toBe(true);
  return document;
}

describe("a corpus of generated PDFs", () => {
  it("uploads, renders every page and downloads byte-identical: sizes, rotations, fonts, forms, 1 to 500 pages", async () => {
    for (const pdf of corpus) {
      const document = await uploadRenderDownload(pdf.name, pdf.bytes);
      expect(document.pageCount, pdf.name).toBe(pdf.pageCount);
    }
    const rotated = corpus.find((pdf) => pdf.name === "rotated-90");
    const document = await uploadRenderDownload("rotated again", rotated?.bytes ?? new Uint8Array());
    expect(document.pages[0]).toMatchObject({ rotation: 90, width: 841.89, height: 595.28 });
  }, 180_000);
});

describe("real PDFs installed by Debian packages", () => {
  it("finds at least three and handles each like any upload", async () => {
    const pdfs = findSystemPdfs();
    expect(pdfs.length, "PDFs under /usr/share/doc").toBeGreaterThanOrEqual(3);
    for (const pdf of pdfs) await uploadRenderDownload(pdf.name, pdf.bytes);
  }, 300_000);
});

describe("hostile files", () => {
  it.each([
    ["a truncated PDF", async () => truncate(await generateTextPdf({ pageCount: 3 }), 0.6), 422, "document_corrupt"],
    ["an encrypted PDF", generateEncryptedPdf, 422, "document_encrypted"],
    ["a text file named .pdf", async () => Buffer.from("Dear customer,\nplease sign.\n"), 415, "document_not_pdf"],
    ["a PNG named .pdf", async () => sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).png().toBuffer(), 415, "document_not_pdf"],
    ["a PDF with JavaScript", generateJavaScriptPdf, 422, "document_has_javascript"],
    ["a 10 000-page PDF", () => generateManyPagesPdf(10_000), 422, "document_too_many_pages"],
    ["an empty file", async () => Buffer.alloc(0), 400, "validation_failed"],
  ] as const)("refuses %s with a clear code", async (_name, make, status, code) => {
    const response = await post("hostile", await make());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code });
  }, 60_000);

  it("contains a decompression bomb: the page answers within the time limit and the server keeps serving", async () => {
    const response = await post("bomb", await generateDecompressionBombPdf());
    expect(response.statusCode, response.body).toBe(201);
    const document = documentSchema.parse((response.json() as { documents: unknown[] }).documents[0]);
    const started = performance.now();
    const render = testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}/pages/1`, token });
    const meanwhile = await testApp.request({ method: "GET", url: "/api/v1/datetime" });
    expect(meanwhile.statusCode).toBe(200);
    const page = await render;
    expect([200, 422]).toContain(page.statusCode);
    if (page.statusCode === 422) expect(page.json()).toMatchObject({ code: "page_render_failed" });
    expect(performance.now() - started).toBeLessThan(15_000);
    const other = await uploadRenderDownload("after the bomb", await generateTextPdf({ pageCount: 1 }));
    expect(other.pageCount).toBe(1);
  }, 60_000);
});
