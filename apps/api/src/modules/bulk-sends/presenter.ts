import type { BulkSendColumn, BulkSendView } from "@paraph/contracts";
import type { StoredBulkSendColumn } from "../../platform/db/schema.ts";
import type { BulkSendRow } from "./repository.ts";

export function presentBulkSend(row: BulkSendRow): BulkSendView {
  return {
    id: row.id,
    templateId: row.template_id,
    templateTitle: row.template_title,
    createdBy: row.created_by,
    status: row.status,
    totalRows: row.total_rows,
    rowsDone: row.succeeded + row.failed,
    succeeded: row.succeeded,
    failed: row.failed,
    requestsCreated: row.succeeded,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

/** A header column as the dry run shows it: what the column is read as. */
export function presentColumn(header: string, column: StoredBulkSendColumn): BulkSendColumn {
  if (column.kind === "field") return { header, kind: "field", field: column.name };
  if (column.kind === "ignored") return { header, kind: "ignored" };
  return { header, kind: column.kind, role: column.role };
}
