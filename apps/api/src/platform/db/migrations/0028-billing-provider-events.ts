/**
 * The payment provider's events (Stripe webhooks; docs/billing.md, "Connecting Stripe"): one row
 * per event id, written when its signature checked out and before it is answered, so a replayed
 * event is recognised and changes nothing twice. The job that applies the event sets
 * `processed_at`; `outcome` says what it did (applied, ignored as older, not relevant).
 */
export const sql = `
CREATE TABLE billing_provider_events (
  provider text NOT NULL CHECK (provider IN ('stripe')),
  event_id text NOT NULL,
  type text NOT NULL,
  object_id text,
  provider_created_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  payload jsonb NOT NULL,
  processed_at timestamptz,
  outcome text,
  PRIMARY KEY (provider, event_id)
);

CREATE INDEX billing_provider_events_received_at ON billing_provider_events (received_at);
`;
