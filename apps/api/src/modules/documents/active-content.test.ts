import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVE_CONTENT_SAMPLES, HARMLESS_SAMPLES, JAVASCRIPT_SAMPLES, buildSample, type ActiveContentSample } from "../../test-support/active-content-corpus.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp({ RENDER_TIMEOUT_MS: "8000" });
  token = await loginAs(testApp, await createUser(testApp));
});
afterAll(async () => testApp.close());

async function upload(sample: ActiveContentSample) {
  const bytes = await buildSample(sample);
  const response = await testApp.request({ method: "POST", url: "/api/v3/documents", token, payload: { title: "active", content: Buffer.from(bytes).toString("base64") } });
  return { status: response.statusCode, body: response.json() as { code?: string; details?: { feature?: string } } };
}

const documentCount = async () => (await testApp.context.db.selectFrom("documents").select("id").execute()).length;

describe("uploads refuse active content wherever it sits in the PDF (docs/SECURITY.md)", () => {
  it.each(JAVASCRIPT_SAMPLES.map((sample) => [sample.name, sample] as const))("JavaScript: %s", async (_name, sample) => {
    const before = await documentCount();
    const { status, body } = await upload(sample);
    expect(status, JSON.stringify(body)).toBe(422);
    expect(body.code).toBe("document_has_javascript");
    expect(await documentCount()).toBe(before);
  });

  it.each(ACTIVE_CONTENT_SAMPLES.map((sample) => [sample.name, sample] as const))("active content: %s", async (_name, sample) => {
    const { status, body } = await upload(sample);
    expect(status, JSON.stringify(body)).toBe(422);
    expect(body.code).toBe("document_has_active_content");
    expect(body.details?.feature).toEqual(expect.any(String));
  });

  it.each(HARMLESS_SAMPLES.map((sample) => [sample.name, sample] as const))("accepts %s", async (_name, sample) => {
    const { status, body } = await upload(sample);
    expect(status, JSON.stringify(body)).toBe(201);
  });
});
