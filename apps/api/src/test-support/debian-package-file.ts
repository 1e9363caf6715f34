import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Where fetched package files are kept between runs (PARAPH_DEBIAN_CACHE, or a folder in the system's temporary directory). */
const CACHE = process.env.PARAPH_DEBIAN_CACHE ?? path.join(os.tmpdir(), "paraph-debian-files");

/**
 * Files of a Debian package, as real documents for tests that no code here wrote: fetched once
 * with `apt-get download` and unpacked (only those files) with `dpkg-deb`, then read from the
 * cache. The package archive itself is deleted once the files are out.
 */
export async function readDebianPackageFiles(packageName: string, filesInPackage: string[]): Promise<Uint8Array[]> {
  const folder = path.join(CACHE, packageName);
  const missing = filesInPackage.filter((file) => !fs.existsSync(path.join(folder, file)));
  if (missing.length > 0) await unpackFromPackage(packageName, folder, missing);
  return filesInPackage.map((file) => new Uint8Array(fs.readFileSync(path.join(folder, file))));
}

export async function readDebianPackageFile(packageName: string, fileInPackage: string): Promise<Uint8Array> {
  const [bytes] = await readDebianPackageFiles(packageName, [fileInPackage]);
  if (!bytes) throw new Error(`${fileInPackage} not read`);
  return bytes;
}

async function unpackFromPackage(packageName: string, folder: string, filesInPackage: string[]): Promise<void> {
  await fs.promises.mkdir(folder, { recursive: true });
  await run("apt-get", ["download", packageName], { cwd: folder, maxBuffer: 16 * 1024 * 1024 });
  const archive = (await fs.promises.readdir(folder)).find((name) => name.startsWith(`${packageName}_`) && name.endsWith(".deb"));
  if (!archive) throw new Error(`apt-get download ${packageName} left no package in ${folder}`);
  const archivePath = path.join(folder, archive);
  try {
    // dpkg-deb writes the package's file system as tar; tar takes out only the files asked for and,
    // with --occurrence, stops reading once it has them all, so the rest is never decompressed
    // (texlive-latex-extra-doc, 593 MB: 29 → 16 CPU-seconds). The pipe's status is tar's.
    const members = filesInPackage.map((file) => `./${file.replace(/^\//, "")}`);
    await run("sh", ["-c", 'archive="$1"; folder="$2"; shift 2; dpkg-deb --fsys-tarfile "$archive" | tar -x --occurrence=1 -C "$folder" "$@"', "unpack", archivePath, folder, ...members], { maxBuffer: 16 * 1024 * 1024 });
  } finally {
    await fs.promises.rm(archivePath, { force: true });
  }
}
