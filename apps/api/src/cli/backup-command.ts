import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { parseArgs } from "node:util";
import { readTarGz } from "../platform/archive/tar.ts";
import { writeBackup, type BackupManifest } from "../platform/backup/backup-archive.ts";
import { BACKUP_PATH } from "../platform/backup/backup-route.ts";
import { findRunningServer, OPERATOR_FILE } from "../platform/backup/operator-access.ts";
import type { Config } from "../platform/config.ts";
import { openConfiguredDatabase } from "../platform/db/open-configured-database.ts";
import { BlobDeletionHold } from "../platform/storage/blob-deletion-hold.ts";
import { openBlobStore } from "../platform/storage/open-blob-store.ts";

export const BACKUP_USAGE = "paraph backup --out FILE        (embedded database: a consistent backup, also while the server runs)";

/**
 * `paraph backup --out FILE`: with the server running on DATA_DIR, asks it for the backup
 * through its operator route (the database is its alone while it runs); otherwise opens the
 * data folder itself. Either way the file is written aside, read back and checked (every blob
 * the manifest lists is in it), and only then renamed to FILE.
 */
export async function backupCommand(args: string[], config: Config): Promise<number> {
  const { values } = parseArgs({ args, options: { out: { type: "string" } } });
  if (!values.out) {
    console.error(`Usage: ${BACKUP_USAGE}`);
    return 2;
  }
  if (config.DATABASE_URL) {
    console.error("paraph backup is for the embedded database. With DATABASE_URL, use pg_dump and copy the bucket: docs/OPERATIONS.md, Backups.");
    return 2;
  }
  const out = path.resolve(values.out);
  if (await fs.stat(out).then(() => true, () => false)) {
    console.error(`${out} exists already; choose a new file.`);
    return 2;
  }
  const started = performance.now();
  const partial = `${out}.partial`;
  const server = await findRunningServer(config.DATA_DIR);
  try {
    if (server) {
      const response = await fetch(`${server.url}${BACKUP_PATH}`, { method: "POST", headers: { authorization: `Bearer ${server.token}` } }).catch((error: unknown) => {
        throw new Error(
          `No server answers at ${server.url}, though process ${server.pid} named in ${path.join(config.DATA_DIR, OPERATOR_FILE)} runs (${error instanceof Error ? error.message : String(error)}). If no Paraph server runs on this folder, delete that file and run the backup again.`,
        );
      });
      if (response.status !== 200 || !response.body) throw new Error(`The server at ${server.url} refused the backup: ${response.status} ${await response.text()}`);
      await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial, { mode: 0o600 }));
    } else {
      await backUpStoppedInstallation(config, partial);
    }
    const manifest = await verifyBackup(partial);
    await fs.rename(partial, out);
    const { size } = await fs.stat(out);
    console.log(
      JSON.stringify({
        file: out,
        bytes: size,
        databaseBytes: manifest.databaseBytes,
        blobs: manifest.blobs.length,
        files: manifest.files.length,
        throughRunningServer: server !== undefined,
        seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
      }),
    );
    return 0;
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

async function backUpStoppedInstallation(config: Config, file: string): Promise<void> {
  const { database } = await openConfiguredDatabase(config);
  const blobs = await openBlobStore(config);
  try {
    await writeBackup({ database, blobs, dataDir: path.resolve(config.DATA_DIR), deletionHold: new BlobDeletionHold(), now: () => new Date() }, createWriteStream(file, { mode: 0o600 }));
  } finally {
    blobs.close();
    await database.close();
  }
}

/** Reads the whole archive back: it must end properly and hold every blob its manifest lists. */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  const blobs = new Set<string>();
  for await (const entry of readTarGz(createReadStream(file), { maxEntryBytes: Number.MAX_SAFE_INTEGER })) {
    if (!manifest) manifest = JSON.parse(Buffer.from(entry.bytes).toString("utf8")) as BackupManifest;
    else if (entry.name.startsWith("blobs/")) blobs.add(entry.name.slice("blobs/".length));
  }
  const missing = manifest?.blobs.filter((sha256) => !blobs.has(sha256)) ?? [];
  if (!manifest || missing.length > 0) throw new Error(`The backup is incomplete${missing.length > 0 ? `: ${missing.length} blob(s) missing` : ""}`);
  return manifest;
}
