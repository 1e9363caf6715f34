/** One-time codes sent by SMS (TAN): confirming a mobile number, and confirming an advanced signature. */
export const sql = `
CREATE TABLE tan_challenges (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('mobile_confirmation', 'signing')),
  mobile text NOT NULL,
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  locked_at timestamptz
);
CREATE INDEX tan_challenges_user ON tan_challenges (user_id, purpose, created_at DESC);
`;
