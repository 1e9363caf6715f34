import { inChunks } from "../../platform/db/insert-chunks.ts";
import type { DocumentCleaning } from "@paraph/contracts";
import type { Selectable } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { AttachmentsTable, DocumentsTable, DocumentVersionsTable, PageInfo } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type DocumentRow = Selectable<DocumentsTable>;
export type DocumentVersionRow = Selectable<DocumentVersionsTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;

export async function insertDocument(
  executor: JobExecutor,
  document: { id: string; ownerId: string; title: string; pages: PageInfo[]; cleaning: DocumentCleaning | null; createdAt: Date },
): Promise<void> {
  await executor.insertInto("documents").values(documentRowOf(document)).execute();
}

export async function insertDocumentVersion(executor: JobExecutor, version: DocumentVersionRow): Promise<void> {
  await executor.insertInto("document_versions").values(version).execute();
}

export function findDocumentById(executor: JobExecutor, id: string): Promise<DocumentRow | undefined> {
  return executor.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The document and its versions in one round trip (page images ask for this on every request).
 * The versions come as one JSON array beside the document's row, so its page list (thousands of
 * pages on a long document) is read once, not once per version.
 */
export async function findDocumentWithVersions(
  executor: JobExecutor,
  id: string,
): Promise<{ document: DocumentRow; versions: DocumentVersionRow[] } | undefined> {
  const row = await executor
    .selectFrom("documents")
    .selectAll("documents")
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom("document_versions")
          .select(["id", "document_id", "version", "kind", "blob_sha256", "byte_size", "created_at"])
          .whereRef("document_versions.document_id", "=", "documents.id")
          .orderBy("version"),
      ).as("versions"),
    )
    .where("documents.id", "=", id)
    .executeTakeFirst();
  if (!row || row.versions.length === 0) return undefined;
  const { versions, ...document } = row;
  // JSON carries the time as text and the size as a number.
  return { document, versions: versions.map((version) => ({ ...version, byte_size: Number(version.byte_size), created_at: new Date(version.created_at) })) };
}

export function findDocumentVersions(executor: JobExecutor, documentId: string): Promise<DocumentVersionRow[]> {
  return executor.selectFrom("document_versions").selectAll().where("document_id", "=", documentId).orderBy("version").execute();
}

/** Deletes the document with its versions; returns the blobs they used. */
export async function deleteDocumentRow(executor: JobExecutor, id: string): Promise<string[]> {
  const versions = await executor.selectFrom("document_versions").select("blob_sha256").where("document_id", "=", id).execute();
  await executor.deleteFrom("documents").where("id", "=", id).execute();
  return versions.map((version) => version.blob_sha256);
}

export async function insertAttachment(executor: JobExecutor, attachment: AttachmentRow): Promise<void> {
  await executor.insertInto("attachments").values(attachment).execute();
}

export function findAttachment(executor: JobExecutor, requestId: string, id: string): Promise<AttachmentRow | undefined> {
  return executor
    .selectFrom("attachments")
    .selectAll()
    .where("id", "=", id)
    .where("signature_request_id", "=", requestId)
    .executeTakeFirst();
}

export async function deleteAttachmentRow(executor: JobExecutor, id: string): Promise<void> {
  await executor.deleteFrom("attachments").where("id", "=", id).execute();
}

/** Deletes every attachment of a request; returns the blobs they used. */
export async function deleteRequestAttachmentRows(executor: JobExecutor, requestId: string): Promise<string[]> {
  const deleted = await executor.deleteFrom("attachments").where("signature_request_id", "=", requestId).returning("blob_sha256").execute();
  return deleted.map((attachment) => attachment.blob_sha256);
}

/**
 * Whether the user takes part (signer or observer, by account or by their verified address) in a
 * sent request that carries the document.
 */
export async function isDocumentSharedWith(executor: JobExecutor, documentId: string, userId: string): Promise<boolean> {
  const row = await executor
    .selectFrom("signature_request_documents as link")
    .innerJoin("signature_requests as request", "request.id", "link.signature_request_id")
    .innerJoin("users as user", (join) => join.on("user.id", "=", userId))
    .select("link.document_id")
    .where("link.document_id", "=", documentId)
    .where("request.status", "<>", "draft")
    .where((builder) =>
      builder.or([
        builder.exists(
          builder
            .selectFrom("signers")
            .select("signers.id")
            .whereRef("signers.signature_request_id", "=", "request.id")
            .where("signers.status", "<>", "removed")
            .where((inner) =>
              inner.or([
                inner("signers.user_id", "=", userId),
                inner.and([inner("signers.user_id", "is", null), inner("user.email_verified", "=", true), inner.eb("signers.email", "=", inner.ref("user.email"))]),
              ]),
            ),
        ),
        builder.exists(
          builder
            .selectFrom("observers")
            .select("observers.id")
            .whereRef("observers.signature_request_id", "=", "request.id")
            .where((inner) =>
              inner.or([
                inner("observers.user_id", "=", userId),
                inner.and([inner("observers.user_id", "is", null), inner("user.email_verified", "=", true), inner.eb("observers.email", "=", inner.ref("user.email"))]),
              ]),
            ),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The status of the request that carries the document, if any. */
export async function findCarryingRequestStatus(executor: JobExecutor, documentId: string): Promise<string | undefined> {
  const row = await executor
    .selectFrom("signature_request_documents as link")
    .innerJoin("signature_requests as request", "request.id", "link.signature_request_id")
    .select("request.status")
    .where("link.document_id", "=", documentId)
    .executeTakeFirst();
  return row?.status;
}

/** A document's row as insertDocument writes it. */
export function documentRowOf(document: { id: string; ownerId: string; title: string; pages: PageInfo[]; cleaning: DocumentCleaning | null; createdAt: Date }) {
  return {
    id: document.id,
    owner_id: document.ownerId,
    title: document.title,
    page_count: document.pages.length,
    pages: JSON.stringify(document.pages) as unknown as PageInfo[],
    cleaning: document.cleaning === null ? null : (JSON.stringify(document.cleaning) as unknown as DocumentCleaning),
    created_at: document.createdAt,
    updated_at: document.createdAt,
  };
}

/** Many documents and their versions at once (a bulk send's copies of a template's files). */
export async function insertDocumentsWithVersions(executor: JobExecutor, rows: readonly { document: ReturnType<typeof documentRowOf>; version: DocumentVersionRow }[]): Promise<void> {
  await inChunks(
    rows.map((row) => row.document),
    (chunk) => executor.insertInto("documents").values(chunk).execute(),
  );
  await inChunks(
    rows.map((row) => row.version),
    (chunk) => executor.insertInto("document_versions").values(chunk).execute(),
  );
}

/** The pages of each of these documents, by id, in one read (a document not found is left out). */
export async function findDocumentPages(executor: JobExecutor, documentIds: readonly string[]): Promise<Map<string, PageInfo[]>> {
  if (documentIds.length === 0) return new Map();
  const rows = await executor.selectFrom("documents").select(["id", "pages"]).where("id", "in", [...new Set(documentIds)]).execute();
  return new Map(rows.map((row) => [row.id, row.pages]));
}
