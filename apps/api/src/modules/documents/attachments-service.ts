import type { Readable } from "node:stream";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { sizeLimitError } from "../../platform/errors/size-limit-error.ts";
import { lockBlob, scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { BlobTooLargeError } from "../../platform/storage/blob-store.ts";
import { deleteAttachmentRow, findAttachment, insertAttachment, type AttachmentRow } from "./repository.ts";

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

export function presentAttachment(attachment: AttachmentRow) {
  return {
    id: attachment.id,
    signatureRequestId: attachment.signature_request_id,
    fileName: attachment.file_name,
    contentType: attachment.content_type,
    bytes: attachment.byte_size,
    sha256: attachment.blob_sha256,
    createdAt: attachment.created_at.toISOString(),
  };
}

/** Stores a file attached to a signature request; the signature-requests module calls this. */
export async function addAttachment(
  context: PlatformContext,
  owner: AuthContext,
  input: { requestId: string; fileName: string; contentType: string; source: Readable | Uint8Array },
): Promise<AttachmentRow> {
  const staged = await context.blobs.stage(input.source, { maxBytes: MAX_ATTACHMENT_BYTES }).catch((error: unknown) => {
    if (error instanceof BlobTooLargeError) throw sizeLimitError("payload_too_large", MAX_ATTACHMENT_BYTES);
    throw error;
  });
  try {
    return await context.db.transaction().execute(async (trx) => {
      await lockBlob(trx, staged.sha256);
      await context.blobs.commit(staged);
      const attachment: AttachmentRow = {
        id: crypto.randomUUID(),
        signature_request_id: input.requestId,
        owner_id: owner.userId,
        file_name: input.fileName,
        content_type: input.contentType,
        blob_sha256: staged.sha256,
        byte_size: staged.size,
        created_at: context.clock.now(),
      };
      await insertAttachment(trx, attachment);
      return attachment;
    });
  } finally {
    await context.blobs.discard(staged);
  }
}

/** Readable by the owner of the request (signers and observers join with signature requests). */
export async function getAttachment(context: PlatformContext, auth: AuthContext, requestId: string, id: string) {
  const attachment = await findAttachment(context.db, requestId, id);
  if (!attachment || attachment.owner_id !== auth.userId) throw new AppError("not_found");
  return attachment;
}

export async function deleteAttachment(context: PlatformContext, auth: AuthContext, requestId: string, id: string) {
  await context.db.transaction().execute(async (trx) => {
    const attachment = await findAttachment(trx, requestId, id);
    if (!attachment || attachment.owner_id !== auth.userId) throw new AppError("not_found");
    await deleteAttachmentRow(trx, id);
    await scheduleBlobCleanup(context.jobs, trx, [attachment.blob_sha256]);
  });
}
