import type { Selectable } from "kysely";
import type { BulkSendsTable } from "../../platform/db/schema.ts";
import { inChunks } from "../../platform/db/insert-chunks.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type BulkSendRow = Selectable<BulkSendsTable>;

export async function insertBulkSend(executor: JobExecutor, row: Omit<BulkSendRow, "next_row" | "succeeded" | "failed" | "started_at" | "completed_at">): Promise<BulkSendRow> {
  return executor
    .insertInto("bulk_sends")
    .values({ ...row, header: JSON.stringify(row.header), columns: JSON.stringify(row.columns) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findBulkSend(executor: JobExecutor, id: string): Promise<BulkSendRow | undefined> {
  return executor.selectFrom("bulk_sends").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listBulkSendsOfTemplate(executor: JobExecutor, templateId: string): Promise<BulkSendRow[]> {
  return executor.selectFrom("bulk_sends").selectAll().where("template_id", "=", templateId).orderBy("created_at", "desc").orderBy("id").limit(100).execute();
}

/** A row's record: the request it made, or its error and cells. */
export interface RowRecord {
  row_number: number;
  signature_request_id: string | null;
  error: string | null;
  fields: readonly string[] | null;
}

/**
 * Records a batch's rows, answering the numbers of those that had no record yet: the rows this
 * run makes. Inserted in the transaction that writes their requests, so a record and its request
 * commit together or not at all; a second run of the same rows waits on their keys and then
 * finds them done (the primary key (bulk_send_id, row_number)).
 */
export async function claimRows(executor: JobExecutor, bulkSendId: string, rows: readonly RowRecord[], now: Date): Promise<Set<number>> {
  const claimed = new Set<number>();
  await inChunks(
    rows.map((row) => ({ bulk_send_id: bulkSendId, row_number: row.row_number, signature_request_id: row.signature_request_id, error: row.error, fields: row.fields ? JSON.stringify(row.fields) : null, created_at: now })),
    async (chunk) => {
      const inserted = await executor
        .insertInto("bulk_send_rows")
        .values(chunk)
        .onConflict((conflict) => conflict.columns(["bulk_send_id", "row_number"]).doNothing())
        .returning("row_number")
        .execute();
      for (const row of inserted) claimed.add(row.row_number);
    },
  );
  return claimed;
}

export async function countRowOutcomes(executor: JobExecutor, bulkSendId: string): Promise<{ succeeded: number; failed: number }> {
  const row = await executor
    .selectFrom("bulk_send_rows")
    .select((eb) => [eb.fn.countAll<number>().filterWhere("error", "is", null).as("succeeded"), eb.fn.countAll<number>().filterWhere("error", "is not", null).as("failed")])
    .where("bulk_send_id", "=", bulkSendId)
    .executeTakeFirstOrThrow();
  return { succeeded: Number(row.succeeded), failed: Number(row.failed) };
}

export async function updateBulkSend(
  executor: JobExecutor,
  id: string,
  changes: Partial<Pick<BulkSendRow, "next_byte" | "next_row" | "succeeded" | "failed" | "status" | "started_at" | "completed_at">>,
): Promise<void> {
  await executor.updateTable("bulk_sends").set(changes).where("id", "=", id).execute();
}

/** Failed rows after `afterRow`, in row order, a page at a time (the errors file). */
export async function findFailedRows(executor: JobExecutor, bulkSendId: string, afterRow: number, limit: number): Promise<{ row_number: number; fields: string[] | null; error: string }[]> {
  const rows = await executor
    .selectFrom("bulk_send_rows")
    .select(["row_number", "fields", "error"])
    .where("bulk_send_id", "=", bulkSendId)
    .where("error", "is not", null)
    .where("row_number", ">", afterRow)
    .orderBy("row_number")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ row_number: row.row_number, fields: row.fields, error: row.error ?? "" }));
}
