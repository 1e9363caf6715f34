import type { Identification } from "@paraph/contracts";
import type { IdentificationRow } from "./repository.ts";

export function presentIdentification(row: IdentificationRow): Identification {
  return {
    id: row.id,
    provider: row.provider,
    method: row.method,
    legislation: row.legislation,
    status: row.status,
    isDemo: row.is_demo,
    signatureRequestId: row.signature_request_id,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}
