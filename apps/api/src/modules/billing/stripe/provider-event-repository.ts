import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../../platform/db/database.ts";
import type { BillingProviderEventsTable } from "../../../platform/db/schema.ts";
import type { JobExecutor } from "../../../platform/jobs/job-queue.ts";

/** One verified provider event as stored (0028). */
export type ProviderEventRow = Selectable<BillingProviderEventsTable>;

/** Stores the event unless its id is stored already; true when this call stored it (a first delivery). */
export async function insertProviderEvent(executor: JobExecutor, row: Omit<Insertable<BillingProviderEventsTable>, "processed_at" | "outcome">): Promise<boolean> {
  const inserted = await executor
    .insertInto("billing_provider_events")
    .values({ ...row, processed_at: null, outcome: null })
    .onConflict((conflict) => conflict.columns(["provider", "event_id"]).doNothing())
    .returning("event_id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findProviderEvent(db: Db, provider: "stripe", eventId: string): Promise<ProviderEventRow | undefined> {
  return db.selectFrom("billing_provider_events").selectAll().where("provider", "=", provider).where("event_id", "=", eventId).executeTakeFirst();
}

export async function markProviderEventProcessed(db: Db, provider: "stripe", eventId: string, outcome: string, at: Date): Promise<void> {
  await db.updateTable("billing_provider_events").set({ processed_at: at, outcome }).where("provider", "=", provider).where("event_id", "=", eventId).execute();
}

/** Deletes up to `limit` processed events received before `before`; returns how many went. */
export async function deleteProcessedProviderEvents(db: Db, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom("billing_provider_events")
    .where(({ eb, selectFrom }) =>
      eb(
        "event_id",
        "in",
        selectFrom("billing_provider_events").select("event_id").where("processed_at", "is not", null).where("received_at", "<", before).orderBy("received_at").limit(limit),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
