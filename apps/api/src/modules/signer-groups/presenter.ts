import type { SignerGroup } from "@paraph/contracts";
import type { ParticipantRow, SignerGroupRow } from "./repository.ts";

export function presentSignerGroup(row: SignerGroupRow, participantCount: number, participants?: readonly ParticipantRow[]): SignerGroup {
  return {
    id: row.id,
    businessId: row.business_id,
    name: row.name,
    participantCount,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    ...(participants
      ? { members: participants.map((participant) => ({ email: participant.email, firstName: participant.first_name, lastName: participant.last_name })) }
      : {}),
  };
}
