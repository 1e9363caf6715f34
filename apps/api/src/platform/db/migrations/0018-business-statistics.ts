/**
 * The business dashboard (docs/business-dashboard.md) shows a business's figures per month over
 * up to two years. So that no figure reads its signatures or requests one by one, triggers keep
 * counts per business and UTC day, written in the transaction that changes what they count:
 *
 * - signatures by kind (ses, aes — AES minimal included —, qes, or seal for any signature made
 *   with one of the business's seals), from the copy of each signature migration 0016 keeps;
 * - requests sent, and ended by outcome (completed, declined, withdrawn, expired);
 * - requests sent per sender (the top senders);
 * - completed requests by how long they took, in buckets 5 % wide (the median time to complete).
 *
 * A copy of each request a member sends (`business_sent_requests`: who, when, how it ended) ties
 * the end of a request to the business and the sending time it was counted with. The business is
 * the one the sender belongs to when sending; copy and counts outlive the member's leaving and the
 * request's deletion, as the signature copies do, and go with the business. What is there when the
 * migration runs is counted too (requests sent before it go to the business their owner belongs to then).
 */

/** Fills the counts from the signature copies and the sent requests (also used by the bench after a bulk seed). */
export const STATISTICS_COUNTS_BACKFILL = `
INSERT INTO business_signature_kind_daily_counts (business_id, day, kind, signatures)
SELECT business_id, (signed_at AT TIME ZONE 'UTC')::date, business_signature_kind(quality, seal_account_name), count(*)
FROM business_signature_activities
GROUP BY 1, 2, 3;

INSERT INTO business_request_daily_counts (business_id, day, outcome, requests)
SELECT business_id, (sent_at AT TIME ZONE 'UTC')::date, 'sent', count(*) FROM business_sent_requests GROUP BY 1, 2
UNION ALL
SELECT business_id, (closed_at AT TIME ZONE 'UTC')::date, status, count(*) FROM business_sent_requests WHERE closed_at IS NOT NULL GROUP BY 1, 2, 3;

INSERT INTO business_sender_daily_counts (business_id, day, owner_id, requests)
SELECT business_id, (sent_at AT TIME ZONE 'UTC')::date, owner_id, count(*) FROM business_sent_requests GROUP BY 1, 2, 3;

INSERT INTO business_completion_duration_counts (business_id, day, bucket, requests)
SELECT business_id, (closed_at AT TIME ZONE 'UTC')::date, completion_duration_bucket(extract(epoch FROM closed_at - sent_at)), count(*)
FROM business_sent_requests WHERE status = 'completed' GROUP BY 1, 2, 3;
`;

export const sql = `
CREATE TABLE business_signature_kind_daily_counts (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('ses', 'aes', 'qes', 'seal')),
  signatures integer NOT NULL,
  PRIMARY KEY (business_id, day, kind)
);

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
CREATE INDEX business_sent_requests_business ON business_sent_requests (business_id);

-- outcome: sent (on the day it was sent) or how it ended (on the day it ended).
CREATE TABLE business_request_daily_counts (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  day date NOT NULL,
  outcome text NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY (business_id, day, outcome)
);

CREATE TABLE business_sender_daily_counts (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  day date NOT NULL,
  owner_id uuid NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY (business_id, day, owner_id)
);

-- bucket b holds durations from 1.05^b to 1.05^(b+1) seconds: the median is known to within 5 %.
CREATE TABLE business_completion_duration_counts (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  day date NOT NULL,
  bucket integer NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY (business_id, day, bucket)
);

CREATE FUNCTION business_signature_kind(quality text, seal_account_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN seal_account_name IS NOT NULL THEN 'seal'
    WHEN quality IN ('aes', 'aesMinimal') THEN 'aes'
    WHEN quality = 'qes' THEN 'qes'
    ELSE 'ses'
  END
$$;

CREATE FUNCTION completion_duration_bucket(seconds double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(ln(greatest(seconds, 1)) / ln(1.05))::integer
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

CREATE FUNCTION count_business_request(sent business_sent_requests, counted_outcome text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted_day date := ((CASE WHEN counted_outcome = 'sent' THEN sent.sent_at ELSE sent.closed_at END) AT TIME ZONE 'UTC')::date;
BEGIN
  INSERT INTO business_request_daily_counts (business_id, day, outcome, requests) VALUES (sent.business_id, counted_day, counted_outcome, 1)
  ON CONFLICT (business_id, day, outcome) DO UPDATE SET requests = business_request_daily_counts.requests + 1;
  IF counted_outcome = 'sent' THEN
    INSERT INTO business_sender_daily_counts (business_id, day, owner_id, requests) VALUES (sent.business_id, counted_day, sent.owner_id, 1)
    ON CONFLICT (business_id, day, owner_id) DO UPDATE SET requests = business_sender_daily_counts.requests + 1;
  ELSIF counted_outcome = 'completed' THEN
    INSERT INTO business_completion_duration_counts (business_id, day, bucket, requests)
    VALUES (sent.business_id, counted_day, completion_duration_bucket(extract(epoch FROM sent.closed_at - sent.sent_at)), 1)
    ON CONFLICT (business_id, day, bucket) DO UPDATE SET requests = business_completion_duration_counts.requests + 1;
  END IF;
END
$$;

CREATE FUNCTION copy_business_sent_request() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  request_copy business_sent_requests;
BEGIN
  IF NEW.status = 'open' AND (TG_OP = 'INSERT' OR OLD.status = 'draft') THEN
    INSERT INTO business_sent_requests (id, business_id, owner_id, sent_at, status)
    SELECT NEW.id, m.business_id, NEW.owner_id, coalesce(NEW.initiated_at, NEW.updated_at), 'open'
    FROM business_members m
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

CREATE TRIGGER signature_requests_business_statistics
AFTER INSERT OR UPDATE OF status ON signature_requests
FOR EACH ROW EXECUTE FUNCTION copy_business_sent_request();

INSERT INTO business_sent_requests (id, business_id, owner_id, sent_at, status, closed_at)
SELECT r.id, m.business_id, r.owner_id, r.initiated_at, r.status, CASE WHEN r.status = 'open' THEN NULL ELSE coalesce(r.closed_at, r.updated_at) END
FROM signature_requests r
JOIN business_members m ON m.user_id = r.owner_id
WHERE r.initiated_at IS NOT NULL AND r.status <> 'draft';
${STATISTICS_COUNTS_BACKFILL}
`;
