// The face of signature-requests: Signature requests: their states, audit trail, mails, jobs, lists and exports. The rest of the API imports this file only.
export { accountLoader, assertAllowed, loadRequest, type LoadedRequest, type RequestLoader, type RequestViewer } from "./access.ts";
export { defineCompletionAttachmentSources } from "./completion-attachments.ts";
export { recordEvent, type Actor } from "./events.ts";
export { guestLinkOf, invitationTokenOf, prepareInvitationSecret, requestLinkOf } from "./invitations.ts";
export { scheduleEmptyDraftCleanup } from "./job-schedule.ts";
export { defineRequestJobs } from "./jobs.ts";
export { renderRequestMail, type RequestMailKind } from "./mail-templates.ts";
export { presentRequest } from "./presenter.ts";
export { recordSignature } from "./progression.ts";
export { renderAuditTrail, renderProtocol } from "./protocol-report.ts";
export { buildZip, findSignedVersionHistories, getEventsAs, loadRequestRecord, lockStatusOf, type RequestDocumentVersion } from "./read-service.ts";
export { findObservers, findRequestById, findRequestDocumentIds, findRequestForUpdate, findSignerByInvitationHash, findSigners, findUsableDocumentIds, updateSignerRow, type SignatureRequestRow, type SignerRow } from "./repository.ts";
export { purgeRequest } from "./request-purge.ts";
export { registerSignatureRequestRoutes } from "./routes.ts";
export { createRequestIn, declineRequestAs, initiateLoadedRequest } from "./service.ts";
export { noteSignerViewed } from "./viewed.ts";
