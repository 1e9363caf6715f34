/**
 * Webhooks (docs/webhooks.md): a business's endpoints with their signing secrets (kept as they
 * are: signing needs them), the business's callback secret for per-request callback URLs, and
 * one row per delivery of an event to an endpoint or callback URL, which is also the delivery
 * log. `sequence` orders one request's events for one receiver; `ordering_key` names that line.
 * Requests keep their callback URLs; a signer's first look at a request is recorded (viewed).
 */
export const sql = `
CREATE TABLE webhooks (
  id uuid PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  url text NOT NULL,
  description text NOT NULL,
  events jsonb NOT NULL,
  enabled boolean NOT NULL,
  disabled_for_failures boolean NOT NULL DEFAULT false,
  secret text NOT NULL,
  previous_secret text,
  previous_secret_expires_at timestamptz,
  failing_since timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhooks_business_idx ON webhooks (business_id, created_at);

CREATE TABLE business_callback_secrets (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  secret text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  sequence bigserial NOT NULL,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  webhook_id uuid REFERENCES webhooks (id) ON DELETE CASCADE,
  callback_url text,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  ordering_key text NOT NULL,
  body text NOT NULL,
  status text NOT NULL CHECK (status IN ('waiting', 'pending', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_status_code integer,
  last_error text,
  last_response_body text,
  last_duration_ms integer,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz,
  CHECK ((webhook_id IS NULL) <> (callback_url IS NULL))
);
CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (webhook_id, created_at DESC);
CREATE INDEX webhook_deliveries_line_idx ON webhook_deliveries (ordering_key, sequence) WHERE status IN ('waiting', 'pending');
CREATE INDEX webhook_deliveries_age_idx ON webhook_deliveries (created_at);

ALTER TABLE signature_requests ADD COLUMN callback_urls jsonb;
ALTER TABLE signers ADD COLUMN viewed_at timestamptz;
`;
