import fs from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, type Database } from "../platform/db/database.ts";
import { MIGRATIONS } from "../platform/db/migrations/index.ts";

/** An empty embedded database (from the suite's snapshot when there is one), for migration tests. */
export async function openEmptyDatabase(): Promise<Database> {
  const snapshotPath = inject("pgliteSnapshot");
  const snapshot = snapshotPath ? new Blob([await fs.readFile(snapshotPath)]) : undefined;
  return openDatabase({ kind: "pglite", ...(snapshot ? { snapshot } : {}) });
}

/** Runs every migration before the one whose version ends with `suffix`; returns that one's script. */
export async function migrateUpTo(database: Database, suffix: string): Promise<string> {
  const index = MIGRATIONS.findIndex((migration) => migration.version.endsWith(suffix));
  if (index <= 0) throw new Error(`No migration after the first ends with ${suffix}`);
  for (const migration of MIGRATIONS.slice(0, index)) await database.runScript(migration.sql);
  return MIGRATIONS[index]?.sql ?? "";
}

/** SQL for two users, a business and the first of them its admin: the people a migration's history needs. */
export function memberAndOutsiderSql(ids: { member: string; outsider: string; business: string }): string {
  return `
    INSERT INTO users (id, email, email_verified, first_name, last_name, lang, created_at, updated_at) VALUES
      ('${ids.member}', 'member@muster.ch', true, 'Max', 'Member', 'en-gb', now(), now()),
      ('${ids.outsider}', 'outsider@example.ch', true, 'Otto', 'Outsider', 'en-gb', now(), now());
    INSERT INTO businesses (id, name, email, gtc_accepted_at, dpa_accepted_at, created_at, updated_at) VALUES ('${ids.business}', 'Muster AG', 'office@muster.ch', now(), now(), now(), now());
    INSERT INTO business_members (business_id, user_id, role, joined_at) VALUES ('${ids.business}', '${ids.member}', 'admin', now());
  `;
}
