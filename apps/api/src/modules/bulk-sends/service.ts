import type { Readable } from "node:stream";
import { BULK_SEND_FAILED_ROWS_PAGE, type BulkSendPreview, type BulkSendView } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { csvStream, type CsvValue } from "../../platform/csv/csv-writer.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { lockBlob } from "../../platform/storage/blob-references.ts";
import { signatureQuotaOf } from "../billing/index.ts";
import { assertTemplateVisible, findTemplateById, type TemplateCaller, templateCallerOf, type TemplateRow } from "../templates/index.ts";
import { rowInputOf } from "./csv-columns.ts";
import { scanUploadedCsv, type ScannedCsv } from "./csv-upload.ts";
import { queueBulkSendBatch } from "./jobs.ts";
import { assertBulkSendVisible, canSeeBulkSend } from "./policy.ts";
import { presentBulkSend, presentColumn } from "./presenter.ts";
import { findBulkSend, findFailedRows, insertBulkSend, listBulkSendsOfTemplate } from "./repository.ts";

/** Anyone who may use the template may bulk-send it (templates/policy.ts). */
async function loadUsableTemplate(context: PlatformContext, userId: string, templateId: string): Promise<{ template: TemplateRow; caller: TemplateCaller }> {
  const template = await findTemplateById(context.db, templateId);
  const caller = await templateCallerOf(context.db, userId);
  assertTemplateVisible(template, caller);
  return { template, caller };
}

/**
 * Rows the signatures left cover: each row's request asks one signature per role, counted
 * against the sender's plan in the template's quality (docs/billing.md); null for no limit.
 */
async function rowsAllowed(context: PlatformContext, userId: string, template: TemplateRow): Promise<number | null> {
  const quota = await signatureQuotaOf(context, userId, template.quality as Parameters<typeof signatureQuotaOf>[2]);
  if (quota.limit === null) return null;
  return Math.max(0, Math.floor((quota.limit - quota.used) / Math.max(1, template.roles.length)));
}

function checkboxNames(template: TemplateRow): Set<string> {
  return new Set(template.roles.flatMap((role) => role.form_fields.filter((field) => field.type === "checkbox").map((field) => field.name)));
}

async function checkUpload(context: PlatformContext, userId: string, templateId: string, csv: Buffer): Promise<{ template: TemplateRow; caller: TemplateCaller; scanned: ScannedCsv; allowed: number | null }> {
  const { template, caller } = await loadUsableTemplate(context, userId, templateId);
  const scanned = await scanUploadedCsv(csv, template.roles);
  return { template, caller, scanned, allowed: await rowsAllowed(context, userId, template) };
}

/** POST /v3/templates/{id}/bulk-sends/dry-run: the checks of a bulk send, nothing stored or sent. */
export async function previewBulkSend(context: PlatformContext, userId: string, templateId: string, csv: Buffer): Promise<BulkSendPreview> {
  const { template, scanned, allowed } = await checkUpload(context, userId, templateId, csv);
  const checkboxes = checkboxNames(template);
  return {
    rows: scanned.rows,
    columns: scanned.columns.map((column, index) => presentColumn(scanned.header[index]?.trim() ?? "", column)),
    allowed,
    separator: scanned.separator,
    preview: scanned.firstRows.map((cells, index) => {
      const input = cells ? rowInputOf(scanned.columns, cells, checkboxes) : { problem: "malformed" };
      return "problem" in input ? { row: index + 1, roles: {}, prefill: {} } : { row: index + 1, ...input };
    }),
  };
}

/**
 * POST /v3/templates/{id}/bulk-sends: the CSV checked (header, rows, the plan's signatures left
 * for every row: 402 bulk_send_quota_exceeded otherwise), stored as a blob, and the first batch
 * queued in the transaction that records the bulk send.
 */
export async function createBulkSend(context: PlatformContext, userId: string, templateId: string, csv: Buffer): Promise<BulkSendView> {
  const { template, caller, scanned, allowed } = await checkUpload(context, userId, templateId, csv);
  if (allowed !== null && scanned.rows > allowed) throw new AppError("bulk_send_quota_exceeded", { rows: scanned.rows, allowed });
  const stored = await context.blobs.put(csv);
  const created = await context.db.transaction().execute(async (trx) => {
    await lockBlob(trx, stored.sha256);
    const row = await insertBulkSend(trx, {
      id: crypto.randomUUID(),
      template_id: template.id,
      template_title: template.title,
      created_by: userId,
      business_id: template.business_id ?? caller.businessId ?? null,
      csv_sha256: stored.sha256,
      separator: scanned.separator,
      header: scanned.header,
      columns: scanned.columns,
      total_rows: scanned.rows,
      next_byte: scanned.firstRowByte,
      status: "queued",
      created_at: context.clock.now(),
    });
    await queueBulkSendBatch(context, trx, row.id);
    return row;
  });
  return presentBulkSend(created);
}

export async function getBulkSend(context: PlatformContext, userId: string, bulkSendId: string): Promise<BulkSendView> {
  const bulkSend = await findBulkSend(context.db, bulkSendId);
  assertBulkSendVisible(bulkSend, await templateCallerOf(context.db, userId));
  return presentBulkSend(bulkSend);
}

/** GET /v3/templates/{id}/bulk-sends: those of the template the caller may see. */
export async function listTemplateBulkSends(context: PlatformContext, userId: string, templateId: string): Promise<{ items: BulkSendView[] }> {
  const { caller } = await loadUsableTemplate(context, userId, templateId);
  const rows = await listBulkSendsOfTemplate(context.db, templateId);
  return { items: rows.filter((row) => canSeeBulkSend(row, caller)).map(presentBulkSend) };
}

/** GET /v3/bulk-sends/{id}/failed-rows: a page of the refused rows after a row number, for the web page's list. */
export async function listFailedRows(context: PlatformContext, userId: string, bulkSendId: string, after: number): Promise<{ items: { row: number; error: string }[]; nextAfter: number | null }> {
  const bulkSend = await findBulkSend(context.db, bulkSendId);
  assertBulkSendVisible(bulkSend, await templateCallerOf(context.db, userId));
  // One more than a page tells whether another page follows.
  const rows = await findFailedRows(context.db, bulkSendId, after, BULK_SEND_FAILED_ROWS_PAGE + 1);
  const items = rows.slice(0, BULK_SEND_FAILED_ROWS_PAGE).map((row) => ({ row: row.row_number, error: row.error }));
  return { items, nextAfter: rows.length > BULK_SEND_FAILED_ROWS_PAGE ? (items[items.length - 1]?.row ?? null) : null };
}

/** Columns the errors file adds after the uploaded ones; `#` columns are ignored when the file comes back. */
const ERROR_COLUMNS = ["#row", "#error"];
const ERROR_PAGE = 500;

/**
 * GET /v3/bulk-sends/{id}/errors.csv: the failed rows' cells under the uploaded header (its own
 * `#row`/`#error` columns left out), then the row number and the error; streamed page by page.
 */
export async function bulkSendErrorsFile(context: PlatformContext, userId: string, bulkSendId: string): Promise<{ fileName: string; stream: Readable }> {
  const bulkSend = await findBulkSend(context.db, bulkSendId);
  assertBulkSendVisible(bulkSend, await templateCallerOf(context.db, userId));
  const kept = bulkSend.header.map((name, index) => ({ name, index })).filter((column) => !ERROR_COLUMNS.includes(column.name.trim().toLowerCase()));
  async function* pages(): AsyncGenerator<{ row_number: number; fields: string[] | null; error: string }[]> {
    let after = 0;
    for (;;) {
      const page = await findFailedRows(context.db, bulkSend?.id ?? "", after, ERROR_PAGE);
      if (page.length === 0) return;
      yield page;
      after = page[page.length - 1]?.row_number ?? after;
    }
  }
  const toCells = (row: { row_number: number; fields: string[] | null; error: string }): CsvValue[] => [...kept.map((column) => row.fields?.[column.index] ?? ""), row.row_number, row.error];
  return { fileName: `bulk-send-${bulkSend.id}-errors.csv`, stream: csvStream([...kept.map((column) => column.name.trim()), ...ERROR_COLUMNS], pages(), toCells) };
}
