import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { documentSchema, type DocumentView } from "@paraph/contracts";
import { countRows, createUser, loginAs } from "../../test-support/factories.ts";
import { multipart } from "../../test-support/multipart.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { addAttachment } from "./attachments-service.ts";

let testApp: TestApp;
let token: string;
let outsiderToken: string;
let userId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const user = await createUser(testApp);
  userId = user.id;
  token = await loginAs(testApp, user);
  outsiderToken = await loginAs(testApp, await createUser(testApp));
});
afterAll(async () => testApp.close());

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function upload(bytes: Uint8Array, title = "Contract", as = token): Promise<DocumentView> {
  const response = await testApp.request({
    method: "POST",
    url: "/api/v3/documents",
    token: as,
    payload: { title, content: Buffer.from(bytes).toString("base64") },
  });
  expect(response.statusCode, response.body).toBe(201);
  return documentSchema.parse((response.json() as { documents: unknown[] }).documents[0]);
}

describe("uploading documents", () => {
  it("takes base64 JSON, records pages, sizes, bytes and SHA-256, and downloads byte-identical", async () => {
    const bytes = await generateTextPdf({ pageCount: 3, size: [612, 792] });
    const document = await upload(bytes, "Lease agreement");
    expect(document).toMatchObject({ title: "Lease agreement", pageCount: 3, bytes: bytes.length, sha256: sha256(bytes), signed: null });
    expect(document.pages).toEqual([1, 2, 3].map((number) => ({ number, width: 612, height: 792, rotation: 0 })));

    const fetched = await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}`, token });
    expect(fetched.json()).toEqual(document);

    const download = await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}/download`, token });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain('filename="Lease agreement.pdf"');
    expect(download.rawPayload.equals(Buffer.from(bytes))).toBe(true);
  });

  it("takes several files as multipart, titled by their file names", async () => {
    const first = await generateTextPdf({ pageCount: 1 });
    const second = await generateTextPdf({ pageCount: 2, title: "second" });
    const response = await testApp.request({
      method: "POST",
      url: "/api/v3/documents",
      token,
      ...multipart([
        { name: "Offer.pdf", bytes: first },
        { name: "Annex B.pdf", bytes: second },
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const documents = (response.json() as { documents: DocumentView[] }).documents;
    expect(documents.map((document) => [document.title, document.pageCount])).toEqual([
      ["Offer", 1],
      ["Annex B", 2],
    ]);
  });

  it("stores nothing when one file of a multipart upload is refused, and names that file", async () => {
    const before = await countRows(testApp, "users");
    const documentsBefore = await testApp.context.db.selectFrom("documents").select("id").execute();
    const response = await testApp.request({
      method: "POST",
      url: "/api/v3/documents",
      token,
      ...multipart([
        { name: "Good.pdf", bytes: await generateTextPdf({ pageCount: 1 }) },
        { name: "Bad.pdf", bytes: Buffer.from("this is not a pdf") },
      ]),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: "document_not_pdf", details: { file: "Bad.pdf" } });
    expect(await testApp.context.db.selectFrom("documents").select("id").execute()).toHaveLength(documentsBefore.length);
    expect(await countRows(testApp, "users")).toBe(before);
  });

  it("refuses files over the size limit and uploads without a file", async () => {
    const small = await createTestApp({ MAX_DOCUMENT_BYTES: "20000" });
    try {
      const user = await createUser(small);
      const smallToken = await loginAs(small, user);
      const big = await generateTextPdf({ pageCount: 30 });
      expect(big.length).toBeGreaterThan(20000);
      const response = await small.request({ method: "POST", url: "/api/v3/documents", token: smallToken, ...multipart([{ name: "Big.pdf", bytes: big }]) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: "document_too_large", message: "The PDF is larger than the upload limit (at most 20 kB)", details: { maxBytes: 20000 } });
      const none = await small.request({ method: "POST", url: "/api/v3/documents", token: smallToken, headers: { "content-type": "application/json" }, payload: "{}" });
      expect(none.statusCode).toBe(400);
    } finally {
      await small.close();
    }
  });

  it("refuses bad JSON uploads with 400", async () => {
    for (const payload of [{ title: "x" }, { title: "x", content: "%%%not-base64" }, { title: "", content: "JVBERi0=" }, { title: "x", content: "JVBERi0=", owner: "me" }]) {
      const response = await testApp.request({ method: "POST", url: "/api/v3/documents", token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const wrongPart = await testApp.request({
      method: "POST",
      url: "/api/v3/documents",
      token,
      ...multipart([{ name: "x.pdf", bytes: await generateTextPdf({ pageCount: 1 }), field: "document" }]),
    });
    expect(wrongPart.statusCode).toBe(400);
  });
});

describe("page images", () => {
  it("renders each page as PNG at scale 100 (1 px a point) and as WebP when asked, with ETag and 304", async () => {
    const document = await upload(await generateTextPdf({ pageCount: 2, size: [400, 300] }));
    const png = await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}/pages/2`, token });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: "png", width: 400, height: 300 });
    const stats = await sharp(png.rawPayload).stats();
    expect(stats.channels[0]?.min).toBeLessThan(128);

    const etag = String(png.headers.etag);
    const again = await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}/pages/2`, token, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);

    const webp = await testApp.request({
      method: "GET",
      url: `/api/v3/documents/${document.id}/pages/1?scale=50`,
      token,
      headers: { accept: "image/webp,image/*" },
    });
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: "webp", width: 200, height: 150 });
  });

  it("refuses a page past the end, page 0 and a scale out of range", async () => {
    const document = await upload(await generateTextPdf({ pageCount: 1 }));
    const pastEnd = await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}/pages/2`, token });
    expect(pastEnd.statusCode).toBe(404);
    expect(pastEnd.json()).toMatchObject({ code: "page_not_found" });
    expect((await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}/pages/0`, token })).statusCode).toBe(400);
    expect((await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}/pages/1?scale=5000`, token })).statusCode).toBe(400);
  });
});

describe("deleting documents", () => {
  it("deletes the document and its file once nothing else uses the same bytes", async () => {
    const bytes = await generateTextPdf({ pageCount: 1, title: "shared bytes" });
    const first = await upload(bytes);
    const second = await upload(bytes);
    expect(second.sha256).toBe(first.sha256);

    expect((await testApp.request({ method: "DELETE", url: `/api/v3/documents/${first.id}`, token })).statusCode).toBe(204);
    await testApp.context.jobs.runUntilIdle();
    expect(await testApp.context.blobs.has(first.sha256)).toBe(true);
    expect((await testApp.request({ method: "GET", url: `/api/v3/documents/${first.id}`, token })).statusCode).toBe(404);

    await testApp.request({ method: "DELETE", url: `/api/v3/documents/${second.id}`, token });
    await testApp.context.jobs.runUntilIdle();
    expect(await testApp.context.blobs.has(second.sha256)).toBe(false);
  });

  it("answers the signed download with 409 while no signed version exists", async () => {
    const document = await upload(await generateTextPdf({ pageCount: 1 }));
    const response = await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}/download?signed=true`, token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "document_not_signed" });
  });
});

describe("attachments", () => {
  it("serves and deletes an attachment of the owner's request", async () => {
    const requestId = crypto.randomUUID();
    const attachment = await addAttachment(testApp.context, { userId, sessionId: "test" }, {
      requestId,
      fileName: "Terms.txt",
      contentType: "text/plain",
      source: Buffer.from("General terms"),
    });
    const url = `/api/v3/signature-requests/${requestId}/attachments/${attachment.id}`;
    expect((await testApp.request({ method: "GET", url, token })).json()).toMatchObject({ fileName: "Terms.txt", bytes: 13 });
    const content = await testApp.request({ method: "GET", url: `${url}/content`, token });
    expect(content.body).toBe("General terms");
    expect(content.headers["content-type"]).toContain("text/plain");
    expect((await testApp.request({ method: "GET", url: `/api/v3/signature-requests/${crypto.randomUUID()}/attachments/${attachment.id}`, token })).statusCode).toBe(404);
    expect((await testApp.request({ method: "DELETE", url, token })).statusCode).toBe(204);
    expect((await testApp.request({ method: "GET", url, token })).statusCode).toBe(404);
  });
});

describe("nobody else reaches a document", () => {
  it("answers an outsider 404 and a logged-out caller 401 on every document and attachment endpoint", async () => {
    const document = await upload(await generateTextPdf({ pageCount: 1 }));
    const requestId = crypto.randomUUID();
    const attachment = await addAttachment(testApp.context, { userId, sessionId: "test" }, {
      requestId,
      fileName: "a.txt",
      contentType: "text/plain",
      source: Buffer.from("a"),
    });
    const attachmentUrl = `/api/v3/signature-requests/${requestId}/attachments/${attachment.id}`;
    const calls: [("GET" | "DELETE"), string][] = [
      ["GET", `/api/v3/documents/${document.id}`],
      ["GET", `/api/v3/documents/${document.id}/download`],
      ["GET", `/api/v3/documents/${document.id}/download?signed=true`],
      ["GET", `/api/v3/documents/${document.id}/pages/1`],
      ["DELETE", `/api/v3/documents/${document.id}`],
      ["GET", attachmentUrl],
      ["GET", `${attachmentUrl}/content`],
      ["DELETE", attachmentUrl],
    ];
    for (const [method, url] of calls) {
      const outsider = await testApp.request({ method, url, token: outsiderToken });
      expect(outsider.statusCode, `${method} ${url}`).toBe(404);
      expect(outsider.json()).toMatchObject({ code: "not_found" });
      expect((await testApp.request({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}`, token })).statusCode).toBe(200);
  });

  it("answers every direct variant 404 for a token that grants nothing", async () => {
    const document = await upload(await generateTextPdf({ pageCount: 1 }));
    const token = "a".repeat(40);
    for (const url of [`/api/v3/direct/documents/${document.id}`, `/api/v3/direct/documents/${document.id}/download`, `/api/v3/direct/documents/${document.id}/pages/1`]) {
      expect((await testApp.request({ method: "GET", url: `${url}?token=${token}` })).statusCode, url).toBe(404);
      expect((await testApp.request({ method: "GET", url })).statusCode, url).toBe(400);
    }
  });
});
