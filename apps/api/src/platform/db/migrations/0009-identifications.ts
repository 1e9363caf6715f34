/**
 * Identity verification for qualified signatures: each attempt with its provider, method and
 * outcome, and on the user the provider through which they hold QES per legislation.
 */
export const sql = `
CREATE TABLE identifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('srs', 'intrum')),
  method text NOT NULL CHECK (method IN ('video', 'robo', 'autoident')),
  legislation text NOT NULL CHECK (legislation IN ('eidas', 'zertes')),
  status text NOT NULL CHECK (status IN ('initialized', 'inprogress', 'success', 'failure', 'cancelled')),
  is_demo boolean NOT NULL,
  signature_request_id uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX identifications_user ON identifications (user_id, created_at DESC);
ALTER TABLE users ADD COLUMN qes_eidas_provider text;
ALTER TABLE users ADD COLUMN qes_zertes_provider text;
`;
