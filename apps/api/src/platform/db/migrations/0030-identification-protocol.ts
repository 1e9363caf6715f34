/**
 * Identification through a provider's protocol (docs/identification.md): each identification
 * keeps the provider's session, the appointment status it last reported, how it ended, the last
 * report Paraph refused, the identity reported, and what it costs and who pays. Reports are
 * recorded by event id so a replay changes nothing. The user keeps the identity their first
 * successful identification confirmed (immutableEidFields). A remote signing can be cancelled.
 */
export const sql = `
ALTER TABLE identifications ADD COLUMN appointment_status text NOT NULL DEFAULT 'initialized'
  CHECK (appointment_status IN ('initialized', 'inprogress', 'success', 'failure', 'unknown'));
ALTER TABLE identifications ADD COLUMN outcome text
  CHECK (outcome IN ('completed', 'failed', 'abandoned', 'serial_number_mismatch', 'cancelled'));
ALTER TABLE identifications ADD COLUMN reference text;
ALTER TABLE identifications ADD COLUMN provider_session_id text;
ALTER TABLE identifications ADD COLUMN ident_url text;
ALTER TABLE identifications ADD COLUMN return_path text;
ALTER TABLE identifications ADD COLUMN rejected_callback_code text;
ALTER TABLE identifications ADD COLUMN rejected_callback_at timestamptz;
ALTER TABLE identifications ADD COLUMN eid_first_name text;
ALTER TABLE identifications ADD COLUMN eid_last_name text;
ALTER TABLE identifications ADD COLUMN eid_date_of_birth text;
ALTER TABLE identifications ADD COLUMN eid_document_number text;
ALTER TABLE identifications ADD COLUMN covered_by text CHECK (covered_by IN ('own_business', 'request_sender'));
ALTER TABLE identifications ADD COLUMN price_amount integer NOT NULL DEFAULT 0;
ALTER TABLE identifications ADD COLUMN price_currency text NOT NULL DEFAULT 'CHF';
ALTER TABLE identifications ADD COLUMN paid_at timestamptz;
ALTER TABLE identifications ADD COLUMN payment_reference text;
CREATE UNIQUE INDEX identifications_provider_session ON identifications (provider_session_id) WHERE provider_session_id IS NOT NULL;

CREATE TABLE identification_callback_events (
  event_id text PRIMARY KEY,
  identification_id uuid,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX identification_callback_events_received_at ON identification_callback_events (received_at);

ALTER TABLE users ADD COLUMN eid_first_name text;
ALTER TABLE users ADD COLUMN eid_last_name text;
ALTER TABLE users ADD COLUMN eid_date_of_birth text;
ALTER TABLE users ADD COLUMN eid_document_number text;
ALTER TABLE users ADD COLUMN eid_identified_at timestamptz;

ALTER TABLE remote_signing_processes DROP CONSTRAINT remote_signing_processes_status_check;
ALTER TABLE remote_signing_processes ADD CONSTRAINT remote_signing_processes_status_check
  CHECK (status IN ('otp_sent', 'signed', 'locked', 'superseded', 'cancelled'));
`;
