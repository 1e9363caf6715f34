/**
 * The demo CSC trust service's one-time passwords and signature activation data (SAD), kept in
 * the database instead of one process's memory, so an OTP sent through one replica authorises
 * on another and a SAD issued by one signs on another (docs/OPERATIONS.md, "Running several
 * replicas"). Only hashes are stored: the OTP salted, the SAD as its SHA-256. And a lease on
 * idempotency claims (docs/idempotency.md): a key claimed by a replica that died is free again
 * within half a minute instead of a quarter of an hour.
 */
export const sql = `
CREATE TABLE csc_demo_otps (
  credential_id text PRIMARY KEY,
  otp_hash text NOT NULL,
  salt text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0
);

CREATE TABLE csc_demo_authorizations (
  sad_hash text PRIMARY KEY,
  credential_id text NOT NULL,
  hashes jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX csc_demo_authorizations_expires_at ON csc_demo_authorizations (expires_at);

-- The process running a keyed request renews its claim while it runs; a claim nobody renews
-- belongs to a process that died (a replica killed mid-request) and is taken over soon.
ALTER TABLE idempotency_keys ADD COLUMN claim_renewed_at timestamptz;
`;
