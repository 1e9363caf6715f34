/**
 * A sender's own choice of what the completion mails of one request attach, where the business
 * lets senders choose (`mailService.attachments.*.customisable`; docs/business-settings.md).
 * NULL follows the business's setting (or Paraph's default outside a business).
 */
export const sql = `
ALTER TABLE signature_requests ADD COLUMN attach_signed_document boolean;
ALTER TABLE signature_requests ADD COLUMN attach_signature_protocol boolean;
`;
