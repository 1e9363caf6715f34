import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusinessCast } from "../../modules/businesses/test-helpers.ts";
import { provisionTestSeal } from "../../modules/seals/test-helpers.ts";
import { createVisualSignature } from "../../modules/visual-signatures/test-helpers.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

/** A form whose parts are delimited by `boundary`, with one `file` part. */
function formBody(boundary: string): string {
  return [`--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="a.png"', "Content-Type: image/png", "", "not an image", `--${boundary}--`, ""].join("\r\n");
}

let testApp: TestApp;
let uploads: { name: string; url: string; token: string }[];

beforeAll(async () => {
  testApp = await createTestApp();
  const { business, admin } = await createBusinessCast(testApp);
  const seal = await provisionTestSeal(testApp, business.id);
  const signature = await createVisualSignature(testApp, admin.token, { name: "Ada Admin" });
  uploads = [
    { name: "document upload", url: "/api/v3/documents", token: admin.token },
    { name: "visual signature image", url: `/api/v1/images/signature/${signature.id}`, token: admin.token },
    { name: "business logo", url: `/api/v1/businesses/${business.id}/logo`, token: admin.token },
    { name: "seal image", url: `/api/v1/businesses/${business.id}/seals/${seal.account_name}/image`, token: admin.token },
  ];
});
afterAll(async () => testApp.close());

describe("multipart/form-data that cannot be read answers 4xx, never 500", () => {
  it.each(["document upload", "visual signature image", "business logo", "seal image"])("%s: without a boundary, with an empty or an over-long one", async (name) => {
    const upload = uploads.find((entry) => entry.name === name);
    if (!upload) throw new Error(`no upload named ${name}`);
    for (const contentType of ["multipart/form-data", "multipart/form-data; charset=utf-8", 'multipart/form-data; boundary=""', `multipart/form-data; boundary=${"b".repeat(71)}`]) {
      const response = await testApp.request({ method: "POST", url: upload.url, token: upload.token, headers: { "content-type": contentType }, payload: formBody("xyz") });
      expect(response.statusCode, `${upload.name}, ${contentType}: ${response.body}`).toBe(415);
      expect(response.json()).toMatchObject({ code: "unsupported_media_type" });
    }
  });

  it.each(["document upload", "visual signature image", "business logo", "seal image"])("%s: a form cut off before its end is a client error", async (name) => {
    const upload = uploads.find((entry) => entry.name === name);
    if (!upload) throw new Error(`no upload named ${name}`);
    const truncated = formBody("xyz").slice(0, 90);
    const response = await testApp.request({ method: "POST", url: upload.url, token: upload.token, headers: { "content-type": "multipart/form-data; boundary=xyz" }, payload: truncated });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
  });

  it("a document's file name follows the text rule like any field", async () => {
    const upload = uploads[0];
    if (!upload) throw new Error("no such upload");
    const pdf = Buffer.from(await generateTextPdf({ pageCount: 1 }));
    const head = ["--xyz", 'Content-Disposition: form-data; name="file"; filename="con\u0000tract.pdf"', "Content-Type: application/pdf", "", ""].join("\r\n");
    const body = Buffer.concat([Buffer.from(head, "latin1"), pdf, Buffer.from("\r\n--xyz--\r\n", "latin1")]);
    const response = await testApp.request({ method: "POST", url: upload.url, token: upload.token, headers: { "content-type": "multipart/form-data; boundary=xyz" }, payload: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
  });

  it("a form with a boundary still reaches the upload's own checks", async () => {
    const upload = uploads[1];
    if (!upload) throw new Error("no such upload");
    const response = await testApp.request({ method: "POST", url: upload.url, token: upload.token, headers: { "content-type": "multipart/form-data; boundary=xyz" }, payload: formBody("xyz") });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: "image_invalid" });
  });
});
