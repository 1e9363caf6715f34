import type { AuthContext } from "../../platform/auth/sessions.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findCarryingRequestStatus, isDocumentSharedWith, type DocumentRow } from "./repository.ts";

/**
 * Who may read a document: its owner, and the signers and observers of the sent request that
 * carries it. Anyone else learns nothing: 404.
 */
export async function assertCanReadDocument(
  executor: JobExecutor,
  auth: AuthContext,
  document: DocumentRow | undefined,
): Promise<DocumentRow> {
  if (document && (document.owner_id === auth.userId || (await isDocumentSharedWith(executor, document.id, auth.userId)))) return document;
  throw new AppError("not_found");
}

/** Only the owner deletes, and only while no sent request carries the document. */
export async function assertCanDeleteDocument(
  executor: JobExecutor,
  auth: AuthContext,
  document: DocumentRow | undefined,
): Promise<DocumentRow> {
  if (!document || document.owner_id !== auth.userId) throw new AppError("not_found");
  const status = await findCarryingRequestStatus(executor, document.id);
  if (status !== undefined && status !== "draft") throw new AppError("document_in_use", { requestStatus: status });
  return document;
}
