import fs from "node:fs/promises";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { TarWriter, readTarGz } from "../archive/tar.ts";
import type { Database } from "../db/database.ts";
import { isSha256, type BlobStore } from "../storage/blob-store.ts";
import type { BlobDeletionHold } from "../storage/blob-deletion-hold.ts";
import { referencedBlobsQuery } from "../storage/blob-references.ts";

export const BACKUP_FORMAT = "paraph-backup/1";
const MANIFEST = "paraph-backup.json";
const DATABASE_ENTRY = "database/pgdata.tar";
/**
 * What of `$DATA_DIR` a backup leaves out: the database (dumped instead), the blobs (copied from
 * the store by what the database names), caches and spool files (made again), and the running
 * server's operator file.
 */
const SKIPPED_TOP_LEVEL = new Set(["pg", "blobs", "cache", "spool", "operator.json"]);
/** The largest entry a restore reads (a blob is at most MAX_DOCUMENT_BYTES; the database dump may be larger). */
const MAX_RESTORE_ENTRY_BYTES = 8 * 1024 ** 3 - 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: "pglite";
  databaseBytes: number;
  blobs: string[];
  files: string[];
}

export interface BackupSources {
  database: Database;
  blobs: BlobStore;
  dataDir: string;
  deletionHold: BlobDeletionHold;
  now: () => Date;
}

/**
 * Writes a backup of an embedded installation as tar + gzip: a manifest, the database's data
 * folder (PGlite's dump, taken with the one connection held, so at a commit boundary), every blob
 * that dump refers to, and the other files of `$DATA_DIR` (the demo PKI, seal keys, the demo CSC
 * service's credentials). Blob deletions wait from the snapshot until the blobs are copied, so
 * every blob the snapshot names is still there; blobs are immutable, so copying them afterwards
 * is consistent. The output stream is ended.
 */
export async function writeBackup(sources: BackupSources, output: Writable): Promise<BackupManifest> {
  if (!sources.database.dumpDataDir) throw new Error("Backups through Paraph are for the embedded database; see docs/OPERATIONS.md, Backups, for PostgreSQL");
  let releaseDeletions: () => void = () => {};
  const gzip = zlib.createGzip({ level: 6 });
  const finished = new Promise<void>((resolve, reject) => {
    output.once("finish", resolve);
    output.once("error", reject);
    gzip.once("error", reject);
    // A reader that goes away (the command interrupted) ends the backup, and with it the hold.
    output.once("close", () => {
      if (output.writableFinished) return resolve();
      const error = new Error("The backup's reader went away");
      gzip.destroy(error);
      reject(error);
    });
  });
  finished.catch(() => {});
  try {
    const { dump, held } = await sources.database.dumpDataDir(async (client) => {
      const rows = (await client.query(referencedBlobsQuery())).rows as { sha256: string }[];
      releaseDeletions = sources.deletionHold.hold();
      return rows.map((row) => row.sha256).filter(isSha256).sort();
    });
    const files = await listDataFiles(sources.dataDir);
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: sources.now().toISOString(), database: "pglite", databaseBytes: dump.size, blobs: held, files };
    gzip.pipe(output);
    const tar = new TarWriter(gzip);
    await tar.add({ name: MANIFEST, mode: 0o600, bytes: Buffer.from(JSON.stringify(manifest, null, 2)) });
    await tar.add({ name: DATABASE_ENTRY, mode: 0o600, bytes: new Uint8Array(await dump.arrayBuffer()) });
    for (const sha256 of manifest.blobs) await tar.add({ name: `blobs/${sha256}`, mode: 0o600, bytes: await sources.blobs.getBuffer(sha256) });
    releaseDeletions();
    for (const file of files) {
      const absolute = path.join(sources.dataDir, file);
      const stat = await fs.stat(absolute);
      await tar.add({ name: `files/${file}`, mode: stat.mode & 0o777, bytes: await fs.readFile(absolute) });
    }
    await tar.end();
    gzip.end();
    await finished;
    return manifest;
  } finally {
    releaseDeletions();
  }
}

/** Relative paths of the regular files under `$DATA_DIR` a backup keeps. */
async function listDataFiles(dataDir: string): Promise<string[]> {
  const entries = await fs.readdir(dataDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !SKIPPED_TOP_LEVEL.has(relative.split(path.sep)[0] ?? ""))
    .sort();
}

export class RestoreRefusedError extends Error {}

/**
 * Restores a backup into an empty (or missing) data folder: the database's data folder through
 * PGlite, each blob into the store (which checks its SHA-256 against its name), and the other
 * files with their modes. Refuses a folder that holds anything, a file that is not a Paraph
 * backup, and an archive that misses a blob its manifest lists.
 */
export async function restoreBackup(input: Readable, target: { dataDir: string; blobs: BlobStore }): Promise<BackupManifest> {
  // Before anything is awaited, so that an input that fails at once (a missing file) fails the reading.
  const entries = readTarGz(input, { maxEntryBytes: MAX_RESTORE_ENTRY_BYTES });
  const existing = await fs.readdir(target.dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (existing.length > 0) {
    input.destroy();
    throw new RestoreRefusedError(`${target.dataDir} is not empty: restore into a new folder`);
  }
  await fs.mkdir(target.dataDir, { recursive: true, mode: 0o700 });

  let manifest: BackupManifest | undefined;
  const restoredBlobs = new Set<string>();
  for await (const entry of entries) {
    if (!manifest) {
      if (entry.name !== MANIFEST) throw new RestoreRefusedError("Not a Paraph backup (no manifest first)");
      manifest = JSON.parse(Buffer.from(entry.bytes).toString("utf8")) as BackupManifest;
      if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefusedError(`Unknown backup format ${String(manifest.format)}`);
      continue;
    }
    if (entry.name === DATABASE_ENTRY) {
      const pglite = await PGlite.create({ dataDir: path.join(target.dataDir, "pg"), loadDataDir: new Blob([Buffer.from(entry.bytes)]) });
      await pglite.close();
    } else if (entry.name.startsWith("blobs/")) {
      const name = entry.name.slice("blobs/".length);
      const stored = await target.blobs.put(entry.bytes);
      if (stored.sha256 !== name) throw new Error(`The blob ${name} in the backup is damaged (its bytes hash to ${stored.sha256})`);
      restoredBlobs.add(name);
    } else if (entry.name.startsWith("files/")) {
      const file = path.resolve(target.dataDir, entry.name.slice("files/".length));
      if (!file.startsWith(`${path.resolve(target.dataDir)}${path.sep}`)) throw new Error(`The backup names a file outside the data folder: ${entry.name}`);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.writeFile(file, entry.bytes, { mode: entry.mode & 0o777 });
    }
  }
  if (!manifest) throw new RestoreRefusedError("Not a Paraph backup (empty archive)");
  const missing = manifest.blobs.filter((sha256) => !restoredBlobs.has(sha256));
  if (missing.length > 0) throw new Error(`The backup lacks ${missing.length} blob(s) its manifest lists, e.g. ${missing[0]}`);
  return manifest;
}
