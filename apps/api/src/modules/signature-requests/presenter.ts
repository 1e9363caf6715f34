import type { DocumentView, SignatureRequestView } from "@paraph/contracts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findDocumentWithVersions, presentDocument } from "../documents/index.ts";
import { findRequestFormFields, presentSignerFormFields } from "../form-fields/index.ts";
import { findUserById } from "../users/index.ts";
import { actionContextOf, isMine, type LoadedRequest } from "./access.ts";
import { findRequestDocumentIds } from "./repository.ts";
import { allowedActions } from "./state-machine.ts";

export async function presentRequest(executor: JobExecutor, loaded: LoadedRequest): Promise<SignatureRequestView> {
  const { request, signers, observers, user } = loaded;
  const owner = await findUserById(executor, request.owner_id);
  const documentIds = await findRequestDocumentIds(executor, request.id);
  const documents: DocumentView[] = [];
  for (const documentId of documentIds) {
    const found = await findDocumentWithVersions(executor, documentId);
    if (found) documents.push(presentDocument(found.document, found.versions));
  }
  const formFields = await findRequestFormFields(executor, request.id);
  const fieldViewer = { isOwner: loaded.roles.has("owner"), mySignerId: loaded.mySigner?.id };
  const myRole = loaded.roles.has("owner") ? "owner" : loaded.roles.has("signer") ? "signer" : "observer";
  return {
    id: request.id,
    title: request.title,
    message: request.message,
    termsOfUse: request.terms_of_use,
    status: request.status,
    signingOrder: request.signing_order,
    quality: request.quality as SignatureRequestView["quality"],
    legislation: request.legislation as SignatureRequestView["legislation"],
    expiresAt: request.expires_at?.toISOString() ?? null,
    reminderIntervalDays: request.reminder_interval_days,
    mailAttachments: { signedDocument: request.attach_signed_document, signatureProtocol: request.attach_signature_protocol },
    createdAt: request.created_at.toISOString(),
    updatedAt: request.updated_at.toISOString(),
    initiatedAt: request.initiated_at?.toISOString() ?? null,
    closedAt: request.closed_at?.toISOString() ?? null,
    owner: owner
      ? { id: owner.id, email: owner.email, firstName: owner.first_name, lastName: owner.last_name }
      : { id: request.owner_id, email: "", firstName: "", lastName: "" },
    documents,
    signers: signers.map((signer) => ({
      id: signer.id,
      email: signer.email,
      identityEmail: signer.identity_email,
      firstName: signer.first_name,
      lastName: signer.last_name,
      position: signer.position,
      status: signer.status,
      fields: signer.fields,
      formFields: presentSignerFormFields(formFields, signer, fieldViewer),
      quality: signer.quality as SignatureRequestView["quality"] | null,
      legislation: signer.legislation as SignatureRequestView["legislation"],
      signedAt: signer.signed_at?.toISOString() ?? null,
      declinedAt: signer.declined_at?.toISOString() ?? null,
      declineMessage: signer.decline_message,
      delegatedToSignerId: signer.delegated_to_signer_id,
      isMe: isMine(signer, user),
    })),
    observers: observers.map((observer) => ({ id: observer.id, email: observer.email })),
    myRole,
    templateId: request.template_id,
    templateVersion: request.template_version,
    allowedActions: allowedActions(actionContextOf(loaded)),
  };
}
