import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ManualClock } from "../../../platform/clock.ts";
import { withBrokenStartxref, withGarbageObject } from "../../../test-support/hostile-pdfs.ts";
import { generateManyPagesPdf, generateManyPagesTablePdf, generateTextPdf } from "../../../test-support/pdf-corpus.ts";
import { createTrustStore, runPdfsig, runQpdfCheck } from "../../../test-support/validators.ts";
import type { KeyedCertificate } from "../../pki/certificates.ts";
import { SigningServices } from "../../signing-services.ts";
import { validatePdf } from "../../validation/validate-pdf.ts";
import { extendToLongTerm } from "../long-term.ts";
import { signPdf } from "../pades-signer.ts";
import { prepareSignature, prepareSignatureByFullParse } from "../signature-placeholder.ts";

/**
 * Signature, DSS and document time-stamp revisions written from the trailer, the
 * cross-reference data and the objects they touch: valid in pdfsig, qpdf and our validator on
 * many-page files, on cross-reference streams and after earlier signatures, and never reading
 * what they do not touch.
 */
const clock = new ManualClock(new Date("2026-11-25T09:00:00Z"));
let dataDir: string;
let services: SigningServices;
let signer: KeyedCertificate;
let trustStore: { directory: string; dispose: () => Promise<void> };

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-incremental-"));
  services = await SigningServices.open(dataDir, clock);
  signer = await services.issueSignerCertificate({ name: "Iris Incremental", email: "iris@example.ch" }, "http://127.0.0.1");
  trustStore = await createTrustStore(new Uint8Array(services.pki.root.certificate.rawData));
}, 60_000);
afterAll(async () => {
  await trustStore.dispose();
  await fs.rm(dataDir, { recursive: true, force: true });
});

function sign(pdf: Uint8Array, fieldName: string, pageIndex = 0): Promise<Uint8Array> {
  return signPdf(pdf, {
    signer,
    chain: services.chain,
    timeStampAuthority: services.timeStampAuthority,
    level: "B-T",
    fieldName,
    placement: { pageIndex, rect: { x: 20, y: 20, width: 120, height: 50 } },
    name: "Iris Incremental",
    signingTime: clock.now(),
  });
}

const toLta = (pdf: Uint8Array) => extendToLongTerm(pdf, services, "B-LTA", "Archive", clock.now());

/** Every signature intact and unmodified for our validator, every CMS signature valid for pdfsig, and qpdf content. */
async function expectValid(pdf: Uint8Array, signatureCount: number, options: { qpdf?: boolean } = {}): Promise<void> {
  const outcome = await validatePdf(pdf, [new Uint8Array(services.pki.root.certificate.rawData)]);
  if (outcome.outcome !== "ok") throw new Error(`validation: ${JSON.stringify(outcome)}`);
  expect(outcome.result.signatures).toHaveLength(signatureCount);
  for (const signature of outcome.result.signatures) expect(signature, signature.subFilter).toMatchObject({ integrity: true, modifiedAfterSigning: false });
  // The DSS holds a VRI entry for each signer's signature, found through its /Contents: B-LTA.
  for (const signature of outcome.result.signatures.filter((entry) => entry.subFilter === "ETSI.CAdES.detached")) expect(signature.level).toBe("B-LTA");
  const pdfsig = await runPdfsig(pdf, trustStore.directory);
  expect(pdfsig).toHaveLength(signatureCount);
  for (const signature of pdfsig.filter((entry) => entry.type === "ETSI.CAdES.detached")) expect(signature.signatureValidation, signature.fieldName).toBe("Signature is Valid.");
  if (options.qpdf !== false) await expect(runQpdfCheck(pdf)).resolves.toContain("No syntax or stream encoding errors");
}

const revisionText = (pdf: Uint8Array, from: number) => Buffer.from(pdf.subarray(from)).toString("latin1");

describe("incremental signature revisions", () => {
  it("signs a 1000-page and a 5000-page document to B-LTA, the last page too, each revision with a cross-reference table", async () => {
    for (const pageCount of [1000, 5000]) {
      const original = await generateManyPagesTablePdf(pageCount);
      const signed = await sign(original, "Signature 1", pageCount - 1);
      expect(Buffer.from(signed.subarray(0, original.length)).equals(Buffer.from(original))).toBe(true);
      expect(revisionText(signed, original.length)).toMatch(/\nxref\n/);
      const archived = await toLta(signed);
      expect(revisionText(archived, signed.length).match(/\nxref\n/g)).toHaveLength(2);
      await expectValid(archived, 2);
    }
  }, 180_000);

  it("appends cross-reference streams to a document that uses them, with its objects in object streams", async () => {
    const original = await generateManyPagesPdf(1000);
    expect(revisionText(original, 0)).toContain("/Type /ObjStm");
    const archived = await toLta(await sign(original, "Signature 1", 500));
    const revisions = revisionText(archived, original.length);
    expect(revisions).not.toMatch(/\nxref\n/);
    expect(revisions.match(/\/Type \/XRef/g)).toHaveLength(3);
    await expectValid(archived, 2);
  }, 120_000);

  it("keeps earlier signatures valid: a second signer, then the DSS and the document time-stamp", async () => {
    const original = await generateTextPdf({ pageCount: 3 });
    const first = await sign(original, "Signature 1");
    const second = await sign(first, "Signature 2", 2);
    expect(Buffer.from(second.subarray(0, first.length)).equals(Buffer.from(first))).toBe(true);
    const archived = await toLta(second);
    await expectValid(archived, 3);
    // A second completion extends the DSS the first one wrote.
    const extendedAgain = await extendToLongTerm(archived, services, "B-LTA", "Archive 2", clock.now());
    await expectValid(extendedAgain, 4);
  }, 120_000);

  it("never loads the whole document on the fast path, and skips objects it does not touch, even a garbage one", async () => {
    // Object 3 is the document information dictionary: the update refers to it, never reads it.
    const original = withGarbageObject(await generateManyPagesTablePdf(2000), 3);
    const load = vi.spyOn(PDFDocument, "load");
    try {
      const archived = await toLta(await sign(original, "Signature 1"));
      expect(load).not.toHaveBeenCalled();
      // pdfsig and our validator read what they need; qpdf checks every object and finds the garbage.
      await expectValid(archived, 2, { qpdf: false });
      await expect(prepareSignatureByFullParse(withBrokenStartxref(original), { kind: "signature", fieldName: "Signature 1", signingTime: clock.now() }, 8192)).resolves.toBeDefined();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      load.mockRestore();
    }
  }, 120_000);

  it("takes the full-parse path for a document whose startxref is broken, and still signs it validly", async () => {
    const original = withBrokenStartxref(await generateManyPagesTablePdf(3));
    const prepared = await prepareSignature(original, { kind: "signature", fieldName: "Signature 1", signingTime: clock.now() });
    // pdf-lib's writer, not the incremental one: it numbers the update's objects in its own way and writes no CRLF entries.
    expect(revisionText(prepared.bytes, original.length)).not.toMatch(/ n\r\n/);
    await expectValid(await toLta(await sign(original, "Signature 1")), 2, { qpdf: false });
  }, 120_000);
});
