/**
 * Businesses with their members (a user belongs to at most one: the unique index on user_id),
 * invitations by e-mail address, allowed e-mail domains, and seals: certificates the operator
 * provisions for a business, with the members allowed to sign with each. A seal's private key
 * is not here; it lives beside the demo PKI in $DATA_DIR/pki/seals (docs/OPERATIONS.md).
 */
export const sql = `
CREATE TABLE businesses (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  support_email text,
  support_phone text,
  attach_signed_document boolean NOT NULL DEFAULT true,
  attach_signed_document_customisable boolean NOT NULL DEFAULT true,
  attach_signature_protocol boolean NOT NULL DEFAULT true,
  attach_signature_protocol_customisable boolean NOT NULL DEFAULT true,
  logo_sha256 text,
  logo_width integer,
  logo_height integer,
  gtc_accepted_at timestamptz NOT NULL,
  dpa_accepted_at timestamptz NOT NULL,
  deletion_requested_at timestamptz,
  deletion_effective_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX businesses_logo ON businesses (logo_sha256) WHERE logo_sha256 IS NOT NULL;

CREATE TABLE business_members (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'member')),
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (business_id, user_id)
);
CREATE UNIQUE INDEX business_members_one_business ON business_members (user_id);

CREATE TABLE business_invitations (
  id uuid PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  email text NOT NULL,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (business_id, email)
);
CREATE INDEX business_invitations_email ON business_invitations (email, created_at);

CREATE TABLE business_domains (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  domain text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (business_id, domain)
);

CREATE TABLE seals (
  id uuid PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  account_name text NOT NULL,
  display_name text NOT NULL,
  certificate text NOT NULL,
  image_sha256 text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (business_id, account_name)
);
CREATE INDEX seals_image ON seals (image_sha256) WHERE image_sha256 IS NOT NULL;

CREATE TABLE seal_members (
  seal_id uuid NOT NULL REFERENCES seals (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (seal_id, user_id)
);
CREATE INDEX seal_members_user ON seal_members (user_id);
`;
