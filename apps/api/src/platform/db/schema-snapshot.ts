import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { sql } from "kysely";
import { openDatabase, type Database } from "./database.ts";
import { migrate } from "./migrate.ts";

/**
 * The migrated schema as a PGlite data folder (a gzip tar), written by the build next to main.js.
 * A server on an empty data folder loads it instead of running initdb and every migration: less
 * than half the start time, and none of initdb's memory (docs/OPERATIONS.md, "Memory and start").
 */
export const SCHEMA_SNAPSHOT_FILE = "pglite-schema.tar.gz";

/** An embedded database with every migration applied and nothing else, as a gzip tar of its folder. */
export async function createSchemaSnapshot(): Promise<Buffer> {
  const database = await openDatabase({ kind: "pglite" });
  try {
    await migrate(database);
    if (!database.dumpDataDir) throw new Error("the embedded database cannot be dumped");
    // A checkpoint first: the data files then hold everything, and a start has no WAL to replay.
    await database.runScript("CHECKPOINT");
    const { dump } = await database.dumpDataDir(async () => undefined);
    return await promisify(gzip)(Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/**
 * The bundled snapshot, when `pgDataDir` holds no database yet and the build wrote one at
 * `snapshotFile`; otherwise undefined (an existing folder, or running from sources: initdb).
 */
export async function schemaSnapshotFor(pgDataDir: string, snapshotFile: URL): Promise<Blob | undefined> {
  const hasDatabase = await fs.stat(path.join(pgDataDir, "PG_VERSION")).then(
    () => true,
    () => false,
  );
  if (hasDatabase) return undefined;
  const bytes = await fs.readFile(snapshotFile).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  return bytes ? new Blob([bytes]) : undefined;
}

/** A database started from the snapshot records its migrations as applied now, not at build time. */
export async function stampSnapshotMigrations(database: Database): Promise<void> {
  await sql`UPDATE schema_migrations SET applied_at = now()`.execute(database.db);
}
