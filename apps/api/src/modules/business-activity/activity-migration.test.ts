import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/database.ts";
import { MIGRATIONS } from "../../platform/db/migrations/index.ts";
import { memberAndOutsiderSql, migrateUpTo, openEmptyDatabase } from "../../test-support/migration-database.ts";

/**
 * Migration 0016 gives the signatures recorded before it to the business their signer belongs
 * to then (docs/business-activity.md): a database with the earlier migrations and some history,
 * then 0016.
 */
let database: Database;
beforeAll(async () => {
  database = await openEmptyDatabase();
});
afterAll(async () => database.close());

describe("migration business-activity (0016)", () => {
  it("copies the signed events of today's members into their business, with daily counts", async () => {
    const migration = await migrateUpTo(database, "-business-activity");

    const [member, outsider, business, request] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await database.runScript(`
      ${memberAndOutsiderSql({ member, outsider, business })}
      INSERT INTO signature_requests (id, owner_id, title, status, signing_order, quality, created_at, updated_at) VALUES ('${request}', '${member}', 'Old contract', 'open', 'parallel', 'ses', now(), now());
      INSERT INTO signature_request_events (id, signature_request_id, type, actor_user_id, actor_email, actor_role, details, created_at) VALUES
        (gen_random_uuid(), '${request}', 'signed', '${member}', 'member@muster.ch', 'signer', '{"quality":"aes","legislation":"zertes","sealAccountName":"old-seal"}', '2026-03-01T10:00:00Z'),
        (gen_random_uuid(), '${request}', 'signed', '${member}', 'member@muster.ch', 'signer', '{"quality":"ses","legislation":null}', '2026-03-01T23:59:00Z'),
        (gen_random_uuid(), '${request}', 'signed', '${outsider}', 'outsider@example.ch', 'signer', '{"quality":"ses","legislation":null}', '2026-03-01T11:00:00Z'),
        (gen_random_uuid(), '${request}', 'viewed', '${member}', 'member@muster.ch', 'signer', '{}', '2026-03-01T09:00:00Z');
    `);
    await database.runScript(migration);

    const copied = await database.db.selectFrom("business_signature_activities").selectAll().orderBy("signed_at").execute();
    expect(copied.map((row) => [row.business_id, row.user_id, row.title, row.quality, row.legislation, row.seal_account_name])).toEqual([
      [business, member, "Old contract", "aes", "zertes", "old-seal"],
      [business, member, "Old contract", "ses", null, null],
    ]);
    const daily = await database.db.selectFrom("business_signature_daily_counts").selectAll().execute();
    expect(daily.map((row) => [row.business_id, row.user_id, new Date(row.day).toISOString().slice(0, 10), row.signatures])).toEqual([[business, member, "2026-03-01", 2]]);
  });

  it("then carries each day's count in the primary key's index (0021), so the accounts tab sums them from the index alone", async () => {
    const index = MIGRATIONS.findIndex((migration) => migration.version.endsWith("-activity-count-covering"));
    expect(index).toBeGreaterThan(0);
    for (const migration of MIGRATIONS.slice(MIGRATIONS.findIndex((m) => m.version.endsWith("-business-activity")) + 1, index + 1)) await database.runScript(migration.sql);
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'business_signature_daily_counts_pkey'`.execute(database.db);
    expect(rows[0]?.indexdef).toContain("(business_id, user_id, day) INCLUDE (signatures)");
    const daily = await database.db.selectFrom("business_signature_daily_counts").select("signatures").execute();
    expect(daily.map((row) => row.signatures)).toEqual([2]);
  });
});
