import type { Insertable, Selectable, Updateable } from "kysely";
import { inChunks } from "../../platform/db/insert-chunks.ts";
import type {
  ObserversTable,
  SignatureRequestDocumentsTable,
  SignatureRequestEventsTable,
  SignatureRequestsTable,
  SignersTable,
  StoredSignatureField,
} from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type SignatureRequestRow = Selectable<SignatureRequestsTable>;
export type SignerRow = Selectable<SignersTable>;
export type ObserverRow = Selectable<ObserversTable>;
export type EventRow = Selectable<SignatureRequestEventsTable>;

export function findRequestById(executor: JobExecutor, id: string): Promise<SignatureRequestRow | undefined> {
  return executor.selectFrom("signature_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Locks the request row for the rest of the transaction: changes to one request happen one at a time. */
export function findRequestForUpdate(executor: JobExecutor, id: string): Promise<SignatureRequestRow | undefined> {
  return executor.selectFrom("signature_requests").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertRequest(executor: JobExecutor, row: Insertable<SignatureRequestsTable>): Promise<void> {
  await executor.insertInto("signature_requests").values(row).execute();
}

/** Writes new requests' rows (new-request-writer.ts), several in one statement. */
export async function insertRequests(executor: JobExecutor, rows: readonly SignatureRequestRow[]): Promise<void> {
  await inChunks(
    rows.map((row) => ({ ...row, callback_urls: row.callback_urls ? JSON.stringify(row.callback_urls) : null })),
    (chunk) => executor.insertInto("signature_requests").values(chunk).execute(),
  );
}

export async function updateRequestRow(executor: JobExecutor, id: string, changes: Updateable<SignatureRequestsTable>): Promise<void> {
  await executor.updateTable("signature_requests").set(changes).where("id", "=", id).execute();
}

export async function deleteRequestRow(executor: JobExecutor, id: string): Promise<void> {
  await executor.deleteFrom("signature_requests").where("id", "=", id).execute();
}

export function findRequestDocumentIds(executor: JobExecutor, requestId: string): Promise<string[]> {
  return executor
    .selectFrom("signature_request_documents")
    .select("document_id")
    .where("signature_request_id", "=", requestId)
    .orderBy("position")
    .execute()
    .then((rows) => rows.map((row) => row.document_id));
}

export async function addRequestDocuments(executor: JobExecutor, requestId: string, documentIds: string[], firstPosition: number): Promise<void> {
  await insertRequestDocumentRows(executor, requestDocumentRowsOf(requestId, documentIds, firstPosition));
}

export function requestDocumentRowsOf(requestId: string, documentIds: readonly string[], firstPosition: number): Insertable<SignatureRequestDocumentsTable>[] {
  return documentIds.map((documentId, index) => ({ signature_request_id: requestId, document_id: documentId, position: firstPosition + index }));
}

export async function insertRequestDocumentRows(executor: JobExecutor, rows: readonly Insertable<SignatureRequestDocumentsTable>[]): Promise<void> {
  await inChunks(rows, (chunk) => executor.insertInto("signature_request_documents").values(chunk).execute());
}

export async function removeRequestDocument(executor: JobExecutor, requestId: string, documentId: string): Promise<boolean> {
  const result = await executor
    .deleteFrom("signature_request_documents")
    .where("signature_request_id", "=", requestId)
    .where("document_id", "=", documentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Documents of the owner that no request uses yet. */
export async function findUsableDocumentIds(executor: JobExecutor, ownerId: string, documentIds: string[]): Promise<Set<string>> {
  if (documentIds.length === 0) return new Set();
  const rows = await executor
    .selectFrom("documents")
    .leftJoin("signature_request_documents", "signature_request_documents.document_id", "documents.id")
    .select("documents.id")
    .where("documents.id", "in", documentIds)
    .where("documents.owner_id", "=", ownerId)
    .where("signature_request_documents.document_id", "is", null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export function findSigners(executor: JobExecutor, requestId: string): Promise<SignerRow[]> {
  return executor.selectFrom("signers").selectAll().where("signature_request_id", "=", requestId).orderBy("position").orderBy("created_at").execute();
}

export async function insertSigner(
  executor: JobExecutor,
  row: Omit<SignerRow, "fields" | "lang" | "viewed_at"> & { fields: StoredSignatureField[]; lang?: string | null },
): Promise<void> {
  await executor.insertInto("signers").values({ ...row, fields: JSON.stringify(row.fields) }).execute();
}

export async function insertSigners(executor: JobExecutor, rows: readonly SignerRow[]): Promise<void> {
  await inChunks(
    rows.map((row) => ({ ...row, fields: JSON.stringify(row.fields) })),
    (chunk) => executor.insertInto("signers").values(chunk).execute(),
  );
}

export async function updateSignerRow(
  executor: JobExecutor,
  id: string,
  changes: Omit<Updateable<SignersTable>, "fields"> & { fields?: StoredSignatureField[] },
): Promise<void> {
  const { fields, ...rest } = changes;
  await executor
    .updateTable("signers")
    .set({ ...rest, ...(fields ? { fields: JSON.stringify(fields) } : {}) })
    .where("id", "=", id)
    .execute();
}

export function findSignerByInvitationHash(executor: JobExecutor, tokenHash: string): Promise<SignerRow | undefined> {
  return executor.selectFrom("signers").selectAll().where("invitation_token_hash", "=", tokenHash).executeTakeFirst();
}

export function findObservers(executor: JobExecutor, requestId: string): Promise<ObserverRow[]> {
  return executor.selectFrom("observers").selectAll().where("signature_request_id", "=", requestId).orderBy("created_at").execute();
}

export async function insertObserver(executor: JobExecutor, row: ObserverRow): Promise<void> {
  await insertObservers(executor, [row]);
}

export async function insertObservers(executor: JobExecutor, rows: readonly ObserverRow[]): Promise<void> {
  await inChunks(rows, (chunk) => executor.insertInto("observers").values(chunk).execute());
}

export async function deleteObserverRow(executor: JobExecutor, requestId: string, id: string): Promise<ObserverRow | undefined> {
  return executor.deleteFrom("observers").where("signature_request_id", "=", requestId).where("id", "=", id).returningAll().executeTakeFirst();
}

export type NewEventRow = Omit<EventRow, "details"> & { details: Record<string, unknown> };

export async function insertEvent(executor: JobExecutor, row: NewEventRow): Promise<void> {
  await insertEvents(executor, [row]);
}

export async function insertEvents(executor: JobExecutor, rows: readonly NewEventRow[]): Promise<void> {
  await inChunks(
    rows.map((row) => ({ ...row, details: JSON.stringify(row.details) })),
    (chunk) => executor.insertInto("signature_request_events").values(chunk).execute(),
  );
}

export function findEvents(executor: JobExecutor, requestId: string): Promise<EventRow[]> {
  return executor.selectFrom("signature_request_events").selectAll().where("signature_request_id", "=", requestId).orderBy("created_at").orderBy("id").execute();
}

/** Requests in which the user (or an unclaimed invitation to their e-mail) is a signer or observer. */
export function isParticipant(executor: JobExecutor, requestId: string, userId: string, email: string) {
  return Promise.all([
    executor
      .selectFrom("signers")
      .select("id")
      .where("signature_request_id", "=", requestId)
      .where((builder) => builder.or([builder("user_id", "=", userId), builder.and([builder("user_id", "is", null), builder("email", "=", email)])]))
      .executeTakeFirst(),
    executor
      .selectFrom("observers")
      .select("id")
      .where("signature_request_id", "=", requestId)
      .where((builder) => builder.or([builder("user_id", "=", userId), builder.and([builder("user_id", "is", null), builder("email", "=", email)])]))
      .executeTakeFirst(),
  ]);
}

/** Marks a signer's first look at a request; true only for the call that did it. */
export async function markSignerViewed(executor: JobExecutor, signerId: string, now: Date): Promise<boolean> {
  const rows = await executor.updateTable("signers").set({ viewed_at: now }).where("id", "=", signerId).where("viewed_at", "is", null).returning("id").execute();
  return rows.length > 0;
}
