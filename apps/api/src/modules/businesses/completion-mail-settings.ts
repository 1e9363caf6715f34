import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findBusinessById, findMembershipOfUser } from "./repository.ts";

/**
 * What the completion mails of a request owned by this user attach, from the settings of the
 * owner's business (`mailService.attachments.*.enabled`); undefined when the owner belongs to no
 * business, where Paraph's defaults apply.
 */
export async function findCompletionAttachmentSettingsOfUser(
  executor: JobExecutor,
  userId: string,
): Promise<{ signedDocument: boolean; signatureProtocol: boolean } | undefined> {
  const membership = await findMembershipOfUser(executor, userId);
  const business = membership ? await findBusinessById(executor, membership.business_id) : undefined;
  if (!business) return undefined;
  return { signedDocument: business.attach_signed_document, signatureProtocol: business.attach_signature_protocol };
}
