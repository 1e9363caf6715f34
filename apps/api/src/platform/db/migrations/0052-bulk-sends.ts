/**
 * Bulk sends (docs/bulk-send.md): one CSV of people and prefilled values, one request per row
 * made from a template by a job, batch after batch. `next_byte` and `next_row` say where the
 * next batch starts reading the stored CSV; `bulk_send_rows` holds one record per row done, its
 * primary key making each row happen once however often a batch is run again.
 */
export const sql = `
CREATE TABLE bulk_sends (
  id uuid PRIMARY KEY,
  template_id uuid REFERENCES templates (id) ON DELETE SET NULL,
  template_title text NOT NULL,
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id uuid REFERENCES businesses (id) ON DELETE SET NULL,
  csv_sha256 text NOT NULL,
  separator text NOT NULL CHECK (separator IN (',', ';')),
  header jsonb NOT NULL,
  columns jsonb NOT NULL,
  total_rows integer NOT NULL,
  next_byte integer NOT NULL,
  next_row integer NOT NULL DEFAULT 1,
  succeeded integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX bulk_sends_template ON bulk_sends (template_id, created_at DESC);
CREATE INDEX bulk_sends_creator ON bulk_sends (created_by);

CREATE TABLE bulk_send_rows (
  bulk_send_id uuid NOT NULL REFERENCES bulk_sends (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  signature_request_id uuid,
  error text,
  fields jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (bulk_send_id, row_number)
);
CREATE INDEX bulk_send_rows_failed ON bulk_send_rows (bulk_send_id, row_number) WHERE error IS NOT NULL;
`;
