import { createRequestFromTemplateBody } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { StoredBulkSendColumn } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { Actor } from "../signature-requests/index.ts";
import { makeRequestFromTemplateIn, type TemplateDocumentRow, type TemplateRow } from "../templates/index.ts";
import { rowInputOf } from "./csv-columns.ts";
import { claimRow, recordRowFailure, setRowRequest } from "./repository.ts";

const MAX_ERROR_LENGTH = 1000;

/** How a refusal reads in the errors file: its code, message and details. */
export function describeRowError(error: AppError): string {
  const details = error.details && Object.keys(error.details).length > 0 ? ` ${JSON.stringify(error.details)}` : "";
  return `${error.code}: ${error.message}${details}`.slice(0, MAX_ERROR_LENGTH);
}

export interface BulkRowContext {
  bulkSendId: string;
  template: TemplateRow;
  /** The template's documents, read once for the batch. */
  documents: readonly TemplateDocumentRow[];
  columns: readonly StoredBulkSendColumn[];
  checkboxes: ReadonlySet<string>;
  actor: Actor & { userId: string };
}

/**
 * One row, once: its cells checked as POST /v3/templates/{id}/signature-requests checks a body,
 * then the request made and sent by the template service in a transaction that also records the
 * row (claimRow), so a row done before a crash is skipped when the batch runs again. A refusal
 * (bad address, prefill refused, plan) is recorded with the row's cells; anything else is thrown
 * so the job tries the batch again.
 */
export async function runBulkRow(context: PlatformContext, row: BulkRowContext, rowNumber: number, cells: string[] | null): Promise<void> {
  const fail = (message: string) => recordRowFailure(context.db, row.bulkSendId, rowNumber, cells, message.slice(0, MAX_ERROR_LENGTH), context.clock.now());
  if (cells === null) return fail("csv_malformed_row: A quoted cell must end at a separator or at the end of the row");
  const input = rowInputOf(row.columns, cells, row.checkboxes);
  if ("problem" in input) return fail(`csv_malformed_row: ${input.problem}`);
  const parsed = createRequestFromTemplateBody.safeParse({ roles: input.roles, prefill: input.prefill, send: true });
  if (!parsed.success) return fail(`validation_failed: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  try {
    await context.db.transaction().execute(async (trx) => {
      if (!(await claimRow(trx, row.bulkSendId, rowNumber, context.clock.now()))) return;
      const made = await makeRequestFromTemplateIn(context, trx, row.actor, row.template, { people: parsed.data.roles, prefill: parsed.data.prefill, send: true }, row.documents);
      await setRowRequest(trx, row.bulkSendId, rowNumber, made.request.id);
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await fail(describeRowError(error));
  }
}
