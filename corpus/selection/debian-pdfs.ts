import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { exists } from "../support/exists.ts";
import { runRequiredTool, runTool } from "../support/run-tool.ts";
import { pickEvenly, type CorpusFile } from "./corpus-file.ts";
import { MAX_FILE_BYTES, type CorpusPackage } from "./debian-packages.ts";

/**
 * The PDFs of Debian packages, fetched with `apt-get download` and unpacked with `dpkg -x` into
 * the cache (nothing is installed). A package is fetched once; later runs reuse the cache.
 */
export async function collectDebianPdfs(cacheDir: string, packages: readonly CorpusPackage[]): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [];
  const seenContents = new Set<string>();
  for (const corpusPackage of packages) {
    const unpacked = await unpackPackage(cacheDir, corpusPackage.name);
    const candidates: string[] = [];
    for (const found of await findPdfs(unpacked)) {
      const pdf = found.endsWith(".gz") ? await gunzipIntoCache(cacheDir, corpusPackage.name, unpacked, found) : found;
      if (await isUsablePdf(pdf, seenContents)) candidates.push(pdf);
    }
    for (const pdf of pickEvenly(candidates, corpusPackage.maxFiles)) {
      files.push({ id: `${corpusPackage.name}/${path.basename(pdf)}`, path: pdf, source: corpusPackage.name, foreignSigners: [] });
    }
  }
  return uniqueIds(files);
}

async function unpackPackage(cacheDir: string, name: string): Promise<string> {
  const target = path.join(cacheDir, "packages", name);
  const marker = path.join(target, ".unpacked");
  if (await exists(marker)) return target;
  const debs = path.join(cacheDir, "debs");
  await fs.mkdir(debs, { recursive: true });
  let deb = await findDeb(debs, name);
  if (!deb) {
    await downloadPackage(debs, name);
    deb = await findDeb(debs, name);
  }
  if (!deb) throw new Error(`apt-get download ${name} left no .deb in ${debs}`);
  await fs.rm(target, { recursive: true, force: true });
  await fs.mkdir(target, { recursive: true });
  await runRequiredTool("dpkg", ["-x", deb, target]);
  await fs.writeFile(marker, `${path.basename(deb)}\n`);
  return target;
}

/** A fresh machine (CI) may have no package lists yet: one `apt-get update`, then the download again. */
async function downloadPackage(debs: string, name: string): Promise<void> {
  const first = await runTool("apt-get", ["download", name], { cwd: debs });
  if (first.code === 0) return;
  process.stderr.write(`apt-get download ${name} failed (${first.stderr.trim().split("\n").at(-1) ?? ""}); updating the package lists once\n`);
  await runRequiredTool("apt-get", ["update", "-qq"]);
  await runRequiredTool("apt-get", ["download", name], { cwd: debs });
}

async function findDeb(debs: string, name: string): Promise<string | undefined> {
  const entry = (await fs.readdir(debs)).filter((file) => file.startsWith(`${name}_`) && file.endsWith(".deb")).sort().at(-1);
  return entry ? path.join(debs, entry) : undefined;
}

async function findPdfs(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.pdf(\.gz)?$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Debian compresses some documentation (maxima's manual is `.pdf.gz`); the corpus signs the PDF inside. */
async function gunzipIntoCache(cacheDir: string, name: string, unpacked: string, gzipped: string): Promise<string> {
  const target = path.join(cacheDir, "gunzipped", name, path.relative(unpacked, gzipped).replace(/\.gz$/i, ""));
  if (!(await exists(target))) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, gunzipSync(await fs.readFile(gzipped)));
  }
  return target;
}

/** A PDF (by its header, not its name) within the size cap, and not the same bytes as one already chosen. */
async function isUsablePdf(file: string, seenContents: Set<string>): Promise<boolean> {
  const stat = await fs.stat(file);
  if (stat.size > MAX_FILE_BYTES || stat.size < 64) return false;
  const bytes = await fs.readFile(file);
  if (!bytes.subarray(0, 1024).includes("%PDF-")) return false;
  const digest = createHash("sha256").update(bytes).digest("hex");
  if (seenContents.has(digest)) return false;
  seenContents.add(digest);
  return true;
}

/** Two files of one package may share a name in different folders; the second gets a number. */
function uniqueIds(files: CorpusFile[]): CorpusFile[] {
  const counts = new Map<string, number>();
  return files.map((file) => {
    const count = (counts.get(file.id) ?? 0) + 1;
    counts.set(file.id, count);
    return count === 1 ? file : { ...file, id: `${file.id}#${count}` };
  });
}
