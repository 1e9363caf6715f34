/**
 * Automatic deletion of a business's ended requests (docs/business-settings.md): one row per
 * request the retention job deleted, so the business's admins can see what went and when. The
 * request itself is gone, hence no foreign key to it; the record goes with the business.
 * The request id is the key: a deletion is recorded once, however often the job runs.
 */
export const sql = `
CREATE TABLE business_automatic_deletions (
  signature_request_id uuid PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL,
  title text NOT NULL,
  status text NOT NULL,
  document_count integer NOT NULL,
  closed_at timestamptz NOT NULL,
  deleted_at timestamptz NOT NULL
);
CREATE INDEX business_automatic_deletions_business ON business_automatic_deletions (business_id, deleted_at DESC, signature_request_id);

-- The retention job looks for a member's ended requests by when they ended.
CREATE INDEX signature_requests_owner_closed ON signature_requests (owner_id, closed_at) WHERE closed_at IS NOT NULL;
`;
