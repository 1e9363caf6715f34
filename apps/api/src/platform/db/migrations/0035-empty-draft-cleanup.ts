/**
 * The empty-draft cleanup (docs/signature-requests.md, "Empty drafts") looks for drafts by their
 * last change: an index on the drafts alone keeps its hourly look small.
 */
export const sql = `
CREATE INDEX signature_requests_draft_updated ON signature_requests (updated_at) WHERE status = 'draft';
`;
