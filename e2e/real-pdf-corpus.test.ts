import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PdfboxChecker } from "../corpus/checks/pdfbox-check.ts";
import { summarise } from "../corpus/report/corpus-summary.ts";
import { formatFailures, formatTotals } from "../corpus/report/corpus-table.ts";
import type { FileResult } from "../corpus/run/file-result.ts";
import { runCorpus } from "../corpus/run/run-corpus.ts";

/**
 * `npm run corpus` on a sample: 20 PDFs of small Debian documentation packages (fetched once with
 * apt-get download into .cache/corpus) and one signed beforehand by poppler's pdfsig, each signed
 * by two signers through the built server. Every validator must agree that each completed
 * document is intact and unchanged, and the shadow changes appended to every tenth file must be
 * reported. The full corpus and its figures: docs/signing.md, "Checked against real PDFs".
 */
const cacheDir = path.resolve(import.meta.dirname, "../.cache/corpus");
let results: FileResult[];

beforeAll(async () => {
  results = await runCorpus({ cacheDir, selection: { kind: "sample", size: 20 }, concurrency: 2, shadowEvery: 10 });
  console.log(formatTotals(summarise(results)));
}, 15 * 60_000);

describe("real PDFs signed by two signers", () => {
  it("every accepted file completes and passes Paraph, pdfsig, PDFBox, qpdf and the page-text check", () => {
    const summary = summarise(results);
    expect(summary.files).toBe(21);
    expect(formatFailures(results)).toEqual([]);
    expect(summary.falselyChanged).toBe(0);
    // Refusals are the file's content (active content the upload cannot clean); most of the sample must sign.
    expect(summary.signed).toBeGreaterThanOrEqual(17);
    expect(summary.sources).toBeGreaterThanOrEqual(8);
  });

  it("the file another tool signed keeps its signature beside Paraph's", () => {
    const presigned = results.find((result) => result.source.startsWith("pdfsig"));
    expect(presigned?.outcome).toBe("signed");
    expect(presigned?.checks.pdfsig.detail).toMatch(/adbe\.pkcs7\.detached/);
    expect(presigned?.checks.pdfbox.status).toBe("pass");
  });

  it("a change appended after the last signature is reported by Paraph", () => {
    const shadowed = results.filter((result) => result.checks.shadow.status !== "not-run");
    expect(shadowed.length).toBeGreaterThanOrEqual(2);
    for (const result of shadowed) expect(result.checks.shadow, result.id).toMatchObject({ status: "pass" });
  });
});

describe("the PDFBox checker", () => {
  let checker: PdfboxChecker;
  let tamperedFile: string;
  beforeAll(async () => {
    checker = await PdfboxChecker.start(cacheDir);
    const signedFile = results.find((result) => result.signedFile)?.signedFile ?? "";
    const bytes = await fs.readFile(signedFile);
    // A character of the header's binary comment (the first "%" after "%PDF-"): every signature
    // covers it, and no reader parses it, so only the digests can notice.
    const comment = bytes.indexOf("%", 5) + 1;
    bytes[comment] = (bytes[comment] ?? 0) ^ 0x01;
    tamperedFile = path.join(path.dirname(signedFile), "..", "tampered.pdf");
    await fs.writeFile(tamperedFile, bytes);
  });
  afterAll(async () => checker?.stop());

  it("finds a changed byte under the signatures: the digest no longer matches", async () => {
    const verdict = await checker.check(tamperedFile, 3);
    expect(verdict.status).toBe("fail");
    expect(verdict.detail).toMatch(/message digest does not match|imprint does not match/);
  });
});
