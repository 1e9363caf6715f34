import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../platform/db/database.ts";
import { MIGRATIONS } from "../../platform/db/migrations/index.ts";

/**
 * Migration 0017 counts what was there before it (docs/business-dashboard.md): the signature
 * copies of 0016 by day and kind, and the requests today's members sent, with how they ended.
 */
let database: Database;
beforeAll(async () => {
  const snapshotPath = inject("pgliteSnapshot");
  const snapshot = snapshotPath ? new Blob([await fs.readFile(snapshotPath)]) : undefined;
  database = await openDatabase({ kind: "pglite", ...(snapshot ? { snapshot } : {}) });
});
afterAll(async () => database.close());

describe("migration business-statistics (0017)", () => {
  it("counts the earlier signatures by day and kind and copies the requests members sent", async () => {
    const index = MIGRATIONS.findIndex((migration) => migration.version.endsWith("-business-statistics"));
    expect(index).toBeGreaterThan(0);
    for (const migration of MIGRATIONS.slice(0, index)) await database.runScript(migration.sql);

    const [member, outsider, business, completed, draft, foreign] = Array.from({ length: 6 }, () => crypto.randomUUID());
    await database.runScript(`
      INSERT INTO users (id, email, email_verified, first_name, last_name, lang, created_at, updated_at) VALUES
        ('${member}', 'member@muster.ch', true, 'Max', 'Member', 'en-gb', now(), now()),
        ('${outsider}', 'outsider@example.ch', true, 'Otto', 'Outsider', 'en-gb', now(), now());
      INSERT INTO businesses (id, name, email, gtc_accepted_at, dpa_accepted_at, created_at, updated_at) VALUES ('${business}', 'Muster AG', 'office@muster.ch', now(), now(), now(), now());
      INSERT INTO business_members (business_id, user_id, role, joined_at) VALUES ('${business}', '${member}', 'admin', now());
      INSERT INTO signature_requests (id, owner_id, title, status, signing_order, quality, created_at, updated_at, initiated_at, closed_at) VALUES
        ('${completed}', '${member}', 'Old contract', 'completed', 'parallel', 'ses', now(), now(), '2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z'),
        ('${draft}', '${member}', 'Never sent', 'draft', 'parallel', 'ses', now(), now(), NULL, NULL),
        ('${foreign}', '${outsider}', 'Not ours', 'open', 'parallel', 'ses', now(), now(), '2026-03-01T10:00:00Z', NULL);
      INSERT INTO business_signature_activities (id, business_id, user_id, signature_request_id, title, quality, legislation, seal_account_name, signed_at) VALUES
        (gen_random_uuid(), '${business}', '${member}', '${completed}', 'Old contract', 'aesMinimal', 'zertes', NULL, '2026-03-01T10:00:00Z'),
        (gen_random_uuid(), '${business}', '${member}', '${completed}', 'Old contract', 'aes', 'zertes', NULL, '2026-03-01T23:59:00Z'),
        (gen_random_uuid(), '${business}', '${member}', '${completed}', 'Old contract', 'qes', 'eidas', 'old-seal', '2026-03-02T09:00:00Z');
    `);
    await database.runScript(MIGRATIONS[index]?.sql ?? "");

    const counts = await database.db.selectFrom("business_signature_kind_daily_counts").selectAll().orderBy("day").orderBy("kind").execute();
    expect(counts.map((row) => [new Date(row.day).toISOString().slice(0, 10), row.kind, row.signatures])).toEqual([
      ["2026-03-01", "aes", 2],
      ["2026-03-02", "seal", 1],
    ]);
    const sent = await database.db.selectFrom("business_sent_requests").selectAll().execute();
    expect(sent.map((row) => [row.id, row.business_id, row.owner_id, row.status, row.sent_at.toISOString(), row.closed_at?.toISOString()])).toEqual([
      [completed, business, member, "completed", "2026-03-01T10:00:00.000Z", "2026-03-02T10:00:00.000Z"],
    ]);
  });
});
