import { sql as accounts } from "./0001-accounts.ts";
import { sql as documents } from "./0002-documents.ts";
import { sql as visualSignatures } from "./0003-visual-signatures.ts";
import { sql as signatureRequests } from "./0004-signature-requests.ts";
import { sql as requestListIndexes } from "./0005-request-list-indexes.ts";
import { sql as tans } from "./0006-tans.ts";
import { sql as requestParticipants } from "./0007-request-participants.ts";
import { sql as businesses } from "./0008-businesses.ts";
import { sql as identifications } from "./0009-identifications.ts";
import { sql as mailAttachments } from "./0010-mail-attachments.ts";
import { sql as directSign } from "./0011-direct-sign.ts";
import { sql as remoteSigning } from "./0012-remote-signing.ts";
import { sql as mabSigning } from "./0013-mab-signing.ts";
import { sql as remoteSigningClaim } from "./0014-remote-signing-claim.ts";
import { sql as signerGroups } from "./0015-signer-groups.ts";
import { sql as businessActivity } from "./0016-business-activity.ts";
import { sql as businessSettings } from "./0017-business-settings.ts";
import { sql as businessStatistics } from "./0018-business-statistics.ts";
import { sql as automaticDeletions } from "./0019-automatic-deletions.ts";
import { sql as requestMailAttachments } from "./0020-request-mail-attachments.ts";
import { sql as activityCountCovering } from "./0021-activity-count-covering.ts";
import { sql as aes4biz } from "./0022-aes4biz.ts";
import { sql as apiUsers } from "./0023-api-users.ts";
import { sql as idempotencyKeys } from "./0025-idempotency-keys.ts";
import { sql as webhooks } from "./0024-webhooks.ts";
import { sql as billing } from "./0026-billing.ts";
import { sql as cscDemoState } from "./0027-csc-demo-state.ts";
import { sql as billingProviderEvents } from "./0028-billing-provider-events.ts";
import { sql as sso } from "./0029-sso.ts";
import { sql as identificationProtocol } from "./0030-identification-protocol.ts";
import { sql as signingJourney } from "./0031-signing-journey.ts";
import { sql as quotaSnapshotFunction } from "./0033-quota-snapshot-function.ts";
import { sql as requestTermsOfUse } from "./0034-request-terms-of-use.ts";
import { sql as emptyDraftCleanup } from "./0035-empty-draft-cleanup.ts";
import { sql as emailChange } from "./0037-email-change.ts";
import { sql as idAustriaMethod } from "./0038-id-austria-method.ts";
import { sql as signingJourneyTermsAndTitle } from "./0039-signing-journey-terms-and-title.ts";
import { sql as identificationOrigin } from "./0040-identification-origin.ts";
import { sql as documentSigningLine } from "./0041-document-signing-line.ts";
import { sql as documentCleaning } from "./0042-document-cleaning.ts";
import { sql as signerFormFields } from "./0043-signer-form-fields.ts";
import { sql as mabFormFieldValues } from "./0044-mab-form-field-values.ts";
import { sql as templates } from "./0045-templates.ts";
import { sql as templateDirectLinks } from "./0046-template-direct-links.ts";
import { sql as requestTemplateOrigin } from "./0047-request-template-origin.ts";
import { sql as archiveTimeStampRenewal } from "./0048-archive-time-stamp-renewal.ts";
import { sql as extensionQuota } from "./0050-extension-quota.ts";
import { sql as bulkSends } from "./0052-bulk-sends.ts";
import { sql as embeddedSigning } from "./0053-embedded-signing.ts";
import { sql as embeddedSessions } from "./0055-embedded-sessions.ts";

/** Versioned migrations in the order they apply. Never edit one that has shipped; add the next. */
export const MIGRATIONS: readonly { version: string; sql: string }[] = [
  { version: "0001-accounts", sql: accounts },
  { version: "0002-documents", sql: documents },
  { version: "0003-visual-signatures", sql: visualSignatures },
  { version: "0004-signature-requests", sql: signatureRequests },
  { version: "0005-request-list-indexes", sql: requestListIndexes },
  { version: "0006-tans", sql: tans },
  { version: "0007-request-participants", sql: requestParticipants },
  { version: "0008-businesses", sql: businesses },
  { version: "0009-identifications", sql: identifications },
  { version: "0010-mail-attachments", sql: mailAttachments },
  { version: "0011-direct-sign", sql: directSign },
  { version: "0012-remote-signing", sql: remoteSigning },
  { version: "0013-mab-signing", sql: mabSigning },
  { version: "0014-remote-signing-claim", sql: remoteSigningClaim },
  { version: "0015-signer-groups", sql: signerGroups },
  { version: "0016-business-activity", sql: businessActivity },
  { version: "0017-business-settings", sql: businessSettings },
  { version: "0018-business-statistics", sql: businessStatistics },
  { version: "0019-automatic-deletions", sql: automaticDeletions },
  { version: "0020-request-mail-attachments", sql: requestMailAttachments },
  { version: "0021-activity-count-covering", sql: activityCountCovering },
  { version: "0022-aes4biz", sql: aes4biz },
  { version: "0023-api-users", sql: apiUsers },
  { version: "0025-idempotency-keys", sql: idempotencyKeys },
  { version: "0024-webhooks", sql: webhooks },
  { version: "0026-billing", sql: billing },
  { version: "0027-csc-demo-state", sql: cscDemoState },
  { version: "0028-billing-provider-events", sql: billingProviderEvents },
  { version: "0029-sso", sql: sso },
  { version: "0030-identification-protocol", sql: identificationProtocol },
  { version: "0031-signing-journey", sql: signingJourney },
  { version: "0033-quota-snapshot-function", sql: quotaSnapshotFunction },
  { version: "0034-request-terms-of-use", sql: requestTermsOfUse },
  { version: "0035-empty-draft-cleanup", sql: emptyDraftCleanup },
  { version: "0037-email-change", sql: emailChange },
  { version: "0038-id-austria-method", sql: idAustriaMethod },
  { version: "0039-signing-journey-terms-and-title", sql: signingJourneyTermsAndTitle },
  { version: "0040-identification-origin", sql: identificationOrigin },
  { version: "0041-document-signing-line", sql: documentSigningLine },
  { version: "0042-document-cleaning", sql: documentCleaning },
  { version: "0043-signer-form-fields", sql: signerFormFields },
  { version: "0044-mab-form-field-values", sql: mabFormFieldValues },
  { version: "0045-templates", sql: templates },
  { version: "0046-template-direct-links", sql: templateDirectLinks },
  { version: "0047-request-template-origin", sql: requestTemplateOrigin },
  { version: "0048-archive-time-stamp-renewal", sql: archiveTimeStampRenewal },
  { version: "0050-extension-quota", sql: extensionQuota },
  { version: "0052-bulk-sends", sql: bulkSends },
  { version: "0053-embedded-signing", sql: embeddedSigning },
  { version: "0055-embedded-sessions", sql: embeddedSessions },
];
