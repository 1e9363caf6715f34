/**
 * Embedded signing (docs/embedding.md). A business names the origins that may frame its signing
 * view (`embed_origins`). A one-time link is stored by the hash of its token, bound to one request,
 * signer, business and host origin; opening it sets `opened_at` (it opens once) and stores the hash
 * of the short-lived credential the framed view then signs with.
 */
export const sql = `
ALTER TABLE businesses ADD COLUMN embed_origins text[] NOT NULL DEFAULT ARRAY[]::text[];

CREATE TABLE embedded_signing_links (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  signature_request_id uuid NOT NULL REFERENCES signature_requests (id) ON DELETE CASCADE,
  signer_id uuid NOT NULL REFERENCES signers (id) ON DELETE CASCADE,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  host_origin text NOT NULL,
  return_url text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  opened_at timestamptz,
  credential_hash text UNIQUE,
  credential_expires_at timestamptz
);
CREATE INDEX embedded_signing_links_request ON embedded_signing_links (signature_request_id);
`;
