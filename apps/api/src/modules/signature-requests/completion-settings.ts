import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findCompletionAttachmentSettingsOfUser } from "../businesses/completion-mail-settings.ts";
import type { CompletionAttachmentSettings } from "./completion-attachments.ts";
import type { SignatureRequestRow } from "./repository.ts";

/** Without business settings, everyone involved gets the signed documents and the protocol. */
export const DEFAULT_COMPLETION_ATTACHMENTS: CompletionAttachmentSettings = { signedDocument: true, signatureProtocol: true };

/** What the completion mails of this request attach, as the owner's business settings say. */
export async function completionAttachmentSettingsOf(executor: JobExecutor, request: SignatureRequestRow): Promise<CompletionAttachmentSettings> {
  return (await findCompletionAttachmentSettingsOfUser(executor, request.owner_id)) ?? DEFAULT_COMPLETION_ATTACHMENTS;
}
