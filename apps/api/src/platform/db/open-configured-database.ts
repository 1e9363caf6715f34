import path from "node:path";
import type { Config } from "../config.ts";
import { openDatabase, type Database } from "./database.ts";
import { migrate } from "./migrate.ts";
import { startFromSchemaSnapshot, stampSnapshotMigrations } from "./schema-snapshot.ts";

/**
 * The database the configuration names — a PostgreSQL server, or PGlite in DATA_DIR — migrated.
 * `schemaSnapshot`: the folder where the build wrote the migrated schema; an empty DATA_DIR starts from it.
 */
export async function openConfiguredDatabase(
  config: Config,
  options: { schemaSnapshot?: string } = {},
): Promise<{ database: Database; applied: string[]; fromSnapshot: boolean }> {
  const pgDataDir = path.resolve(config.DATA_DIR, "pg");
  const fromSnapshot = !config.DATABASE_URL && options.schemaSnapshot !== undefined && (await startFromSchemaSnapshot(pgDataDir, options.schemaSnapshot));
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: "pglite", dataDir: pgDataDir, sharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB });
  try {
    if (fromSnapshot) await stampSnapshotMigrations(database);
    // A snapshot older than the code (or none) gets the missing migrations here.
    return { database, applied: await migrate(database), fromSnapshot };
  } catch (error) {
    await database.close();
    throw error;
  }
}
