import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDocument } from "@cantoo/pdf-lib";
import sharp from "sharp";
import { findSystemPdfs, generateTextPdf } from "../apps/api/src/test-support/pdf-corpus.ts";
import { median, percentile, printTable, registerAndLogIn, startServer } from "./support.ts";

const run = promisify(execFile);
const CACHED_ROUNDS = 30;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

/** About 10 MB of PDF: pages with photographs' worth of incompressible pixels. */
async function generateTenMegabytePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < 3; page += 1) {
    const noise = randomBytes(1100 * 1100 * 3);
    const png = await sharp(noise, { raw: { width: 1100, height: 1100, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
    const image = await document.embedPng(png);
    const page = document.addPage([595, 842]);
    page.drawImage(image, { x: 0, y: 121, width: 595, height: 595 });
  }
  return document.save();
}

export async function benchDocuments(): Promise<void> {
  const server = await startServer({ env: { RATE_LIMITS_ENABLED: "false" } });
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-docs-"));
  try {
    const email = `docs.${Date.now()}@example.ch`;
    const token = await registerAndLogIn(server.url, email);
    const authorization = { authorization: `Bearer ${token}` };

    const upload = async (name: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.append("file", new Blob([Buffer.from(bytes)], { type: "application/pdf" }), `${name}.pdf`);
      const response = await fetch(`${server.url}/api/v3/documents`, { method: "POST", headers: authorization, body: form });
      if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { documents: { id: string; pageCount: number }[] }).documents[0] as { id: string; pageCount: number };
    };

    const realPdf = findSystemPdfs()[0];
    const subjects = [
      { name: "generated, 10 pages", bytes: await generateTextPdf({ pageCount: 10 }) },
      ...(realPdf ? [{ name: `real: ${realPdf.name}`, bytes: realPdf.bytes }] : []),
    ];
    const rows: Record<string, string | number>[] = [];
    for (const subject of subjects) {
      const document = await upload(subject.name, subject.bytes);
      const pages = Math.min(10, document.pageCount);
      const first: number[] = [];
      const cached: number[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const url = `${server.url}/api/v3/documents/${document.id}/pages/${page}`;
        const [elapsed] = await timed(async () => (await fetch(url, { headers: authorization })).arrayBuffer());
        first.push(elapsed);
      }
      // Cached: every page again, CACHED_ROUNDS times (the memory cache answers; no rendering).
      for (let round = 0; round < CACHED_ROUNDS; round += 1) {
        for (let page = 1; page <= pages; page += 1) {
          const url = `${server.url}/api/v3/documents/${document.id}/pages/${page}`;
          const [elapsed] = await timed(async () => (await fetch(url, { headers: authorization })).arrayBuffer());
          cached.push(elapsed);
        }
      }
      const file = path.join(workDir, "subject.pdf");
      await fs.writeFile(file, subject.bytes);
      const poppler: number[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const [elapsed] = await timed(() => run("pdftoppm", ["-png", "-r", "72", "-f", String(page), "-l", String(page), file, path.join(workDir, "out")]));
        poppler.push(elapsed);
      }
      rows.push({
        document: subject.name,
        pages,
        "Paraph first p50 ms": median(first).toFixed(1),
        "Paraph first p95 ms": percentile(first, 0.95).toFixed(1),
        "Paraph cached p50 ms": median(cached).toFixed(1),
        "Paraph cached p95 ms": percentile(cached, 0.95).toFixed(1),
        "pdftoppm p50 ms": median(poppler).toFixed(1),
        "pdftoppm p95 ms": percentile(poppler, 0.95).toFixed(1),
      });
    }
    printTable(`Page images at scale 100 over HTTP (PNG; cached: ${CACHED_ROUNDS} rounds over the pages) vs poppler's pdftoppm -r 72 on the same pages`, rows);

    const big = await generateTenMegabytePdf();
    const before = await memoryOf(server.process.pid);
    const [uploadMs] = await timed(() => upload("ten megabytes", big));
    const after = await memoryOf(server.process.pid);
    printTable("Upload of a PDF over multipart (server process memory in MB; peak includes PGlite's start)", [
      {
        bytes: big.length,
        uploadMs: Math.round(uploadMs),
        "RSS before": before.rss,
        "RSS after": after.rss,
        "peak RSS before": before.peak,
        "peak RSS after": after.peak,
      },
    ]);
  } finally {
    await server.stop();
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

async function memoryOf(pid: number | undefined): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  const megabytes = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024);
  return { rss: megabytes("VmRSS"), peak: megabytes("VmHWM") };
}
