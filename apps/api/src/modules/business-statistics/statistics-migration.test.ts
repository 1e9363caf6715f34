import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/database.ts";
import { memberAndOutsiderSql, migrateUpTo, openEmptyDatabase } from "../../test-support/migration-database.ts";

/**
 * Migration 0018 counts what was there before it (docs/business-dashboard.md): the signature
 * copies of 0016 by day and kind, and the requests today's members sent, with how they ended.
 */
let database: Database;
beforeAll(async () => {
  database = await openEmptyDatabase();
});
afterAll(async () => database.close());

describe("migration business-statistics (0018)", () => {
  it("counts the earlier signatures by day and kind and copies the requests members sent", async () => {
    const migration = await migrateUpTo(database, "-business-statistics");

    const [member, outsider, business] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const [completed, draft, foreign] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await database.runScript(`
      ${memberAndOutsiderSql({ member, outsider, business })}
      INSERT INTO signature_requests (id, owner_id, title, status, signing_order, quality, created_at, updated_at, initiated_at, closed_at) VALUES
        ('${completed}', '${member}', 'Old contract', 'completed', 'parallel', 'ses', now(), now(), '2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z'),
        ('${draft}', '${member}', 'Never sent', 'draft', 'parallel', 'ses', now(), now(), NULL, NULL),
        ('${foreign}', '${outsider}', 'Not ours', 'open', 'parallel', 'ses', now(), now(), '2026-03-01T10:00:00Z', NULL);
      INSERT INTO business_signature_activities (id, business_id, user_id, signature_request_id, title, quality, legislation, seal_account_name, signed_at) VALUES
        (gen_random_uuid(), '${business}', '${member}', '${completed}', 'Old contract', 'aesMinimal', 'zertes', NULL, '2026-03-01T10:00:00Z'),
        (gen_random_uuid(), '${business}', '${member}', '${completed}', 'Old contract', 'aes', 'zertes', NULL, '2026-03-01T23:59:00Z'),
        (gen_random_uuid(), '${business}', '${member}', '${completed}', 'Old contract', 'qes', 'eidas', 'old-seal', '2026-03-02T09:00:00Z');
    `);
    await database.runScript(migration);

    const counts = await database.db.selectFrom("business_signature_kind_daily_counts").selectAll().orderBy("day").orderBy("kind").execute();
    expect(counts.map((row) => [new Date(row.day).toISOString().slice(0, 10), row.kind, row.signatures])).toEqual([
      ["2026-03-01", "aes", 2],
      ["2026-03-02", "seal", 1],
    ]);
    const sent = await database.db.selectFrom("business_sent_requests").selectAll().execute();
    expect(sent.map((row) => [row.id, row.business_id, row.owner_id, row.status, row.sent_at.toISOString(), row.closed_at?.toISOString()])).toEqual([
      [completed, business, member, "completed", "2026-03-01T10:00:00.000Z", "2026-03-02T10:00:00.000Z"],
    ]);
    const requests = await database.db.selectFrom("business_request_daily_counts").selectAll().orderBy("day").execute();
    expect(requests.map((row) => [new Date(row.day).toISOString().slice(0, 10), row.outcome, row.requests])).toEqual([
      ["2026-03-01", "sent", 1],
      ["2026-03-02", "completed", 1],
    ]);
    const senders = await database.db.selectFrom("business_sender_daily_counts").selectAll().execute();
    expect(senders.map((row) => [row.owner_id, row.requests])).toEqual([[member, 1]]);
    // A day is 86 400 s: bucket floor(ln(86400) / ln(1.05)) = 232.
    const durations = await database.db.selectFrom("business_completion_duration_counts").selectAll().execute();
    expect(durations.map((row) => [row.bucket, row.requests])).toEqual([[232, 1]]);
  });
});
