/**
 * The business activity page (docs/business-activity.md): every signature a business member
 * makes is copied, when its `signed` event is written, into a table of the business it was made
 * for, so the page and its exports read one business's signatures in date order from an index
 * instead of searching every request's audit trail. The copy stays with the business when the
 * member leaves, the account is deleted or the request is deleted (the usage was the
 * business's); it goes with the business.
 *
 * A trigger writes it in the signing transaction, whichever code path records the signature.
 * Signatures recorded before this migration are attributed to the business their signer
 * belongs to now: Paraph did not record membership over time before.
 */
export const sql = `
CREATE TABLE business_signature_activities (
  -- The id of the signed event it copies.
  id uuid PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  -- No foreign keys to users or requests: the record outlives both (see above).
  user_id uuid NOT NULL,
  signature_request_id uuid NOT NULL,
  title text NOT NULL,
  quality text NOT NULL,
  legislation text,
  seal_account_name text,
  signed_at timestamptz NOT NULL
);
-- One index per sort order of the signatures tab (scanned backwards for descending order).
CREATE INDEX business_signature_activities_signed ON business_signature_activities (business_id, signed_at, id);
CREATE INDEX business_signature_activities_quality ON business_signature_activities (business_id, quality, signed_at, id);

-- The identifications tab reads the members' identifications by creation time.
CREATE INDEX identifications_user_created ON identifications (user_id, created_at, id);
-- The accounts tab shows each member's last sign-in.
CREATE INDEX sessions_user_created ON sessions (user_id, created_at DESC);

-- Signatures per member and UTC day: the accounts tab sums a member's days in the range instead
-- of counting each signature (ranges are whole UTC days, so the sums are exact).
CREATE TABLE business_signature_daily_counts (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  day date NOT NULL,
  signatures integer NOT NULL,
  PRIMARY KEY (business_id, user_id, day)
);

CREATE FUNCTION copy_business_signature_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  copied_business uuid;
BEGIN
  INSERT INTO business_signature_activities (id, business_id, user_id, signature_request_id, title, quality, legislation, seal_account_name, signed_at)
  SELECT NEW.id, m.business_id, NEW.actor_user_id, NEW.signature_request_id, r.title,
    coalesce(NEW.details ->> 'quality', 'ses'), NEW.details ->> 'legislation', NEW.details ->> 'sealAccountName', NEW.created_at
  FROM business_members m
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

CREATE TRIGGER signature_request_events_business_activity
AFTER INSERT ON signature_request_events
FOR EACH ROW WHEN (NEW.type = 'signed' AND NEW.actor_user_id IS NOT NULL)
EXECUTE FUNCTION copy_business_signature_activity();

INSERT INTO business_signature_activities (id, business_id, user_id, signature_request_id, title, quality, legislation, seal_account_name, signed_at)
SELECT e.id, m.business_id, e.actor_user_id, e.signature_request_id, r.title,
  coalesce(e.details ->> 'quality', 'ses'), e.details ->> 'legislation', e.details ->> 'sealAccountName', e.created_at
FROM signature_request_events e
JOIN business_members m ON m.user_id = e.actor_user_id
JOIN signature_requests r ON r.id = e.signature_request_id
WHERE e.type = 'signed';

INSERT INTO business_signature_daily_counts (business_id, user_id, day, signatures)
SELECT business_id, user_id, (signed_at AT TIME ZONE 'UTC')::date, count(*)
FROM business_signature_activities
GROUP BY 1, 2, 3;
`;
