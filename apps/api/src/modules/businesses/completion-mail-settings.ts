import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findBusinessById, findMembershipOfUser } from "./repository.ts";

/** One completion-mail attachment as a business sets it: attached or not, and whether a sender may change that per request. */
export interface CompletionAttachmentPolicy {
  enabled: boolean;
  customisable: boolean;
}

/**
 * What the completion mails of a request owned by this user attach, from the settings of the
 * owner's business (`mailService.attachments`); undefined when the owner belongs to no business,
 * where Paraph's defaults apply.
 */
export async function findCompletionAttachmentPolicyOfUser(
  executor: JobExecutor,
  userId: string,
): Promise<{ signedDocument: CompletionAttachmentPolicy; signatureProtocol: CompletionAttachmentPolicy } | undefined> {
  const membership = await findMembershipOfUser(executor, userId);
  const business = membership ? await findBusinessById(executor, membership.business_id) : undefined;
  if (!business) return undefined;
  return {
    signedDocument: { enabled: business.attach_signed_document, customisable: business.attach_signed_document_customisable },
    signatureProtocol: { enabled: business.attach_signature_protocol, customisable: business.attach_signature_protocol_customisable },
  };
}
