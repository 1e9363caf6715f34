/** Documents with their versions (original, then signed ones), attachments of signature requests. */
export const sql = `
CREATE TABLE documents (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  page_count integer NOT NULL,
  pages jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX documents_owner ON documents (owner_id, created_at DESC);

CREATE TABLE document_versions (
  id uuid PRIMARY KEY,
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  version integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('original', 'signed')),
  blob_sha256 text NOT NULL,
  byte_size integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (document_id, version)
);
CREATE INDEX document_versions_blob ON document_versions (blob_sha256);

CREATE TABLE attachments (
  id uuid PRIMARY KEY,
  signature_request_id uuid NOT NULL,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  blob_sha256 text NOT NULL,
  byte_size integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX attachments_request ON attachments (signature_request_id);
CREATE INDEX attachments_blob ON attachments (blob_sha256);
`;
