import { createHash } from "node:crypto";
import * as mupdf from "mupdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activeContentRefusalDetailsSchema, documentSchema, ERROR_CATALOGUE, type DocumentView } from "@paraph/contracts";
import {
  ACTIVE_CONTENT_SAMPLES,
  HARMLESS_SAMPLES,
  JAVASCRIPT_SAMPLES,
  UNCLEANABLE_SAMPLES,
  buildSample,
  buildXfaOnlyForm,
  type ActiveContentSample,
} from "../../test-support/active-content-corpus.ts";
import { readDebianPackageFile } from "../../test-support/debian-package-file.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { multipart } from "../../test-support/multipart.ts";
import { generateEncryptedPdf } from "../../test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { findActiveContent } from "../../pdf-engine/render/active-content.ts";

let testApp: TestApp;
let token: string;
let outsiderToken: string;

beforeAll(async () => {
  testApp = await createTestApp({ RENDER_TIMEOUT_MS: "8000" });
  token = await loginAs(testApp, await createUser(testApp));
  outsiderToken = await loginAs(testApp, await createUser(testApp));
});
afterAll(async () => testApp.close());

const CONSENT = "?removeActiveContent=true";

async function upload(bytes: Uint8Array, query = "", as: string | null = token) {
  const response = await testApp.request({ method: "POST", url: `/api/v3/documents${query}`, ...(as === null ? {} : { token: as }), payload: { title: "active", content: Buffer.from(bytes).toString("base64") } });
  return { status: response.statusCode, body: response.json() as { code?: string; message?: string; details?: Record<string, unknown>; documents?: DocumentView[] } };
}

const documentCount = async () => (await testApp.context.db.selectFrom("documents").select("id").execute()).length;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function activeContentIn(bytes: Uint8Array) {
  const pdf = mupdf.Document.openDocument(bytes, "application/pdf").asPDF();
  if (!pdf) throw new Error("not a PDF");
  return findActiveContent(pdf);
}

async function download(documentId: string, as = token): Promise<Uint8Array> {
  const response = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download`, token: as });
  expect(response.statusCode).toBe(200);
  return new Uint8Array(response.rawPayload);
}

const named = (samples: ActiveContentSample[]) => samples.map((sample) => [sample.name, sample] as const);

describe("links that run no code upload as they are", () => {
  it.each(named(HARMLESS_SAMPLES))("accepts %s", async (_name, sample) => {
    const bytes = await buildSample(sample);
    const { status, body } = await upload(bytes);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.documents?.[0]).toMatchObject({ sha256: sha256(bytes), cleaned: null });
  });

  it("accepts a real manual whose links use ftp: (gnuplot.pdf, Debian's gnuplot-doc)", async () => {
    const bytes = await readDebianPackageFile("gnuplot-doc", "usr/share/doc/gnuplot/gnuplot.pdf");
    const { status, body } = await upload(bytes);
    expect(status, JSON.stringify(body).slice(0, 500)).toBe(201);
    expect(body.documents?.[0]?.cleaned).toBeNull();
  }, 300_000);
});

describe("active content is refused with what was found, unless the uploader agrees to a cleaned copy", () => {
  it.each(named([...JAVASCRIPT_SAMPLES, ...ACTIVE_CONTENT_SAMPLES]))("%s", async (name, sample) => {
    const bytes = await buildSample(sample);
    const before = await documentCount();
    const refused = await upload(bytes);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.code).toBe(JAVASCRIPT_SAMPLES.includes(sample) ? "document_has_javascript" : "document_has_active_content");
    const details = activeContentRefusalDetailsSchema.parse(refused.body.details);
    expect(details).toMatchObject({ file: "active", cleanable: true });
    expect(details.found.length, name).toBeGreaterThan(0);
    expect(await documentCount()).toBe(before);

    const agreed = await upload(bytes, CONSENT);
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(201);
    const document = documentSchema.parse(agreed.body.documents?.[0]);
    // The document is the cleaned copy; its record says what was removed from which file.
    expect(document.cleaned).toMatchObject({ originalBytes: bytes.length, originalSha256: sha256(bytes) });
    expect(document.cleaned?.removed.length).toBeGreaterThan(0);
    expect(document.sha256).not.toBe(sha256(bytes));
    const stored = await download(document.id);
    expect(sha256(stored)).toBe(document.sha256);
    expect(activeContentIn(stored)).toEqual([]);
    expect((await testApp.request({ method: "GET", url: `/api/v3/documents/${document.id}`, token })).json()).toEqual(document);
  });

  it("lists each finding with its kind and page", async () => {
    const pageScript = JAVASCRIPT_SAMPLES.find((sample) => sample.name === "a page's /AA open action");
    if (!pageScript) throw new Error("sample missing");
    const { body } = await upload(await buildSample(pageScript));
    expect(body.details).toMatchObject({ found: [{ kind: "javascript", page: 1, feature: "JavaScript action" }], cleanable: true });
    expect(body.message).toBe(ERROR_CATALOGUE.document_has_javascript.message);
  });

  it("takes the consent with a multipart upload too, and stores nothing without it", async () => {
    const launch = ACTIVE_CONTENT_SAMPLES.find((sample) => sample.name === "a /Launch action");
    if (!launch) throw new Error("sample missing");
    const bytes = await buildSample(launch);
    const send = (query: string) => testApp.request({ method: "POST", url: `/api/v3/documents${query}`, token, ...multipart([{ name: "Offer.pdf", bytes }]) });
    const refused = await send("");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "document_has_active_content", details: { file: "Offer.pdf", found: [{ kind: "launch", page: 1 }] } });
    const agreed = await send(CONSENT);
    expect(agreed.statusCode, agreed.body).toBe(201);
    expect((agreed.json() as { documents: DocumentView[] }).documents[0]).toMatchObject({ title: "Offer", cleaned: { removed: [{ kind: "launch", page: 1, feature: "Launch action" }] } });
    const declined = await send("?removeActiveContent=false");
    expect(declined.statusCode).toBe(422);
  });

  it.each(named(UNCLEANABLE_SAMPLES))("refuses %s even with consent: it cannot be shown to be clean", async (_name, sample) => {
    const bytes = await buildSample(sample);
    for (const query of ["", CONSENT]) {
      const { status, body } = await upload(bytes, query);
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: "document_has_active_content", details: { cleanable: false, found: [{ kind: "too_complex_to_check" }] } });
    }
  });

  it("shows the cleaned document to nobody else, and takes no upload without an account", async () => {
    const launch = ACTIVE_CONTENT_SAMPLES.find((sample) => sample.name === "a /Launch action");
    if (!launch) throw new Error("sample missing");
    const bytes = await buildSample(launch);
    const { body } = await upload(bytes, CONSENT);
    const documentId = String(body.documents?.[0]?.id);
    const seen = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}`, token: outsiderToken });
    expect(seen.statusCode).toBe(404);
    const downloaded = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download`, token: outsiderToken });
    expect(downloaded.statusCode).toBe(404);
    const anonymous = await upload(bytes, CONSENT, null);
    expect(anonymous.status).toBe(401);
  });
});

describe("what cannot be cleaned is refused with the reason and what to do", () => {
  it("an encrypted PDF, with or without consent", async () => {
    const bytes = await generateEncryptedPdf();
    for (const query of ["", CONSENT]) {
      const { status, body } = await upload(bytes, query);
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: "document_encrypted", details: { file: "active", reason: expect.any(String) } });
      expect(body.message).toMatch(/without protection and upload that copy/);
    }
  });

  it("an XFA-only form, with or without consent", async () => {
    const bytes = await buildXfaOnlyForm();
    for (const query of ["", CONSENT]) {
      const { status, body } = await upload(bytes, query);
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: "document_xfa_only", details: { file: "active" } });
      expect(body.message).toMatch(/print it to a PDF and upload that copy/);
    }
  });
});
