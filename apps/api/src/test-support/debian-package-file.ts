import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Where fetched package files are kept between runs (PARAPH_DEBIAN_CACHE, or a folder in the system's temporary directory). */
const CACHE = process.env.PARAPH_DEBIAN_CACHE ?? path.join(os.tmpdir(), "paraph-debian-files");

/**
 * One file of a Debian package, as real documents for tests that no code here wrote: fetched
 * once with `apt-get download` and unpacked (only that file) with `dpkg-deb`, then read from the
 * cache. The package archive itself is deleted once the file is out.
 */
export async function readDebianPackageFile(packageName: string, fileInPackage: string): Promise<Uint8Array> {
  const folder = path.join(CACHE, packageName);
  const target = path.join(folder, fileInPackage);
  if (!fs.existsSync(target)) await unpackFromPackage(packageName, folder, fileInPackage);
  return new Uint8Array(fs.readFileSync(target));
}

async function unpackFromPackage(packageName: string, folder: string, fileInPackage: string): Promise<void> {
  await fs.promises.mkdir(folder, { recursive: true });
  await run("apt-get", ["download", packageName], { cwd: folder, maxBuffer: 16 * 1024 * 1024 });
  const archive = (await fs.promises.readdir(folder)).find((name) => name.startsWith(`${packageName}_`) && name.endsWith(".deb"));
  if (!archive) throw new Error(`apt-get download ${packageName} left no package in ${folder}`);
  const archivePath = path.join(folder, archive);
  try {
    // dpkg-deb writes the package's file system as tar; tar takes out only the one file.
    await run("sh", ["-c", 'dpkg-deb --fsys-tarfile "$1" | tar -x -C "$2" "./$3"', "unpack", archivePath, folder, fileInPackage.replace(/^\//, "")], { maxBuffer: 16 * 1024 * 1024 });
  } finally {
    await fs.promises.rm(archivePath, { force: true });
  }
}
