import fs from "node:fs/promises";
import { sql } from "kysely";
import { inject } from "vitest";
import { openDatabase, type Database } from "../platform/db/database.ts";
import { migrate } from "../platform/db/migrate.ts";

/**
 * A fresh, migrated database for one test: PGlite (from the initdb snapshot global-setup.ts makes
 * once per run, then every migration) or, when PARAPH_TEST_DATABASE=postgres, a new database on
 * the server named by TEST_DATABASE_URL, copied from the run's migrated template
 * (postgres-global-setup.ts) and dropped again at close. PGlite migrates each database itself:
 * loaded from a migrated snapshot, its catalog caches start cold and the hostile-PDF suite's
 * event-loop budget (PGlite runs on the main thread) measured 220 ms instead of 200.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.PARAPH_TEST_DATABASE === "postgres") return openPostgresTestDatabase();
  const snapshotPath = inject("pgliteSnapshot");
  const snapshot = snapshotPath ? new Blob([await fs.readFile(snapshotPath)]) : undefined;
  const database = await openDatabase({ kind: "pglite", ...(snapshot ? { snapshot } : {}) });
  await migrate(database);
  return database;
}

async function openPostgresTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("PARAPH_TEST_DATABASE=postgres needs TEST_DATABASE_URL");
  const name = `paraph_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = await openDatabase({ kind: "postgres", url: serverUrl, poolSize: 1 });
  const template = inject("postgresTemplateDatabase");
  await admin.runScript(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 5 });
  await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      // pg's pool.end() resolves before its sockets have closed; dropping WITH (FORCE) then kills
      // those backends and the closing clients report an unhandled FATAL 57P01. Wait until gone.
      await waitForNoConnections(admin, name);
      await admin.runScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

async function waitForNoConnections(admin: Database, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await sql<{ count: number }>`SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = ${name}`.execute(admin.db);
    if ((result.rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
