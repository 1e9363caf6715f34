import type { Insertable, Selectable } from "kysely";
import type { EmbeddedSessionsTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type EmbeddedSessionRow = Selectable<EmbeddedSessionsTable>;

export async function insertEmbeddedSession(executor: JobExecutor, row: Insertable<EmbeddedSessionsTable>): Promise<void> {
  await executor.insertInto("embedded_sessions").values(row).execute();
}

/** Held until the transaction ends, so two pages opening the same link cannot both succeed. */
export function findEmbeddedSessionForUpdate(executor: JobExecutor, tokenHash: string): Promise<EmbeddedSessionRow | undefined> {
  return executor.selectFrom("embedded_sessions").selectAll().where("token_hash", "=", tokenHash).forUpdate().executeTakeFirst();
}

export async function markEmbeddedSessionOpened(executor: JobExecutor, id: string, now: Date): Promise<void> {
  await executor.updateTable("embedded_sessions").set({ opened_at: now }).where("id", "=", id).execute();
}

/** A template's session composes the draft it made; it binds once (a second draft stays outside the scope). */
export async function bindEmbeddedSessionRequest(executor: JobExecutor, id: string, requestId: string): Promise<void> {
  await executor.updateTable("embedded_sessions").set({ signature_request_id: requestId }).where("id", "=", id).where("signature_request_id", "is", null).execute();
}

export async function isDocumentOfRequest(executor: JobExecutor, documentId: string, requestId: string): Promise<boolean> {
  const row = await executor
    .selectFrom("signature_request_documents")
    .select("document_id")
    .where("document_id", "=", documentId)
    .where("signature_request_id", "=", requestId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The origins the business lets frame Paraph's embedded pages (its `embedOrigins` setting, migration 0053). */
export async function findEmbedOriginsOfBusiness(executor: JobExecutor, businessId: string): Promise<string[]> {
  const row = await executor.selectFrom("businesses").select("embed_origins").where("id", "=", businessId).executeTakeFirst();
  return row?.embed_origins ?? [];
}

export function findEmbeddedSessionByTokenHash(executor: JobExecutor, tokenHash: string): Promise<EmbeddedSessionRow | undefined> {
  return executor.selectFrom("embedded_sessions").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}
