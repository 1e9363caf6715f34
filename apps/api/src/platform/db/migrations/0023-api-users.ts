/**
 * API users (docs/api-users.md): an account a business's admins create for an integration. It
 * is a row in users (so every call that acts for a user works for it), marked `is_api_user`,
 * and a row here naming its business, its generated username, the SHA-256 of its key (the key
 * itself is shown once and never stored) and the seal it may sign with.
 *
 * Deleting the row deletes the account (a trigger), whether an admin deletes the API user or
 * the business goes: an API user never outlives its business.
 *
 * `business_accounts` names everyone who acts for a business, members and API users alike; the
 * activity and statistics copies (0016, 0018) now read it, so the requests an API user sends and
 * the seals it signs with count for its business.
 */
export const sql = `
ALTER TABLE users ADD COLUMN is_api_user boolean NOT NULL DEFAULT false;

CREATE TABLE business_api_users (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  username text NOT NULL UNIQUE,
  description text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  seal_id uuid REFERENCES seals (id) ON DELETE SET NULL
);
CREATE INDEX business_api_users_business ON business_api_users (business_id, created_at);
CREATE INDEX business_api_users_seal ON business_api_users (seal_id) WHERE seal_id IS NOT NULL;

CREATE FUNCTION delete_api_user_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM users WHERE id = OLD.user_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER business_api_users_account
AFTER DELETE ON business_api_users
FOR EACH ROW EXECUTE FUNCTION delete_api_user_account();

CREATE VIEW business_accounts AS
  SELECT business_id, user_id, role, joined_at FROM business_members
  UNION ALL
  SELECT business_id, user_id, 'api' AS role, created_at AS joined_at FROM business_api_users;

CREATE OR REPLACE FUNCTION copy_business_signature_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  copied_business uuid;
BEGIN
  INSERT INTO business_signature_activities (id, business_id, user_id, signature_request_id, title, quality, legislation, seal_account_name, signed_at)
  SELECT NEW.id, m.business_id, NEW.actor_user_id, NEW.signature_request_id, r.title,
    coalesce(NEW.details ->> 'quality', 'ses'), NEW.details ->> 'legislation', NEW.details ->> 'sealAccountName', NEW.created_at
  FROM business_accounts m
  JOIN signature_requests r ON r.id = NEW.signature_request_id
  WHERE m.user_id = NEW.actor_user_id
  ON CONFLICT (id) DO NOTHING
  RETURNING business_id INTO copied_business;
  IF copied_business IS NOT NULL THEN
    INSERT INTO business_signature_daily_counts (business_id, user_id, day, signatures)
    VALUES (copied_business, NEW.actor_user_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (business_id, user_id, day) DO UPDATE SET signatures = business_signature_daily_counts.signatures + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION copy_business_sent_request() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  request_copy business_sent_requests;
BEGIN
  IF NEW.status = 'open' AND (TG_OP = 'INSERT' OR OLD.status = 'draft') THEN
    INSERT INTO business_sent_requests (id, business_id, owner_id, sent_at, status)
    SELECT NEW.id, m.business_id, NEW.owner_id, coalesce(NEW.initiated_at, NEW.updated_at), 'open'
    FROM business_accounts m
    WHERE m.user_id = NEW.owner_id
    ON CONFLICT (id) DO NOTHING
    RETURNING * INTO request_copy;
    IF request_copy.id IS NOT NULL THEN PERFORM count_business_request(request_copy, 'sent'); END IF;
  ELSIF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('completed', 'declined', 'withdrawn', 'expired') THEN
    UPDATE business_sent_requests SET status = NEW.status, closed_at = coalesce(NEW.closed_at, NEW.updated_at)
    WHERE id = NEW.id AND closed_at IS NULL
    RETURNING * INTO request_copy;
    IF request_copy.id IS NOT NULL THEN PERFORM count_business_request(request_copy, NEW.status); END IF;
  END IF;
  RETURN NULL;
END
$$;
`;
