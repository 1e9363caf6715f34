/**
 * Direct sign, the rest of it: mobile signings (MAB) waiting for the provider's answer, the
 * business setting that offers them to guests, and identifications that belong to a guest's
 * signer entry instead of an account.
 */
export const sql = `
CREATE TABLE mab_signings (
  id uuid PRIMARY KEY,
  state_hash text NOT NULL UNIQUE,
  code_verifier text NOT NULL,
  provider text NOT NULL,
  signature_request_id uuid NOT NULL REFERENCES signature_requests (id) ON DELETE CASCADE,
  signer_id uuid NOT NULL REFERENCES signers (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  language text NOT NULL,
  redirect_query_params text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX mab_signings_expiry ON mab_signings (expires_at);
ALTER TABLE businesses ADD COLUMN mab_direct_sign_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE identifications ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE identifications ADD COLUMN signer_id uuid REFERENCES signers (id) ON DELETE CASCADE;
ALTER TABLE identifications ADD CONSTRAINT identifications_owner_check CHECK ((user_id IS NULL) <> (signer_id IS NULL));
CREATE INDEX identifications_signer ON identifications (signer_id, created_at DESC) WHERE signer_id IS NOT NULL;
`;
