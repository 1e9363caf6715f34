/**
 * The business dashboard (docs/business-dashboard.md) draws a business's figures per month over
 * up to two years. Two things make that cheap whatever the business's size:
 *
 * - Signatures per business, UTC day and kind (ses, aes — AES minimal included —, qes, or seal
 *   for any signature made with one of the business's seals), kept by a trigger on the copy of
 *   each signature that migration 0016 keeps, so a year is at most 4 × 366 rows to sum.
 * - A copy of each request a member sends (who sent it, when, how it ended and when), written
 *   by a trigger on signature_requests when a request is sent and updated when it ends. The
 *   business is the one the sender belongs to when sending; the copy outlives the member's
 *   leaving and the request's deletion, as the signature copies do, and goes with the business.
 *
 * Both are filled from what is there when the migration runs (requests sent before it are given
 * to the business their owner belongs to then).
 */
export const sql = `
CREATE TABLE business_signature_kind_daily_counts (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('ses', 'aes', 'qes', 'seal')),
  signatures integer NOT NULL,
  PRIMARY KEY (business_id, day, kind)
);

CREATE FUNCTION business_signature_kind(quality text, seal_account_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN seal_account_name IS NOT NULL THEN 'seal'
    WHEN quality IN ('aes', 'aesMinimal') THEN 'aes'
    WHEN quality = 'qes' THEN 'qes'
    ELSE 'ses'
  END
$$;

CREATE FUNCTION count_business_signature_kind() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO business_signature_kind_daily_counts (business_id, day, kind, signatures)
  VALUES (NEW.business_id, (NEW.signed_at AT TIME ZONE 'UTC')::date, business_signature_kind(NEW.quality, NEW.seal_account_name), 1)
  ON CONFLICT (business_id, day, kind) DO UPDATE SET signatures = business_signature_kind_daily_counts.signatures + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER business_signature_activities_kind_count
AFTER INSERT ON business_signature_activities
FOR EACH ROW EXECUTE FUNCTION count_business_signature_kind();

INSERT INTO business_signature_kind_daily_counts (business_id, day, kind, signatures)
SELECT business_id, (signed_at AT TIME ZONE 'UTC')::date, business_signature_kind(quality, seal_account_name), count(*)
FROM business_signature_activities
GROUP BY 1, 2, 3;

CREATE TABLE business_sent_requests (
  -- The request's id; no foreign keys to the request or the sender (see above).
  id uuid PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL,
  sent_at timestamptz NOT NULL,
  -- open while it runs, then completed, declined, withdrawn or expired.
  status text NOT NULL,
  closed_at timestamptz
);
-- Sent per month and top senders read the range of one business by sending time; ended per
-- month and the median time to complete read it by end time. Both answer from the index alone.
CREATE INDEX business_sent_requests_sent ON business_sent_requests (business_id, sent_at) INCLUDE (owner_id);
CREATE INDEX business_sent_requests_closed ON business_sent_requests (business_id, closed_at) INCLUDE (status, sent_at) WHERE closed_at IS NOT NULL;

CREATE FUNCTION copy_business_sent_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'open' AND (TG_OP = 'INSERT' OR OLD.status = 'draft') THEN
    INSERT INTO business_sent_requests (id, business_id, owner_id, sent_at, status)
    SELECT NEW.id, m.business_id, NEW.owner_id, coalesce(NEW.initiated_at, NEW.updated_at), 'open'
    FROM business_members m
    WHERE m.user_id = NEW.owner_id
    ON CONFLICT (id) DO NOTHING;
  ELSIF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('completed', 'declined', 'withdrawn', 'expired') THEN
    UPDATE business_sent_requests SET status = NEW.status, closed_at = coalesce(NEW.closed_at, NEW.updated_at) WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER signature_requests_business_statistics
AFTER INSERT OR UPDATE OF status ON signature_requests
FOR EACH ROW EXECUTE FUNCTION copy_business_sent_request();

INSERT INTO business_sent_requests (id, business_id, owner_id, sent_at, status, closed_at)
SELECT r.id, m.business_id, r.owner_id, r.initiated_at, r.status, CASE WHEN r.status = 'open' THEN NULL ELSE coalesce(r.closed_at, r.updated_at) END
FROM signature_requests r
JOIN business_members m ON m.user_id = r.owner_id
WHERE r.initiated_at IS NOT NULL AND r.status <> 'draft';
`;
