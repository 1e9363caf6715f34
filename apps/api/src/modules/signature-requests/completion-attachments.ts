import type { PlatformContext } from "../../platform/context.ts";
import type { MailAttachmentRef } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findDocumentVersions, findDocumentWithVersions } from "../documents/index.ts";
import { buildReport } from "./read-service.ts";
import { findRequestById, findRequestDocumentIds, type SignatureRequestRow } from "./repository.ts";

const SIGNED_DOCUMENT = "signed-document";
const SIGNATURE_PROTOCOL = "signature-protocol";

/** Above this the signed documents stay behind the link in the mail: many mail servers refuse 20 MB and more. */
export const MAX_ATTACHED_DOCUMENT_BYTES = 15 * 1024 * 1024;

/** Which files a completion mail carries; business settings choose (mailService.attachments), others get both. */
export interface CompletionAttachmentSettings {
  signedDocument: boolean;
  signatureProtocol: boolean;
}

/** The attachment sources the mailer resolves at delivery, when the archive versions exist. */
export function defineCompletionAttachmentSources(context: PlatformContext): void {
  context.mailer.defineAttachmentSource(SIGNED_DOCUMENT, async (documentId) => {
    const signed = (await findDocumentVersions(context.db, documentId)).filter((version) => version.kind === "signed").at(-1);
    if (!signed) throw new Error(`Document ${documentId} has no signed version to attach`);
    return context.blobs.getBuffer(signed.blob_sha256);
  });
  context.mailer.defineAttachmentSource(SIGNATURE_PROTOCOL, async (requestId) => {
    const request = await findRequestById(context.db, requestId);
    if (!request) throw new Error(`Signature request ${requestId} is gone`);
    return (await buildReport(context, request.owner_id, requestId, "protocol")).bytes;
  });
}

/** The files every completion mail of this request carries. */
export async function completionAttachmentsOf(
  executor: JobExecutor,
  request: SignatureRequestRow,
  settings: CompletionAttachmentSettings,
): Promise<MailAttachmentRef[]> {
  const documents: MailAttachmentRef[] = [];
  let totalBytes = 0;
  if (settings.signedDocument) {
    for (const documentId of await findRequestDocumentIds(executor, request.id)) {
      const found = await findDocumentWithVersions(executor, documentId);
      const latest = found?.versions.at(-1);
      if (!found || !latest) continue;
      totalBytes += latest.byte_size;
      const name = found.document.title.replace(/\.pdf$/i, "");
      documents.push({ source: SIGNED_DOCUMENT, key: documentId, filename: `${name} - signed.pdf`, contentType: "application/pdf" });
    }
  }
  const protocol: MailAttachmentRef[] = settings.signatureProtocol
    ? [{ source: SIGNATURE_PROTOCOL, key: request.id, filename: `${request.title} - signature protocol.pdf`, contentType: "application/pdf" }]
    : [];
  return [...(totalBytes <= MAX_ATTACHED_DOCUMENT_BYTES ? documents : []), ...protocol];
}
