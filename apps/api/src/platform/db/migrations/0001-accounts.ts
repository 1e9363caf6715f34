/** Users, sessions, e-mailed tokens, contacts, rate-limit windows, the job queue, mails, maintenance. */
export const sql = `
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text,
  has_sso boolean NOT NULL DEFAULT false,
  lang text NOT NULL DEFAULT 'en-gb',
  mobile text,
  mobile_verified_at timestamptz,
  email_notification_level text NOT NULL DEFAULT 'all',
  default_legislation text,
  default_quality text,
  accepted_gtc_at timestamptz,
  accepted_tou_swisscom_at timestamptz,
  accepted_business_invite_at timestamptz,
  free_account_type text,
  cello_ucc text,
  weak_password boolean NOT NULL DEFAULT false,
  removed_from_business boolean NOT NULL DEFAULT false,
  business_deleted boolean NOT NULL DEFAULT false,
  p11_signing_name text,
  p11_signing_reason text,
  frontend_version text,
  first_login_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE email_tokens (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('signup', 'reset')),
  token_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  flow text,
  lang text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_tokens_email ON email_tokens (email, purpose);

CREATE TABLE contacts (
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  last_used_at timestamptz NOT NULL,
  PRIMARY KEY (owner_id, email)
);
CREATE INDEX contacts_owner_prefix ON contacts (owner_id, email text_pattern_ops);

CREATE TABLE rate_limit_windows (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL,
  locked_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX jobs_pending_due ON jobs (run_at) WHERE status = 'pending';
CREATE INDEX jobs_running_lock ON jobs (locked_until) WHERE status = 'running';

CREATE TABLE mails (
  id uuid PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  template text NOT NULL,
  lang text NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'sent', 'failed')),
  transport text,
  error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX mails_recipient ON mails (recipient, created_at DESC);
CREATE INDEX mails_created ON mails (created_at DESC);

CREATE TABLE maintenance_notice (
  id integer PRIMARY KEY CHECK (id = 1),
  status text NOT NULL CHECK (status IN ('active', 'inactive')),
  is_blocking boolean NOT NULL,
  url text,
  message text,
  updated_at timestamptz NOT NULL
);
`;
