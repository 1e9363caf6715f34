/**
 * Templates (docs/templates.md): documents, roles with their signature and form fields, settings;
 * owned by a person, optionally shared with their business. A template keeps its own documents
 * (rows here naming the blob), so deleting a request made from it never touches them.
 */
export const sql = `
CREATE TABLE templates (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id uuid REFERENCES businesses (id) ON DELETE SET NULL,
  title text NOT NULL,
  message text,
  signing_order text NOT NULL CHECK (signing_order IN ('parallel', 'sequential')),
  quality text NOT NULL,
  legislation text,
  roles jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX templates_owner ON templates (owner_id, updated_at DESC);
CREATE INDEX templates_business ON templates (business_id, updated_at DESC) WHERE business_id IS NOT NULL;

CREATE TABLE template_documents (
  id uuid PRIMARY KEY,
  template_id uuid NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  pages jsonb NOT NULL,
  cleaning jsonb,
  blob_sha256 text NOT NULL,
  byte_size integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX template_documents_template ON template_documents (template_id, position);
CREATE INDEX template_documents_blob ON template_documents (blob_sha256);
`;
