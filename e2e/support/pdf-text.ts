import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The text poppler's `pdftotext -layout` reads in a PDF, or only on one page of it (1-based,
 * `-f page -l page`), runs of white space as one space.
 */
export async function pdftotext(pdf: Uint8Array, options: { page?: number } = {}): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-pdftotext-"));
  try {
    const file = path.join(directory, "document.pdf");
    await fs.writeFile(file, pdf);
    const pages = options.page === undefined ? [] : ["-f", String(options.page), "-l", String(options.page)];
    const { stdout } = await run("pdftotext", ["-layout", ...pages, file, "-"], { timeout: 30_000 });
    return stdout.replace(/\s+/g, " ");
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}
