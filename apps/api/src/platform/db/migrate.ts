import { sql } from "kysely";
import type { Database } from "./database.ts";
import { MIGRATIONS } from "./migrations/index.ts";

/** An arbitrary constant: replicas starting together take turns applying migrations. */
const MIGRATION_LOCK_KEY = 7_004_125_001;

/** Applies every migration not applied yet, each in its own transaction; returns their versions. */
export async function migrate(database: Database): Promise<string[]> {
  await database.runScript(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const applied: string[] = [];
  await database.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    const done = new Set(
      (await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(trx)).rows.map((row) => row.version),
    );
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await sql.raw(migration.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (version) VALUES (${migration.version})`.execute(trx);
      applied.push(migration.version);
    }
  });
  return applied;
}
