import type { Readable } from "node:stream";
import { BULK_SEND_LIMITS } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { fromByteOffset, readCsvRecords } from "../../platform/csv/csv-reader.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { insertNewRequests } from "../signature-requests/index.ts";
import { findUserById } from "../users/index.ts";
import { assertTemplateVisible, templateCallerOf } from "../templates/index.ts";
import { findTemplateById, findTemplateDocuments } from "../templates/index.ts";
import { queueBulkSendCompleted } from "../webhooks/index.ts";
import { makeBatchRows, type BatchSource, type ReadRow } from "./batch-rows.ts";
import { claimRows, countRowOutcomes, findBulkSend, updateBulkSend, type BulkSendRow } from "./repository.ts";

export const BULK_SEND_BATCH_JOB = "bulk-send-batch";

interface BatchPayload {
  bulkSendId: string;
}

/** Queues the next batch of a bulk send; a batch queued but not started is replaced, so one chain runs. */
export async function queueBulkSendBatch(context: PlatformContext, executor: JobExecutor, bulkSendId: string, runAt?: Date): Promise<void> {
  await context.jobs.enqueue(executor, BULK_SEND_BATCH_JOB, { bulkSendId } satisfies BatchPayload, { replaceKey: `bulk-send:${bulkSendId}`, ...(runAt ? { runAt } : {}) });
}

type Cursor = Pick<BulkSendRow, "next_byte" | "next_row">;

function cursorOf(bulkSend: BulkSendRow): Cursor {
  return { next_byte: bulkSend.next_byte, next_row: bulkSend.next_row };
}

/**
 * Up to `count` rows from the bulk send's cursor on, read from the stored CSV as a stream (memory
 * holds these rows, never the file's), the cursor after them, and whether the file ends there.
 */
async function readBatch(context: PlatformContext, bulkSend: BulkSendRow, count: number): Promise<{ rows: ReadRow[]; cursor: Cursor; atEnd: boolean }> {
  const stream = (await context.blobs.get(bulkSend.csv_sha256)) as Readable;
  const rows: ReadRow[] = [];
  let cursor = cursorOf(bulkSend);
  try {
    for await (const record of readCsvRecords(fromByteOffset(stream, bulkSend.next_byte), bulkSend.separator, { startByte: bulkSend.next_byte, maxRecordBytes: BULK_SEND_LIMITS.maxRowBytes })) {
      if (rows.length === count) return { rows, cursor, atEnd: false };
      rows.push({ rowNumber: cursor.next_row, cells: record.fields });
      cursor = { next_byte: record.endByte, next_row: cursor.next_row + 1 };
    }
  } finally {
    stream.destroy();
  }
  return { rows, cursor, atEnd: true };
}

/** Ends the bulk send in the caller's transaction: the cursor, counts and status saved, the webhook queued. */
async function finish(context: PlatformContext, executor: JobExecutor, bulkSend: BulkSendRow, status: "completed" | "failed", cursor: Cursor): Promise<void> {
  const outcomes = await countRowOutcomes(executor, bulkSend.id);
  await updateBulkSend(executor, bulkSend.id, { ...cursor, ...outcomes, status, completed_at: context.clock.now() });
  await queueBulkSendCompleted(context, executor, {
    id: bulkSend.id,
    templateId: bulkSend.template_id,
    businessId: bulkSend.business_id,
    createdBy: bulkSend.created_by,
    totalRows: bulkSend.total_rows,
    ...outcomes,
  });
}

/**
 * One batch: up to BULK_SEND_BATCH_ROWS rows from where the last batch stopped, made in memory
 * as POST /v3/templates/{id}/signature-requests makes a request (batch-rows.ts), then written in
 * one transaction: each row's record (claimRows) with its request, every table in one statement
 * for the batch, the cursor and counts, and the next batch queued for when the rate
 * (BULK_SEND_ROWS_PER_MINUTE) allows it, or the bulk send completed. A batch killed halfway left
 * nothing; run again, it starts at the saved cursor, and a row already recorded (a run beside it)
 * is not made twice.
 */
export async function runBulkSendBatch(context: PlatformContext, bulkSendId: string): Promise<void> {
  const bulkSend = await findBulkSend(context.db, bulkSendId);
  if (!bulkSend || bulkSend.status === "completed" || bulkSend.status === "failed") return;
  const startedAt = context.clock.now();
  if (bulkSend.status === "queued") await updateBulkSend(context.db, bulkSend.id, { status: "running", started_at: startedAt });
  const template = bulkSend.template_id ? await findTemplateById(context.db, bulkSend.template_id) : undefined;
  const caller = await templateCallerOf(context.db, bulkSend.created_by);
  try {
    assertTemplateVisible(template, caller);
  } catch {
    // The template is gone, or no longer the sender's to use: the rows left are not sent.
    await context.db.transaction().execute((trx) => finish(context, trx, bulkSend, "failed", cursorOf(bulkSend)));
    return;
  }
  const source: BatchSource = {
    template,
    documents: await findTemplateDocuments(context.db, template.id),
    columns: bulkSend.columns,
    checkboxes: new Set(template.roles.flatMap((role) => role.form_fields.filter((field) => field.type === "checkbox").map((field) => field.name))),
    actor: { userId: bulkSend.created_by, email: (await findUserById(context.db, bulkSend.created_by))?.email ?? null },
  };
  const batchRows = context.config.BULK_SEND_BATCH_ROWS;
  const { rows, cursor, atEnd } = await readBatch(context, bulkSend, batchRows);
  const made = await makeBatchRows(context, source, rows);
  await context.db.transaction().execute(async (trx) => {
    const records = made.map((row) => ({ row_number: row.rowNumber, signature_request_id: row.request?.request.id ?? null, error: row.error ?? null, fields: row.error === undefined ? null : row.cells }));
    const claimed = await claimRows(trx, bulkSend.id, records, context.clock.now());
    await insertNewRequests(
      context,
      trx,
      made.flatMap((row) => (row.request && claimed.has(row.rowNumber) ? [row.request] : [])),
    );
    if (atEnd) {
      await finish(context, trx, bulkSend, "completed", cursor);
      return;
    }
    await updateBulkSend(trx, bulkSend.id, { ...cursor, ...(await countRowOutcomes(trx, bulkSend.id)) });
    await queueBulkSendBatch(context, trx, bulkSend.id, new Date(startedAt.getTime() + Math.ceil((batchRows * 60_000) / context.config.BULK_SEND_ROWS_PER_MINUTE)));
  });
}

export function defineBulkSendJobs(context: PlatformContext): void {
  context.jobs.define(BULK_SEND_BATCH_JOB, (payload) => runBulkSendBatch(context, (payload as BatchPayload).bulkSendId), {
    maxAttempts: 8,
    onGiveUp: async (payload) => {
      const bulkSend = await findBulkSend(context.db, (payload as BatchPayload).bulkSendId);
      if (bulkSend && bulkSend.status !== "completed") await context.db.transaction().execute((trx) => finish(context, trx, bulkSend, "failed", cursorOf(bulkSend)));
    },
  });
}
