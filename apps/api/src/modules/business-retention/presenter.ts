import type { AutomaticDeletion } from "@paraph/contracts";
import type { AutomaticDeletionRow } from "./repository.ts";

export function presentAutomaticDeletion(row: AutomaticDeletionRow): AutomaticDeletion {
  return {
    requestId: row.signature_request_id,
    title: row.title,
    status: row.status,
    ownerId: row.owner_id,
    documentCount: row.document_count,
    closedAt: row.closed_at.toISOString(),
    deletedAt: row.deleted_at.toISOString(),
  };
}
