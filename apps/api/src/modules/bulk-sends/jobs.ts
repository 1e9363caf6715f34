import type { Readable } from "node:stream";
import { BULK_SEND_LIMITS } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { fromByteOffset, readCsvRecords } from "../../platform/csv/csv-reader.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findUserById } from "../users/index.ts";
import { assertTemplateVisible, findTemplateById, findTemplateDocuments, templateCallerOf } from "../templates/index.ts";
import { queueBulkSendCompleted } from "../webhooks/index.ts";
import { countRowOutcomes, findBulkSend, updateBulkSend, type BulkSendRow } from "./repository.ts";
import { RowLanes } from "./row-lanes.ts";
import { runBulkRow, type BulkRowContext } from "./row-runner.ts";

export const BULK_SEND_BATCH_JOB = "bulk-send-batch";

interface BatchPayload {
  bulkSendId: string;
}

/** Queues the next batch of a bulk send; a batch queued but not started is replaced, so one chain runs. */
export async function queueBulkSendBatch(context: PlatformContext, executor: JobExecutor, bulkSendId: string, runAt?: Date): Promise<void> {
  await context.jobs.enqueue(executor, BULK_SEND_BATCH_JOB, { bulkSendId } satisfies BatchPayload, { replaceKey: `bulk-send:${bulkSendId}`, ...(runAt ? { runAt } : {}) });
}

/** The cells of the rows from the bulk send's next one on, read from the stored CSV as a stream. */
function rowsFrom(context: PlatformContext, bulkSend: BulkSendRow): AsyncIterable<{ cells: string[] | null; endByte: number }> {
  return (async function* () {
    const stream = (await context.blobs.get(bulkSend.csv_sha256)) as Readable;
    try {
      for await (const record of readCsvRecords(fromByteOffset(stream, bulkSend.next_byte), bulkSend.separator, { startByte: bulkSend.next_byte, maxRecordBytes: BULK_SEND_LIMITS.maxRowBytes })) {
        yield { cells: record.fields, endByte: record.endByte };
      }
    } finally {
      stream.destroy();
    }
  })();
}

async function finish(context: PlatformContext, bulkSend: BulkSendRow, status: "completed" | "failed", cursor: { next_byte: number; next_row: number }): Promise<void> {
  const outcomes = await countRowOutcomes(context.db, bulkSend.id);
  await context.db.transaction().execute(async (trx) => {
    await updateBulkSend(trx, bulkSend.id, { ...cursor, ...outcomes, status, completed_at: context.clock.now() });
    await queueBulkSendCompleted(context, trx, {
      id: bulkSend.id,
      templateId: bulkSend.template_id,
      businessId: bulkSend.business_id,
      createdBy: bulkSend.created_by,
      totalRows: bulkSend.total_rows,
      ...outcomes,
    });
  });
}

/**
 * One batch: up to BULK_SEND_BATCH_ROWS rows from where the last batch stopped, each made and
 * sent once (row-runner.ts), BULK_SEND_ROW_CONCURRENCY of them at a time, the template and its
 * documents read once for the batch; then the cursor and counts saved and the next batch queued
 * for when the rate (BULK_SEND_ROWS_PER_MINUTE) allows it, or the bulk send completed. A batch
 * killed halfway runs again from the saved cursor and skips the rows it had done.
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
    await finish(context, bulkSend, "failed", { next_byte: bulkSend.next_byte, next_row: bulkSend.next_row });
    return;
  }
  const row: BulkRowContext = {
    bulkSendId: bulkSend.id,
    template,
    documents: await findTemplateDocuments(context.db, template.id),
    columns: bulkSend.columns,
    checkboxes: new Set(template.roles.flatMap((role) => role.form_fields.filter((field) => field.type === "checkbox").map((field) => field.name))),
    actor: { userId: bulkSend.created_by, email: (await findUserById(context.db, bulkSend.created_by))?.email ?? null },
  };
  const batchRows = context.config.BULK_SEND_BATCH_ROWS;
  let cursor = { next_byte: bulkSend.next_byte, next_row: bulkSend.next_row };
  let done = 0;
  let atEnd = true;
  const lanes = new RowLanes(context.config.BULK_SEND_ROW_CONCURRENCY);
  try {
    for await (const record of rowsFrom(context, bulkSend)) {
      if (done === batchRows) {
        atEnd = false;
        break;
      }
      const rowNumber = cursor.next_row;
      await lanes.add(() => runBulkRow(context, row, rowNumber, record.cells));
      cursor = { next_byte: record.endByte, next_row: cursor.next_row + 1 };
      done += 1;
    }
  } finally {
    await lanes.finish();
  }
  if (atEnd) {
    await finish(context, bulkSend, "completed", cursor);
    return;
  }
  const outcomes = await countRowOutcomes(context.db, bulkSend.id);
  const runAt = new Date(startedAt.getTime() + Math.ceil((batchRows * 60_000) / context.config.BULK_SEND_ROWS_PER_MINUTE));
  await context.db.transaction().execute(async (trx) => {
    await updateBulkSend(trx, bulkSend.id, { ...cursor, ...outcomes });
    await queueBulkSendBatch(context, trx, bulkSend.id, runAt);
  });
}

export function defineBulkSendJobs(context: PlatformContext): void {
  context.jobs.define(BULK_SEND_BATCH_JOB, (payload) => runBulkSendBatch(context, (payload as BatchPayload).bulkSendId), {
    maxAttempts: 8,
    onGiveUp: async (payload) => {
      const bulkSend = await findBulkSend(context.db, (payload as BatchPayload).bulkSendId);
      if (bulkSend && bulkSend.status !== "completed") await finish(context, bulkSend, "failed", { next_byte: bulkSend.next_byte, next_row: bulkSend.next_row });
    },
  });
}
