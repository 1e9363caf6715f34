import { sql } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

/**
 * The SQL of the documents' signing lines (migration 0041). Times are the database's
 * (`clock_timestamp()`), so replicas whose clocks differ agree on whose lease ran out.
 */

/**
 * Takes one arrival number and a place for it in each document's line, in one short transaction.
 * Each document's line is locked (sorted ids: two acts over the same documents lock them in the
 * same order) before the number is drawn, so on every document arrivals are numbered in the
 * order their places become visible: an act never finds, after it started, a place ahead of it.
 */
export async function enterLines(db: Db, documentIds: readonly string[], leaseMs: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    for (const documentId of [...documentIds].sort()) {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`signing-line:${documentId}`}, 0))`.execute(trx);
    }
    const { rows } = await sql<{ arrival: string }>`SELECT nextval('document_signing_arrivals')::text AS arrival`.execute(trx);
    const arrival = Number(rows[0]?.arrival);
    await insertPlaces(trx, documentIds, arrival, leaseMs);
    return arrival;
  });
}

/** Takes the act's places in the documents' lines, living for one lease. */
async function insertPlaces(db: JobExecutor, documentIds: readonly string[], arrival: number, leaseMs: number): Promise<void> {
  await db
    .insertInto("document_signing_turns")
    .values(documentIds.map((documentId) => ({ document_id: documentId, arrival, lease_until: leaseUntil(leaseMs) })))
    .execute();
}

/**
 * Keeps the act's places alive for another lease. A place that lapsed meanwhile (its process
 * stalled past the lease, and others may have had their turn) is not taken back: the recording
 * transaction's version check catches what that act prepares.
 */
export async function renewPlaces(db: Db, arrival: number, leaseMs: number): Promise<void> {
  await db.updateTable("document_signing_turns").set({ lease_until: leaseUntil(leaseMs) }).where("arrival", "=", arrival).execute();
}

function leaseUntil(leaseMs: number) {
  return sql<Date>`clock_timestamp() + make_interval(secs => ${leaseMs / 1000})`;
}

/** How many other acts hold a live place ahead of `arrival` in any of the documents' lines. */
export async function countActsAhead(db: Db, documentIds: readonly string[], arrival: number): Promise<number> {
  const row = await db
    .selectFrom("document_signing_turns")
    .select(sql<string>`count(DISTINCT arrival)::text`.as("ahead"))
    .where("document_id", "in", documentIds)
    .where("arrival", "<", arrival)
    .where("lease_until", ">", sql<Date>`clock_timestamp()`)
    .executeTakeFirst();
  return Number(row?.ahead ?? 0);
}

/** The act leaves every line it stood in. */
export async function leaveLines(db: Db, arrival: number): Promise<void> {
  await db.deleteFrom("document_signing_turns").where("arrival", "=", arrival).execute();
}

/** Places whose lease ran out long ago (their process died): nobody counts them, and they go. */
export async function deleteLapsedPlaces(db: Db, documentIds: readonly string[]): Promise<void> {
  await db
    .deleteFrom("document_signing_turns")
    .where("document_id", "in", documentIds)
    .where("lease_until", "<", sql<Date>`clock_timestamp() - interval '1 minute'`)
    .execute();
}
