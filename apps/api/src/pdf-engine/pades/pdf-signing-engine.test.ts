import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors/app-error.ts";
import { generateDeepPageTreePdf, generateHugeArrayPdf, generateManyObjectsPdf, withBrokenStartxref } from "../../test-support/hostile-pdfs.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { isWholeSharedBuffer, sharedCopyOf } from "../../platform/workers/shared-bytes.ts";
import { PdfSigningEngine } from "./pdf-signing-engine.ts";

const revision = { kind: "signature" as const, fieldName: "Signature 1", signingTime: new Date("2026-11-25T09:00:00Z") };
let engine: PdfSigningEngine | undefined;
afterEach(async () => engine?.close());

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("PdfSigningEngine", () => {
  it("prepares a signature revision in a worker thread", async () => {
    engine = new PdfSigningEngine({ threads: 1, timeoutMs: 30_000, maxMemoryMb: 256 });
    const pdf = await generateTextPdf({ pageCount: 2 });
    const prepared = await engine.prepareSignature(pdf, revision);
    expect(Buffer.from(prepared.bytes.subarray(0, pdf.length)).equals(Buffer.from(pdf))).toBe(true);
    expect(prepared.digest).toHaveLength(32);
  });

  it("hands the worker the document in a shared buffer without taking the caller's bytes: the document stays whole for the next step", async () => {
    engine = new PdfSigningEngine({ threads: 1, timeoutMs: 30_000, maxMemoryMb: 256 });
    const pdf = Buffer.from(await generateTextPdf({ pageCount: 3 }));
    const copy = Buffer.from(pdf);
    const prepared = await engine.prepareSignature(pdf, revision);
    // The caller's document is untouched, the answer lives in a shared buffer of its own.
    expect(pdf.equals(copy)).toBe(true);
    expect(prepared.bytes.byteLength).toBeGreaterThan(pdf.length);
    expect(isWholeSharedBuffer(prepared.bytes)).toBe(true);
    // The same bytes serve the next task, as long-term extension reuses them.
    const extended = await engine.appendDss(pdf, []);
    expect(Buffer.from(extended.subarray(0, pdf.length)).equals(copy)).toBe(true);
    expect(await engine.findSignatureContents(pdf)).toEqual([]);
    expect(pdf.equals(copy)).toBe(true);
  });

  it("appends the next revision in place, while a view of the earlier length still reads the earlier document", async () => {
    engine = new PdfSigningEngine({ threads: 1, timeoutMs: 30_000, maxMemoryMb: 256 });
    const pdf = await generateTextPdf({ pageCount: 3 });
    const prepared = await engine.prepareSignature(pdf, revision);
    const before = Buffer.from(prepared.bytes);
    const extended = await engine.appendDss(prepared.bytes, []);
    // The buffer under the earlier view grew to hold the DSS: it was appended in place.
    expect(prepared.bytes.buffer.byteLength).toBe(extended.byteLength);
    expect(extended.byteLength).toBeGreaterThan(prepared.bytes.byteLength);
    expect(Buffer.from(prepared.bytes).equals(before)).toBe(true);
    expect(Buffer.from(extended.subarray(0, before.length)).equals(before)).toBe(true);
    // A view that is not the whole buffer any more is copied, not appended to over the DSS above.
    const again = await engine.appendDss(prepared.bytes, []);
    expect(prepared.bytes.buffer.byteLength).toBe(extended.byteLength);
    expect(Buffer.from(again).equals(Buffer.from(extended))).toBe(true);
  });

  it("appends two revisions to one shared document at once into two documents, neither written over the other", async () => {
    engine = new PdfSigningEngine({ threads: 2, timeoutMs: 30_000, maxMemoryMb: 256 });
    const shared = sharedCopyOf(await generateTextPdf({ pageCount: 3 }));
    const [first, second] = await Promise.all([engine.prepareSignature(shared, revision), engine.prepareSignature(shared, { ...revision, fieldName: "Signature 2" })]);
    // One was appended in place, the other to a copy.
    expect([first.bytes.byteLength, second.bytes.byteLength]).toContain(shared.buffer.byteLength);
    expect(Buffer.from(first.bytes).includes("Signature 1")).toBe(true);
    expect(Buffer.from(second.bytes).includes("Signature 2")).toBe(true);
    expect(Buffer.from(first.bytes).includes("Signature 2")).toBe(false);
    expect(Buffer.from(second.bytes).includes("Signature 1")).toBe(false);
  });

  it("ends a task past its time limit with document_too_complex, then serves the next one", async () => {
    engine = new PdfSigningEngine({ threads: 1, timeoutMs: 3000, maxMemoryMb: 512 });
    // A broken startxref sends it down the full-parse path, which reads all 400 000 objects.
    const error = await refusal(engine.prepareSignature(withBrokenStartxref(generateManyObjectsPdf(400_000)), revision));
    expect(error).toMatchObject({ code: "document_too_complex", details: { limit: "signing_time", maxMs: 3000 } });
    expect(error.status).toBe(422);
    await expect(engine.prepareSignature(await generateTextPdf({ pageCount: 1 }), revision)).resolves.toHaveProperty("digest");
  }, 180_000);

  it("ends a worker past its memory limit with document_too_complex naming the memory", async () => {
    // The time limit out of the way, so only the memory limit can end the task: reaching 16 MB takes
    // about 4 s of CPU, which a loaded machine stretched to 56 s of wall clock, near a 60 s limit.
    engine = new PdfSigningEngine({ threads: 1, timeoutMs: 600_000, maxMemoryMb: 16 });
    // The full parse holds two million numbers at once: the heap crosses 16 MB steeply, with no
    // slow climb near the limit where the collector could keep the worker alive for long.
    const hugeArray = withBrokenStartxref(generateHugeArrayPdf(2_000_000));
    const error = await refusal(engine.prepareSignature(hugeArray, revision));
    expect(error).toMatchObject({ code: "document_too_complex", details: { limit: "signing_memory", maxMb: 16 } });
    // The pool replaced the ended worker: the next document signs.
    await expect(engine.prepareSignature(await generateTextPdf({ pageCount: 1 }), revision)).resolves.toHaveProperty("digest");
  }, 180_000);

  it("answers document_too_complex when a page tree nests past the worker's stack", async () => {
    // The time limit out of the way: on a loaded machine the walk down 150 000 levels outlasted 30 s.
    engine = new PdfSigningEngine({ threads: 1, timeoutMs: 600_000, maxMemoryMb: 256 });
    const error = await refusal(engine.prepareSignature(generateDeepPageTreePdf(150_000), revision));
    expect(error).toMatchObject({ code: "document_too_complex", details: { limit: "nesting_depth" } });
  }, 180_000);
});
