import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmptyDatabase } from "../../test-support/migration-database.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "./database.ts";
import { migrate } from "./migrate.ts";
import { MIGRATIONS } from "./migrations/index.ts";
import { openConfiguredDatabase } from "./open-configured-database.ts";
import { createSchemaSnapshot } from "./schema-snapshot.ts";

/** Every table's columns, constraints and indexes, the sequences, functions and triggers: the schema as text. */
async function describeSchema(database: Database): Promise<string[]> {
  const rows = await sql<{ line: string }>`
    SELECT format('column %s.%s %s null=%s default=%s', table_name, column_name, data_type, is_nullable, column_default) AS line
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL
    SELECT format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL
    SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL
    SELECT format('sequence %s', sequence_name) FROM information_schema.sequences WHERE sequence_schema = 'public'
    UNION ALL
    SELECT format('function %s %s', proname, md5(prosrc)) FROM pg_proc WHERE pronamespace = 'public'::regnamespace
    UNION ALL
    SELECT format('trigger %s %s', tgrelid::regclass, tgname) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL
    SELECT format('type %s', typname) FROM pg_type WHERE typnamespace = 'public'::regnamespace AND typtype IN ('e', 'd', 'c')
  `.execute(database.db);
  return rows.rows.map((row) => row.line).sort();
}

async function migrationsOf(database: Database): Promise<{ version: string; applied_at: Date }[]> {
  return (await sql<{ version: string; applied_at: Date }>`SELECT version, applied_at FROM schema_migrations ORDER BY version`.execute(database.db)).rows;
}

describe("an empty data folder starts from the migrated-schema snapshot", () => {
  let directory: string;
  let snapshotDir: string;
  let migrated: Database;

  beforeAll(async () => {
    directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-schema-snapshot-"));
    snapshotDir = path.join(directory, "pglite-schema");
    await createSchemaSnapshot(snapshotDir);
    // The reference: every migration applied one by one to an empty cluster.
    migrated = await openEmptyDatabase();
    await migrate(migrated);
  }, 120_000);

  afterAll(async () => {
    await migrated.close();
    await fs.rm(directory, { recursive: true, force: true });
  });

  const configFor = (dataDir: string) => loadConfig({ APP_MODE: "development", LOG_LEVEL: "silent", DATA_DIR: dataDir });

  it("has the schema and the migrations table that running every migration gives, stamped with the start time", async () => {
    const startedAt = new Date();
    const { database, applied, fromSnapshot } = await openConfiguredDatabase(configFor(path.join(directory, "fresh")), { schemaSnapshot: snapshotDir });
    try {
      expect(fromSnapshot).toBe(true);
      expect(applied).toEqual([]);
      const schema = await describeSchema(database);
      expect(schema.filter((line) => line.startsWith("index ")).length).toBeGreaterThan(20);
      expect(schema).toEqual(await describeSchema(migrated));
      const fromSnapshotRows = await migrationsOf(database);
      expect(fromSnapshotRows.map((row) => row.version)).toEqual((await migrationsOf(migrated)).map((row) => row.version));
      expect(fromSnapshotRows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version).sort());
      for (const row of fromSnapshotRows) expect(row.applied_at.getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 1000);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("keeps an existing data folder's database and ignores the snapshot", async () => {
    const config = configFor(path.join(directory, "existing"));
    const first = await openConfiguredDatabase(config, { schemaSnapshot: snapshotDir });
    await sql`CREATE TABLE kept_across_starts (id int)`.execute(first.database.db);
    await first.database.close();

    const second = await openConfiguredDatabase(config, { schemaSnapshot: snapshotDir });
    try {
      expect(second.fromSnapshot).toBe(false);
      const kept = await sql<{ name: string | null }>`SELECT to_regclass('kept_across_starts')::text AS name`.execute(second.database.db);
      expect(kept.rows[0]?.name).toBe("kept_across_starts");
    } finally {
      await second.database.close();
    }
  }, 120_000);

  it("runs initdb and every migration when no snapshot was built", async () => {
    const { database, applied, fromSnapshot } = await openConfiguredDatabase(configFor(path.join(directory, "no-snapshot")), {
      schemaSnapshot: path.join(directory, "missing"),
    });
    try {
      expect(fromSnapshot).toBe(false);
      expect(applied).toEqual(MIGRATIONS.map((migration) => migration.version));
      expect(await describeSchema(database)).toEqual(await describeSchema(migrated));
    } finally {
      await database.close();
    }
  }, 120_000);
});
