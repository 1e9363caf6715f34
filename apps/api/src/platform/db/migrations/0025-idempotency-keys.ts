/**
 * Idempotency keys (docs/idempotency.md): one row per caller scope and key. A claim is written
 * `in_progress` before the handler runs, so a duplicate sent meanwhile finds it; the stored
 * answer (status, the headers that matter, body) is replayed to retries for 24 hours.
 * `claim_id` names the run that owns the row, so a run taken over as abandoned cannot overwrite it.
 */
export const sql = `
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  claim_id uuid NOT NULL,
  fingerprint text,
  state text NOT NULL CHECK (state IN ('in_progress', 'done')),
  response_status integer,
  response_headers jsonb,
  response_body text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at);
`;
