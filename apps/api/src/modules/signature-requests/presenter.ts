import type { DocumentView, SignatureRequestView } from "@paraph/contracts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { presentDocument } from "../documents/presenter.ts";
import { findDocumentWithVersions } from "../documents/repository.ts";
import { findUserById } from "../users/repository.ts";
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
      // Issue 31: the server part (branch h/fields) presents the signer's form fields; the web branch only needs the shape.
      formFields: [],
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
    allowedActions: allowedActions(actionContextOf(loaded)),
  };
}
