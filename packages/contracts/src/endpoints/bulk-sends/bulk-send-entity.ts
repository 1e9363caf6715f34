import { z } from "zod";

/** Sizes of a bulk send (docs/bulk-send.md, "Limits"). */
export const BULK_SEND_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 10_000,
  /** Longest record (one row, its quoted newlines included). */
  maxRowBytes: 64 * 1024,
  /** Rows a dry run shows. */
  previewRows: 5,
} as const;

export const BULK_SEND_MEDIA_TYPE = "text/csv";

export const bulkSendStatusSchema = z.enum(["queued", "running", "completed", "failed"]);

export const bulkSendIdParams = z.strictObject({ id: z.uuid({ message: "Not a bulk send id" }) });

export const bulkSendSchema = z.object({
  id: z.uuid(),
  templateId: z.uuid().nullable(),
  templateTitle: z.string(),
  createdBy: z.uuid(),
  status: bulkSendStatusSchema,
  /** Data rows of the CSV (the header not counted). */
  totalRows: z.number().int(),
  rowsDone: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** Requests made and sent (one per succeeded row). */
  requestsCreated: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type BulkSendView = z.infer<typeof bulkSendSchema>;

/** What a dry run finds: the rows, how many the plan allows, and the first rows as they would be used. */
/** What one header column is read as: a role's person part, a form field to prefill, or ignored (`#…`). */
export const bulkSendColumnSchema = z.object({
  /** The column's name as in the header (trimmed). */
  header: z.string(),
  kind: z.enum(["email", "firstName", "lastName", "field", "ignored"]),
  /** The role, for email, firstName and lastName. */
  role: z.string().optional(),
  /** The form field, for field. */
  field: z.string().optional(),
});
export type BulkSendColumn = z.infer<typeof bulkSendColumnSchema>;

export const bulkSendPreviewSchema = z.object({
  rows: z.number().int(),
  /** The header's columns in order, as they are read against the template. */
  columns: z.array(bulkSendColumnSchema),
  /** Rows the signatures left in the plan's period cover; null for no limit. */
  allowed: z.number().int().nullable(),
  separator: z.enum([",", ";"]),
  preview: z.array(
    z.object({
      row: z.number().int(),
      roles: z.record(z.string(), z.object({ email: z.string(), firstName: z.string().optional(), lastName: z.string().optional() })),
      prefill: z.record(z.string(), z.union([z.string(), z.boolean()])),
    }),
  ),
});
export type BulkSendPreview = z.infer<typeof bulkSendPreviewSchema>;

/** One refused row: its number (from 1 after the header) and the error as errors.csv writes it. */
export const bulkSendFailedRowSchema = z.object({ row: z.number().int(), error: z.string() });

/** Failed rows are read a page at a time, after a row number. */
export const BULK_SEND_FAILED_ROWS_PAGE = 100;
