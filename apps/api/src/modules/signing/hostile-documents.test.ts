import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import {
  appendStrayObject,
  generateDeepPageTreePdf,
  generateDeeplyNestedPdf,
  generateLyingPageCountPdf,
  generateManyObjectsPdf,
  generateObjectStreamBombPdf,
} from "../../test-support/hostile-pdfs.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { runPdfsig } from "../../test-support/validators.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";
import { watchEventLoop } from "../../test-support/event-loop-watch.ts";

const suite = useValidatedTestApp();

async function upload(testApp: TestApp, token: string, bytes: Uint8Array) {
  return testApp.request({ method: "POST", url: "/api/v3/documents", token, payload: { title: "Hostile", content: Buffer.from(bytes).toString("base64") } });
}

/** A request the caller alone signs, started, over the document uploaded from `bytes`. */
async function startOwnRequest(testApp: TestApp, bytes: Uint8Array) {
  const owner = await createUser(testApp, { firstName: "Hana", lastName: "Hostile" });
  const token = await loginAs(testApp, owner);
  const uploaded = await upload(testApp, token, bytes);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const documentId = (uploaded.json() as { documents: { id: string }[] }).documents[0]?.id ?? "";
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Hostile", documents: [documentId], signatures: [{ account_email: owner.email }] });
  const id = String(created.body.id);
  expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  return { token, documentId, id };
}

/** Runs `work` while measuring the event loop's worst stall and answering database-backed requests every 50 ms. */
async function whileServing<T>(testApp: TestApp, token: string, work: () => Promise<T>) {
  const watch = watchEventLoop();
  let isDone = false;
  const answers: { status: number; ms: number }[] = [];
  const pinger = (async () => {
    while (!isDone) {
      const started = performance.now();
      const response = await testApp.request({ method: "GET", url: "/api/v1/user", token });
      answers.push({ status: response.statusCode, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    isDone = true;
    await pinger;
  }
  return { result, answers, worstStallMs: watch.stop().worstMilliseconds };
}

describe("hostile PDFs at upload", () => {
  it.each([
    ["an object stream that inflates to 1 GiB", () => generateObjectStreamBombPdf(), "inflated_bytes"],
    ["300 000 objects", () => generateManyObjectsPdf(300_000), "objects"],
    ["100 000 pages under a page tree that says 1", () => generateLyingPageCountPdf(100_000), "page_tree"],
    ["arrays nested 50 000 deep", () => generateDeeplyNestedPdf(50_000), "nesting_depth"],
    ["a page tree 20 000 levels deep", () => generateDeepPageTreePdf(20_000), "page_tree"],
  ] as const)("refuses %s with 422 document_too_complex naming the limit", async (_name, make, limit) => {
    const token = await loginAs(suite.testApp, await createUser(suite.testApp));
    const bytes = make();
    const { result, answers } = await whileServing(suite.testApp, token, () => upload(suite.testApp, token, bytes));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(result.statusCode, result.body).toBe(422);
    expect(result.json()).toMatchObject({ code: "document_too_complex", details: { limit } });
  }, 120_000);
});

describe("signing a large document that passes the limits", () => {
  it("does its PDF work off the event loop: no stall over 200 ms, other requests answer meanwhile", async () => {
    // A page tree 70 levels deep sends it down the full-parse path: pdf-lib reads all 100 000 objects.
    const { token, id, documentId } = await startOwnRequest(suite.testApp, generateManyObjectsPdf(100_000, 70));
    const { result, answers, worstStallMs } = await whileServing(suite.testApp, token, () => callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] }));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    // Signed (version 2), then archived (version 3, B-LTA): the answer names the final version.
    expect(result.body).toMatchObject({ signatureRequests: [{ status: "completed", signedDocuments: [{ documentId, version: 3 }] }] });
    expect(worstStallMs, "worst event-loop stall while signing").toBeLessThan(200);
    expect(answers.length, "requests answered while signing").toBeGreaterThan(3);
    expect(answers.every((answer) => answer.status === 200 && answer.ms < 1000), JSON.stringify(answers)).toBe(true);
  }, 180_000);
});

describe("a document that takes the signing worker past its time limit", () => {
  let slowApp: TestApp;
  beforeAll(async () => {
    slowApp = await createTestApp({ SIGNING_TIMEOUT_MS: "1000" });
  });
  afterAll(async () => slowApp.close());

  it("answers 422 document_too_complex, changes nothing, and the server keeps answering", async () => {
    // The incremental writer would sign it in milliseconds; with its page 70 page-tree levels deep the full parse reads all 150 000 objects.
    const { token, id, documentId } = await startOwnRequest(slowApp, generateManyObjectsPdf(150_000, 70));
    const { result, answers } = await whileServing(slowApp, token, () => callRequest(slowApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] }));
    expect(result.status, JSON.stringify(result.body)).toBe(422);
    expect(result.body).toMatchObject({ code: "document_too_complex", details: { limit: "signing_time", maxMs: 1000 } });
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const view = await callRequest(slowApp, token, "GET", `/v3/signature-requests/${id}`);
    expect(view.body).toMatchObject({ status: "open" });
    expect(view.body.signers?.[0]?.status).not.toBe("signed");
    const versions = await slowApp.context.db.selectFrom("document_versions").select("version").where("document_id", "=", documentId).execute();
    expect(versions.map((row) => row.version)).toEqual([1]);
  }, 120_000);
});

describe("a PDF with a stray object numbered 99999999 after %%EOF", () => {
  it("signs into a file pdfsig reads and validates: new objects continue from the cross-reference size", async () => {
    const { token, id, documentId } = await startOwnRequest(suite.testApp, appendStrayObject(await generateTextPdf({ pageCount: 1 })));
    const signed = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const download = await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token });
    expect(download.rawPayload.toString("latin1")).not.toMatch(/\b1000000\d\d 0 obj/);
    const signatures = await runPdfsig(download.rawPayload, suite.trustStore);
    expect(signatures).toHaveLength(2);
    expect(signatures[0]).toMatchObject({ type: "ETSI.CAdES.detached", signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
    expect(signatures[1]).toMatchObject({ commonName: "Paraph Demo Time-Stamp Authority", isTotalDocument: true });
  }, 60_000);
});
