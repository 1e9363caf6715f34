import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { createRequestFromTemplateBody } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { StoredBulkSendColumn } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { Actor } from "../signature-requests/index.ts";
import type { NewRequest } from "../signature-requests/index.ts";
import { loadTemplateRequestLookups, templateRequestOf, type TemplateRequestInput, type TemplateSource } from "../templates/index.ts";
import { rowInputOf } from "./csv-columns.ts";

const MAX_ERROR_LENGTH = 1000;
/** Rows made in memory between two turns of the event loop, so a batch does not hold it for long. */
const ROWS_PER_TURN = 20;

/** How a refusal reads in the errors file: its code, message and details. */
function describeRowError(error: AppError): string {
  const details = error.details && Object.keys(error.details).length > 0 ? ` ${JSON.stringify(error.details)}` : "";
  return `${error.code}: ${error.message}${details}`.slice(0, MAX_ERROR_LENGTH);
}

/** What a batch's rows are made of: the template, the header's columns, the sender. */
export interface BatchSource extends TemplateSource {
  columns: readonly StoredBulkSendColumn[];
  checkboxes: ReadonlySet<string>;
  actor: Actor & { userId: string };
}

/** A row read from the file: its number and cells (null: malformed). */
export interface ReadRow {
  rowNumber: number;
  cells: string[] | null;
}

/** A row made in memory: its request, or the reason it is refused. */
export type MadeRow = ReadRow & ({ request: NewRequest; error?: undefined } | { request?: undefined; error: string });

/** A row's cells as the body of POST /v3/templates/{id}/signature-requests with `send: true`, or why they are not one. */
function inputOf(source: BatchSource, cells: string[] | null): TemplateRequestInput | { error: string } {
  if (cells === null) return { error: "csv_malformed_row: A quoted cell must end at a separator or at the end of the row" };
  const input = rowInputOf(source.columns, cells, source.checkboxes);
  if ("problem" in input) return { error: `csv_malformed_row: ${input.problem}` };
  const parsed = createRequestFromTemplateBody.safeParse({ roles: input.roles, prefill: input.prefill, send: true });
  if (!parsed.success) return { error: `validation_failed: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}` };
  return { people: parsed.data.roles, prefill: parsed.data.prefill, send: true };
}

/**
 * A batch's rows made in memory, each checked as POST /v3/templates/{id}/signature-requests
 * checks a body and made as it makes its request (templateRequestOf), with what the database
 * says of the sender and the rows' people read once for the batch. A refusal (a bad address, a
 * prefill its field refuses, the plan's) is the row's; anything else is thrown (the batch is
 * tried again). Nothing is written: the batch's transaction writes the rows it claims.
 */
export async function makeBatchRows(context: PlatformContext, source: BatchSource, rows: readonly ReadRow[]): Promise<MadeRow[]> {
  const inputs = rows.map((row) => ({ row, input: inputOf(source, row.cells) }));
  const valid = inputs.flatMap(({ input }) => ("error" in input ? [] : [input]));
  const lookups = await loadTemplateRequestLookups(context, context.db, source.actor.userId, valid);
  const made: MadeRow[] = [];
  for (const [index, { row, input }] of inputs.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await yieldToEventLoop();
    if ("error" in input) {
      made.push({ ...row, error: input.error });
      continue;
    }
    try {
      made.push({ ...row, request: templateRequestOf(context, lookups, source.actor, source, input) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      made.push({ ...row, error: describeRowError(error) });
    }
  }
  return made;
}
