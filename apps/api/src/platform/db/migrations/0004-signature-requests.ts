/** Signature requests with their documents, signers, observers and audit trail. */
export const sql = `
CREATE TABLE signature_requests (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  message text,
  status text NOT NULL CHECK (status IN ('draft', 'open', 'completed', 'declined', 'withdrawn', 'expired')),
  signing_order text NOT NULL CHECK (signing_order IN ('parallel', 'sequential')),
  quality text NOT NULL,
  legislation text,
  expires_at timestamptz,
  reminder_interval_days integer,
  signing_locked_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  initiated_at timestamptz,
  closed_at timestamptz
);
CREATE INDEX signature_requests_owner_created ON signature_requests (owner_id, created_at DESC);
CREATE INDEX signature_requests_owner_updated ON signature_requests (owner_id, updated_at DESC);
CREATE INDEX signature_requests_open_expiry ON signature_requests (expires_at) WHERE status = 'open';

CREATE TABLE signature_request_documents (
  signature_request_id uuid NOT NULL REFERENCES signature_requests (id) ON DELETE CASCADE,
  document_id uuid NOT NULL UNIQUE REFERENCES documents (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (signature_request_id, document_id)
);

CREATE TABLE signers (
  id uuid PRIMARY KEY,
  signature_request_id uuid NOT NULL REFERENCES signature_requests (id) ON DELETE CASCADE,
  email text NOT NULL,
  identity_email text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  first_name text,
  last_name text,
  position integer NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'open', 'signed', 'declined', 'delegated', 'removed')),
  invitation_token_hash text NOT NULL UNIQUE,
  fields jsonb NOT NULL,
  quality text,
  legislation text,
  signed_at timestamptz,
  declined_at timestamptz,
  decline_message text,
  delegated_to_signer_id uuid,
  last_reminded_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX signers_request ON signers (signature_request_id, position);
CREATE INDEX signers_user ON signers (user_id, signature_request_id);
CREATE INDEX signers_email ON signers (email, signature_request_id);

CREATE TABLE observers (
  id uuid PRIMARY KEY,
  signature_request_id uuid NOT NULL REFERENCES signature_requests (id) ON DELETE CASCADE,
  email text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (signature_request_id, email)
);
CREATE INDEX observers_user ON observers (user_id, signature_request_id);
CREATE INDEX observers_email ON observers (email, signature_request_id);

CREATE TABLE signature_request_events (
  id uuid PRIMARY KEY,
  signature_request_id uuid NOT NULL REFERENCES signature_requests (id) ON DELETE CASCADE,
  type text NOT NULL,
  actor_user_id uuid,
  actor_email text,
  actor_role text NOT NULL,
  signer_id uuid,
  details jsonb NOT NULL,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL
);
CREATE INDEX signature_request_events_request ON signature_request_events (signature_request_id, created_at);

-- A job with a key replaces the pending job of the same key (rescheduling an expiry, say).
ALTER TABLE jobs ADD COLUMN replace_key text;
CREATE INDEX jobs_pending_replace_key ON jobs (replace_key) WHERE status = 'pending';

CREATE TABLE platform_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL
);
`;
