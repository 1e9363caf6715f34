import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { type CompletionAttachmentPolicy, findCompletionAttachmentPolicyOfUser } from "../businesses/index.ts";
import type { CompletionAttachmentSettings } from "./completion-attachments.ts";
import type { SignatureRequestRow } from "./repository.ts";

/** A sender's choice for one request's completion mails (the `mail_attachments` of create and update). */
export interface MailAttachmentChoice {
  signed_document?: boolean | null | undefined;
  signature_protocol?: boolean | null | undefined;
}

/** Without business settings, everyone involved gets the signed documents and the protocol. */
export const DEFAULT_COMPLETION_ATTACHMENTS: CompletionAttachmentSettings = { signedDocument: true, signatureProtocol: true };

/** The sender's choice counts only where the business lets senders choose; outside a business it always counts. */
function decide(policy: CompletionAttachmentPolicy | undefined, choice: boolean | null, fallback: boolean): boolean {
  if (!policy) return choice ?? fallback;
  return policy.customisable && choice !== null ? choice : policy.enabled;
}

/**
 * What the completion mails of this request attach: the owner's business settings, or the
 * sender's own choice for the request where the business makes that attachment customisable.
 */
export async function completionAttachmentSettingsOf(executor: JobExecutor, request: SignatureRequestRow): Promise<CompletionAttachmentSettings> {
  const policy = await findCompletionAttachmentPolicyOfUser(executor, request.owner_id);
  return {
    signedDocument: decide(policy?.signedDocument, request.attach_signed_document, DEFAULT_COMPLETION_ATTACHMENTS.signedDocument),
    signatureProtocol: decide(policy?.signatureProtocol, request.attach_signature_protocol, DEFAULT_COMPLETION_ATTACHMENTS.signatureProtocol),
  };
}

/**
 * The request columns for a sender's choice of attachments; a choice the owner's business does
 * not make customisable is refused (`mail_attachment_not_customisable`), naming the attachments.
 */
export async function mailAttachmentColumns(
  executor: JobExecutor,
  ownerId: string,
  choice: MailAttachmentChoice | undefined,
): Promise<{ attach_signed_document?: boolean | null; attach_signature_protocol?: boolean | null }> {
  if (!choice) return {};
  const policy = await findCompletionAttachmentPolicyOfUser(executor, ownerId);
  const refused = [
    ...(choice.signed_document !== undefined && policy && !policy.signedDocument.customisable ? ["signedDocument"] : []),
    ...(choice.signature_protocol !== undefined && policy && !policy.signatureProtocol.customisable ? ["signatureProtocol"] : []),
  ];
  if (refused.length > 0) throw new AppError("mail_attachment_not_customisable", { attachments: refused });
  return {
    ...(choice.signed_document !== undefined ? { attach_signed_document: choice.signed_document } : {}),
    ...(choice.signature_protocol !== undefined ? { attach_signature_protocol: choice.signature_protocol } : {}),
  };
}
