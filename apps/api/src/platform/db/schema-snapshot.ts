import { constants as fsConstants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase, type Database } from "./database.ts";
import { migrate } from "./migrate.ts";

/**
 * The migrated schema as a cleanly shut down PGlite data folder, written by the build next to
 * main.js. A server on an empty data folder copies it instead of running initdb and every
 * migration: a fraction of the start time, and none of initdb's memory (docs/OPERATIONS.md,
 * "Memory and start-up").
 */
export const SCHEMA_SNAPSHOT_DIR = "pglite-schema";

const hasDatabase = (pgDataDir: string) =>
  fs.stat(path.join(pgDataDir, "PG_VERSION")).then(
    () => true,
    () => false,
  );

/** Writes an embedded database with every migration applied, and nothing else, to `target`. */
export async function createSchemaSnapshot(target: string): Promise<void> {
  const partial = `${target}.partial-${process.pid}`;
  await fs.rm(partial, { recursive: true, force: true });
  const database = await openDatabase({ kind: "pglite", dataDir: partial });
  try {
    await migrate(database);
  } finally {
    // Closing shuts PostgreSQL down cleanly: a start from the copy has no WAL to replay.
    await database.close();
  }
  await fs.rm(target, { recursive: true, force: true });
  await fs.rename(partial, target);
}

/**
 * Copies the snapshot at `snapshotDir` to `pgDataDir` when that holds no database yet; says
 * whether it did. An existing database, or no snapshot (running from sources), is left alone.
 */
export async function startFromSchemaSnapshot(pgDataDir: string, snapshotDir: string): Promise<boolean> {
  if ((await hasDatabase(pgDataDir)) || !(await hasDatabase(snapshotDir))) return false;
  // Copied aside and renamed into place: a start stopped half-way leaves no half a database.
  const partial = `${pgDataDir}.partial-${process.pid}`;
  await copyDirectory(snapshotDir, partial);
  await fs.rm(pgDataDir, { recursive: true, force: true });
  await fs.rename(partial, pgDataDir);
  return true;
}

/**
 * Copies a folder's files, all of a folder at once (Node's `fs.cp` copies the snapshot's 1 300
 * files one by one: ≈ 1.05 s against ≈ 0.5 s, measured on the development machine), cloning them
 * where the file system can.
 */
async function copyDirectory(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  const entries = await fs.readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? copyDirectory(path.join(from, entry.name), path.join(to, entry.name))
        : fs.copyFile(path.join(from, entry.name), path.join(to, entry.name), fsConstants.COPYFILE_FICLONE),
    ),
  );
}

/** A database started from the snapshot records its migrations as applied now, not at build time. */
export async function stampSnapshotMigrations(database: Database): Promise<void> {
  await sql`UPDATE schema_migrations SET applied_at = now()`.execute(database.db);
}
