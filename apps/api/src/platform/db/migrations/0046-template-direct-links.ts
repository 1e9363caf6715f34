/**
 * A template's public direct link (docs/templates.md, "Direct links"): the token's hash, the role
 * its visitors take and the people of the other roles; each visit with the visitor's name and
 * address, confirmed by an e-mailed code kept in tan_challenges like a guest's signing code.
 */
export const sql = `
CREATE TABLE template_direct_links (
  template_id uuid PRIMARY KEY REFERENCES templates (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  open_role text NOT NULL,
  people jsonb NOT NULL,
  prefill jsonb NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE template_link_visits (
  id uuid PRIMARY KEY,
  template_id uuid NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  lang text,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  signature_request_id uuid REFERENCES signature_requests (id) ON DELETE SET NULL,
  signer_id uuid
);
CREATE INDEX template_link_visits_template ON template_link_visits (template_id, created_at DESC);

ALTER TABLE tan_challenges ADD COLUMN link_visit_id uuid REFERENCES template_link_visits (id) ON DELETE CASCADE;
ALTER TABLE tan_challenges DROP CONSTRAINT tan_challenges_purpose_check;
ALTER TABLE tan_challenges ADD CONSTRAINT tan_challenges_purpose_check CHECK (purpose IN ('mobile_confirmation', 'signing', 'direct_signing', 'template_link'));
ALTER TABLE tan_challenges DROP CONSTRAINT tan_challenges_owner_check;
ALTER TABLE tan_challenges ADD CONSTRAINT tan_challenges_owner_check CHECK (num_nonnulls(user_id, signer_id, link_visit_id) = 1);
CREATE INDEX tan_challenges_link_visit ON tan_challenges (link_visit_id, purpose, created_at DESC) WHERE link_visit_id IS NOT NULL;
`;
