import type { Selectable } from "kysely";
import type { AttachmentsTable, DocumentsTable, DocumentVersionsTable, PageInfo } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type DocumentRow = Selectable<DocumentsTable>;
export type DocumentVersionRow = Selectable<DocumentVersionsTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;

export async function insertDocument(
  executor: JobExecutor,
  document: { id: string; ownerId: string; title: string; pages: PageInfo[]; createdAt: Date },
): Promise<void> {
  await executor
    .insertInto("documents")
    .values({
      id: document.id,
      owner_id: document.ownerId,
      title: document.title,
      page_count: document.pages.length,
      pages: JSON.stringify(document.pages) as unknown as PageInfo[],
      created_at: document.createdAt,
      updated_at: document.createdAt,
    })
    .execute();
}

export async function insertDocumentVersion(executor: JobExecutor, version: DocumentVersionRow): Promise<void> {
  await executor.insertInto("document_versions").values(version).execute();
}

export function findDocumentById(executor: JobExecutor, id: string): Promise<DocumentRow | undefined> {
  return executor.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The document and its versions in one round trip (page images ask for this on every request). */
export async function findDocumentWithVersions(
  executor: JobExecutor,
  id: string,
): Promise<{ document: DocumentRow; versions: DocumentVersionRow[] } | undefined> {
  const rows = await executor
    .selectFrom("documents")
    .innerJoin("document_versions", "document_versions.document_id", "documents.id")
    .selectAll("documents")
    .select([
      "document_versions.id as version_id",
      "document_versions.version",
      "document_versions.kind",
      "document_versions.blob_sha256",
      "document_versions.byte_size",
      "document_versions.created_at as version_created_at",
    ])
    .where("documents.id", "=", id)
    .orderBy("document_versions.version")
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const document: DocumentRow = {
    id: first.id,
    owner_id: first.owner_id,
    title: first.title,
    page_count: first.page_count,
    pages: first.pages,
    created_at: first.created_at,
    updated_at: first.updated_at,
  };
  const versions = rows.map((row) => ({
    id: row.version_id,
    document_id: row.id,
    version: row.version,
    kind: row.kind,
    blob_sha256: row.blob_sha256,
    byte_size: row.byte_size,
    created_at: row.version_created_at,
  }));
  return { document, versions };
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

export function findAttachment(executor: JobExecutor, signatureRequestId: string, id: string): Promise<AttachmentRow | undefined> {
  return executor
    .selectFrom("attachments")
    .selectAll()
    .where("id", "=", id)
    .where("signature_request_id", "=", signatureRequestId)
    .executeTakeFirst();
}

export async function deleteAttachmentRow(executor: JobExecutor, id: string): Promise<void> {
  await executor.deleteFrom("attachments").where("id", "=", id).execute();
}

/** Deletes every attachment of a request; returns the blobs they used. */
export async function deleteRequestAttachmentRows(executor: JobExecutor, signatureRequestId: string): Promise<string[]> {
  const deleted = await executor.deleteFrom("attachments").where("signature_request_id", "=", signatureRequestId).returning("blob_sha256").execute();
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
