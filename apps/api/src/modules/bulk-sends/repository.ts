import type { Selectable } from "kysely";
import type { BulkSendsTable } from "../../platform/db/schema.ts";
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

/**
 * Takes a row for this run: true when no record of it existed. Inserted in the transaction that
 * makes the row's request, so the record and the request commit together or not at all, and a
 * second run waits on the key and then finds the row done.
 */
export async function claimRow(executor: JobExecutor, bulkSendId: string, rowNumber: number, now: Date): Promise<boolean> {
  const inserted = await executor
    .insertInto("bulk_send_rows")
    .values({ bulk_send_id: bulkSendId, row_number: rowNumber, signature_request_id: null, error: null, fields: null, created_at: now })
    .onConflict((conflict) => conflict.columns(["bulk_send_id", "row_number"]).doNothing())
    .returning("row_number")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setRowRequest(executor: JobExecutor, bulkSendId: string, rowNumber: number, requestId: string): Promise<void> {
  await executor.updateTable("bulk_send_rows").set({ signature_request_id: requestId }).where("bulk_send_id", "=", bulkSendId).where("row_number", "=", rowNumber).execute();
}

/** Records a failed row once (a run again after a crash leaves the first record). */
export async function recordRowFailure(executor: JobExecutor, bulkSendId: string, rowNumber: number, fields: readonly string[] | null, error: string, now: Date): Promise<void> {
  await executor
    .insertInto("bulk_send_rows")
    .values({ bulk_send_id: bulkSendId, row_number: rowNumber, signature_request_id: null, error, fields: fields ? JSON.stringify(fields) : null, created_at: now })
    .onConflict((conflict) => conflict.columns(["bulk_send_id", "row_number"]).doNothing())
    .execute();
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
