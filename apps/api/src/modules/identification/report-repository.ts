import type { Updateable } from "kysely";
import type { IdentificationsTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { ReportedIdentity } from "./protocol/report.ts";
import type { IdentificationRow } from "./repository.ts";

/** Records a report's event id; false when it was recorded before (a replay). */
export async function recordReportEvent(executor: JobExecutor, event: { eventId: string; identificationId: string | null; outcome: string; at: Date }): Promise<boolean> {
  const inserted = await executor
    .insertInto("identification_callback_events")
    .values({ event_id: event.eventId, identification_id: event.identificationId, outcome: event.outcome, received_at: event.at })
    .onConflict((conflict) => conflict.column("event_id").doNothing())
    .returning("event_id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function lockIdentification(executor: JobExecutor, id: string): Promise<IdentificationRow | undefined> {
  return executor.selectFrom("identifications").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateIdentification(executor: JobExecutor, id: string, changes: Updateable<IdentificationsTable>): Promise<void> {
  await executor.updateTable("identifications").set(changes).where("id", "=", id).execute();
}

/** A refused report leaves the identification as it was but for the note of what was refused. */
export async function noteRefusedReport(executor: JobExecutor, id: string, code: string, at: Date): Promise<void> {
  await executor.updateTable("identifications").set({ rejected_callback_code: code, rejected_callback_at: at }).where("id", "=", id).execute();
}

export function identityColumns(identity: ReportedIdentity) {
  return { eid_first_name: identity.firstName, eid_last_name: identity.lastName, eid_date_of_birth: identity.dateOfBirth, eid_document_number: identity.documentNumber };
}
