/**
 * Fields a signer fills besides their signature (issue 31; docs/form-fields.md): one row per
 * field, its definition as the API took it (packages/contracts form-fields), and its value once
 * there is one. A sender's prefill is a value with `read_only` set and `filled_by_role` owner; a
 * signer's value is written when their signature is recorded, in the same transaction. Names are
 * unique within a request; templates will keep their own definitions and reuse the fill path.
 */
export const sql = `
CREATE TABLE signer_form_fields (
  id uuid PRIMARY KEY,
  signature_request_id uuid NOT NULL REFERENCES signature_requests(id) ON DELETE CASCADE,
  signer_id uuid NOT NULL REFERENCES signers(id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL,
  definition jsonb NOT NULL,
  value jsonb,
  read_only boolean NOT NULL DEFAULT false,
  filled_at timestamptz,
  filled_by_role text CHECK (filled_by_role IN ('owner', 'signer')),
  filled_by_user_id uuid,
  filled_by_signer_id uuid,
  created_at timestamptz NOT NULL,
  CONSTRAINT signer_form_fields_name_unique UNIQUE (signature_request_id, name),
  CONSTRAINT signer_form_fields_filled CHECK ((value IS NULL) = (filled_at IS NULL))
);
CREATE INDEX signer_form_fields_signer ON signer_form_fields (signer_id, position);
`;
