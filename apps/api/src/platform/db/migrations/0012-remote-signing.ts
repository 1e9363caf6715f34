/**
 * Remote qualified signing (CSC API): a signing process waits for the one-time password the
 * trust service sent the signer, then signs what it recorded, once. It belongs to an account or
 * (in future) to a direct-sign guest signer.
 */
export const sql = `
CREATE TABLE remote_signing_processes (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  signer_id uuid REFERENCES signers (id) ON DELETE CASCADE,
  provider text NOT NULL,
  credential_id text NOT NULL,
  quality text NOT NULL,
  legislation text,
  input jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('otp_sent', 'signed', 'locked', 'superseded')),
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  finished_at timestamptz,
  CONSTRAINT remote_signing_processes_owner_check CHECK ((user_id IS NULL) <> (signer_id IS NULL))
);
CREATE INDEX remote_signing_processes_user ON remote_signing_processes (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX remote_signing_processes_signer ON remote_signing_processes (signer_id, created_at DESC) WHERE signer_id IS NOT NULL;
CREATE INDEX remote_signing_processes_expiry ON remote_signing_processes (expires_at);
`;
