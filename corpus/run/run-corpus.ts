import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PdfboxChecker } from "../checks/pdfbox-check.ts";
import { createPdfsigTrust } from "../checks/pdfsig-check.ts";
import { startParaphServer } from "../paraph/paraph-server.ts";
import { collectCorpus, type CorpusSelection } from "../selection/collect-corpus.ts";
import { requireTools } from "../support/required-tools.ts";
import { checkFile } from "./check-file.ts";
import type { FileResult } from "./file-result.ts";
import { mapInPool } from "./pool.ts";

export interface CorpusRunOptions {
  cacheDir: string;
  selection: CorpusSelection;
  /** Files signed at once. The server signs on its own threads; two keep a small machine busy without queueing. */
  concurrency: number;
  /** Every how many files one gets a shadow change appended (the first file always does). */
  shadowEvery: number;
  onFileDone?: (result: FileResult, done: number, total: number) => void;
}

/** Collects the files, starts one Paraph server with its validators beside it, signs and checks every file, and stops them all again. */
export async function runCorpus(options: CorpusRunOptions): Promise<FileResult[]> {
  await requireTools({ libreOffice: options.selection.kind !== "sample" });
  const files = await collectCorpus(options.cacheDir, options.selection);
  const paraph = await startParaphServer(options.cacheDir);
  const trust = await createPdfsigTrust(paraph.url).catch(async (error: unknown) => {
    await paraph.stop();
    throw error;
  });
  const pdfbox = await PdfboxChecker.start(options.cacheDir);
  const outputDir = path.join(options.cacheDir, "output", options.selection.kind);
  try {
    let done = 0;
    return await mapInPool(files, Math.max(1, Math.min(options.concurrency, os.cpus().length)), async (file, index) => {
      const result = await checkFile({ paraph, pdfsigTrustStore: trust.directory, pdfbox, outputDir }, file, index % options.shadowEvery === 0);
      done += 1;
      options.onFileDone?.(result, done, files.length);
      return result;
    });
  } finally {
    await pdfbox.stop();
    await trust.dispose();
    await paraph.stop();
    // What the server logged (warnings and errors: a failed archive time-stamp, a worker that gave up) explains a failed file.
    await fs.mkdir(outputDir, { recursive: true });
    await fs.writeFile(path.join(outputDir, "server.log"), paraph.server.output());
  }
}
