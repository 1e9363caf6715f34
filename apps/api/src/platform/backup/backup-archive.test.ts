import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test-support/test-database.ts";
import { readTar, TarWriter } from "../archive/tar.ts";
import { ManualClock } from "../clock.ts";
import { openDatabase, type Database } from "../db/database.ts";
import { JobQueue } from "../jobs/job-queue.ts";
import { migrate } from "../db/migrate.ts";
import { BlobDeletionHold } from "../storage/blob-deletion-hold.ts";
import { defineBlobCleanup, scheduleBlobCleanup } from "../storage/blob-references.ts";
import { LocalBlobStore } from "../storage/local-blob-store.ts";
import { restoreBackup, writeBackup } from "./backup-archive.ts";

let workDir: string;
let database: Database;
let blobs: LocalBlobStore;
const clock = new ManualClock(new Date("2026-11-27T01:00:00Z"));

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-backup-"));
  // Backups through Paraph are for the embedded database, whichever database the suite runs on.
  database = process.env.PARAPH_TEST_DATABASE === "postgres" ? await openMigratedPGlite() : await openTestDatabase();
  blobs = new LocalBlobStore(path.join(workDir, "source", "blobs"));
});
afterAll(async () => {
  await database.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

async function openMigratedPGlite(): Promise<Database> {
  const embedded = await openDatabase({ kind: "pglite" });
  await migrate(embedded);
  return embedded;
}

async function insertDocumentVersion(sha256: string): Promise<string> {
  const ownerId = crypto.randomUUID();
  const documentId = crypto.randomUUID();
  const now = clock.now().toISOString();
  await database.runScript(`
    INSERT INTO users (id, email, first_name, last_name, created_at, updated_at) VALUES ('${ownerId}', '${ownerId}@backup.example.ch', 'Bea', 'Backup', '${now}', '${now}');
    INSERT INTO documents (id, owner_id, title, page_count, pages, created_at, updated_at) VALUES ('${documentId}', '${ownerId}', 'Kept', 1, '[]', '${now}', '${now}');
    INSERT INTO document_versions (id, document_id, version, kind, blob_sha256, byte_size, created_at) VALUES ('${crypto.randomUUID()}', '${documentId}', 1, 'original', '${sha256}', 22, '${now}');`);
  return documentId;
}

describe("a backup of the embedded database", () => {
  it("restores the database, every blob it names and the data folder's files into an empty folder, and nothing else", async () => {
    const kept = await blobs.put(Buffer.from("%PDF-1.7 kept document"));
    const orphan = await blobs.put(Buffer.from("%PDF-1.7 bytes nobody refers to"));
    const documentId = await insertDocumentVersion(kept.sha256);
    const sourceDir = path.join(workDir, "source");
    await fs.mkdir(path.join(sourceDir, "pki", "seals"), { recursive: true });
    await fs.writeFile(path.join(sourceDir, "pki", "seals", `${"a".repeat(90)}.json`), "seal key", { mode: 0o600 });
    await fs.mkdir(path.join(sourceDir, "cache", "pages"), { recursive: true });
    await fs.writeFile(path.join(sourceDir, "cache", "pages", "page.png"), "cache");
    await fs.writeFile(path.join(sourceDir, "operator.json"), "{}");

    const file = path.join(workDir, "backup.tar.gz");
    const manifest = await writeBackup({ database, blobs, dataDir: sourceDir, deletionHold: new BlobDeletionHold(), now: () => clock.now() }, createWriteStream(file));
    expect(manifest.blobs).toContain(kept.sha256);
    expect(manifest.blobs).not.toContain(orphan.sha256);
    expect(manifest.files).toEqual([path.join("pki", "seals", `${"a".repeat(90)}.json`)]);

    const targetDir = path.join(workDir, "restored");
    const restoredBlobs = new LocalBlobStore(path.join(targetDir, "blobs"));
    await restoreBackup(createReadStream(file), { dataDir: targetDir, blobs: restoredBlobs });
    expect((await restoredBlobs.getBuffer(kept.sha256)).toString()).toBe("%PDF-1.7 kept document");
    expect(await restoredBlobs.has(orphan.sha256)).toBe(false);
    const sealFile = path.join(targetDir, "pki", "seals", `${"a".repeat(90)}.json`);
    expect(await fs.readFile(sealFile, "utf8")).toBe("seal key");
    expect((await fs.stat(sealFile)).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(targetDir)).toEqual(expect.not.arrayContaining(["cache", "operator.json"]));

    const restored = await openDatabase({ kind: "pglite", dataDir: path.join(targetDir, "pg") });
    try {
      const version = await restored.db.selectFrom("document_versions").select("blob_sha256").where("document_id", "=", documentId).executeTakeFirst();
      expect(version?.blob_sha256).toBe(kept.sha256);
    } finally {
      await restored.close();
    }

    // A folder that holds anything is refused, and so is a file that is not a backup.
    await expect(restoreBackup(createReadStream(file), { dataDir: targetDir, blobs: restoredBlobs })).rejects.toThrow(/not empty/);
    const notABackup = new PassThrough();
    const tar = new TarWriter(notABackup);
    const written = (async () => {
      await tar.add({ name: "notes.txt", mode: 0o644, bytes: Buffer.from("hello") });
      await tar.end();
      notABackup.end();
    })();
    const gzipped = Readable.from(notABackup.pipe((await import("node:zlib")).createGzip()));
    await expect(restoreBackup(gzipped, { dataDir: path.join(workDir, "other"), blobs: restoredBlobs })).rejects.toThrow(/Not a Paraph backup/);
    await written;
  });

  it("ends the backup and its hold on blob deletions when the reader goes away, and a missing file fails a restore", async () => {
    const hold = new BlobDeletionHold();
    const output = new PassThrough();
    const writing = writeBackup({ database, blobs, dataDir: path.join(workDir, "source"), deletionHold: hold, now: () => clock.now() }, output);
    // Nobody reads: the archive waits on the full stream, holding deletions, until it is closed.
    await expect.poll(() => hold.isHeld).toBe(true);
    output.destroy();
    await expect(writing).rejects.toThrow(/went away|closed/);
    expect(hold.isHeld).toBe(false);

    await expect(restoreBackup(createReadStream(path.join(workDir, "no-such-backup.tar.gz")), { dataDir: path.join(workDir, "never"), blobs })).rejects.toThrow(/ENOENT/);
  });

  it("holds back blob deletions from the snapshot until the blobs are copied", async () => {
    const hold = new BlobDeletionHold();
    const jobs = new JobQueue(database.db, clock, pino({ level: "silent" }));
    defineBlobCleanup(jobs, database.db, blobs, hold);
    const dropped = await blobs.put(Buffer.from("%PDF-1.7 dropped during the backup"));
    const release = hold.hold();
    await scheduleBlobCleanup(jobs, database.db, [dropped.sha256]);
    const running = jobs.runUntilIdle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await blobs.has(dropped.sha256)).toBe(true);
    release();
    expect(await running).toBe(1);
    expect(await blobs.has(dropped.sha256)).toBe(false);
  });
});

describe("a backup of a PostgreSQL installation", () => {
  it("is refused: pg_dump and the bucket are the way (docs/OPERATIONS.md)", async () => {
    const server: Database = { ...database, kind: "postgres", dumpDataDir: undefined };
    await expect(writeBackup({ database: server, blobs, dataDir: workDir, deletionHold: new BlobDeletionHold(), now: () => clock.now() }, new PassThrough())).rejects.toThrow(/embedded database/);
  });
});

describe("tar entries", () => {
  it("keep long names (ustar prefix), modes and bytes, and a damaged header is refused", async () => {
    const stream = new PassThrough();
    const tar = new TarWriter(stream);
    const name = `files/${"folder/".repeat(20)}file.json`;
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    await tar.add({ name, mode: 0o600, bytes: Buffer.from("x".repeat(700)) });
    await tar.end();
    stream.end();
    const archive = Buffer.concat(chunks);
    const entries = [];
    for await (const entry of readTar(Readable.from([archive]), { maxEntryBytes: 1000 })) entries.push(entry);
    expect(entries.map((entry) => [entry.name, entry.mode, Buffer.from(entry.bytes).toString()])).toEqual([[name, 0o600, "x".repeat(700)]]);

    await expect(async () => {
      for await (const entry of readTar(Readable.from([archive]), { maxEntryBytes: 500 })) void entry;
    }).rejects.toThrow(/larger than 500/);
    const damaged = Buffer.from(archive);
    damaged[10] = 0x41;
    await expect(async () => {
      for await (const entry of readTar(Readable.from([damaged]), { maxEntryBytes: 1000 })) void entry;
    }).rejects.toThrow(/checksum/);
  });
});
