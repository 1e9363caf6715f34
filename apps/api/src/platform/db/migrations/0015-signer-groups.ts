/**
 * Signer groups: named lists of people a business's members add to a request as signers in one
 * step (docs/signer-groups.md). A group belongs to one business and its name is unique there
 * whatever its case; participants are e-mail addresses in order, not accounts, so a group may
 * hold people outside the business. The business's limits are null until an admin sets them:
 * the server's defaults apply then.
 */
export const sql = `
ALTER TABLE businesses ADD COLUMN signer_groups_max_groups integer;
ALTER TABLE businesses ADD COLUMN signer_groups_max_participants integer;

CREATE TABLE signer_groups (
  id uuid PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX signer_groups_business_name ON signer_groups (business_id, lower(name));

CREATE TABLE signer_group_participants (
  group_id uuid NOT NULL REFERENCES signer_groups (id) ON DELETE CASCADE,
  position integer NOT NULL,
  email text NOT NULL,
  first_name text,
  last_name text,
  PRIMARY KEY (group_id, email)
);
CREATE INDEX signer_group_participants_email ON signer_group_participants (email);
`;
