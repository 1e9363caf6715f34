import path from "node:path";
import type { Config } from "../config.ts";
import { openDatabase, type Database } from "./database.ts";
import { migrate } from "./migrate.ts";

/** The database the configuration names — a PostgreSQL server, or PGlite in DATA_DIR — migrated. */
export async function openConfiguredDatabase(config: Config): Promise<{ database: Database; applied: string[] }> {
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: "pglite", dataDir: path.resolve(config.DATA_DIR, "pg") });
  try {
    return { database, applied: await migrate(database) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
