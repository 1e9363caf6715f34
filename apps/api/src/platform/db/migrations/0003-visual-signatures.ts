/**
 * Visual signatures: a user's saved appearances, at most one of them the default (a partial
 * unique index, so two concurrent "make default" requests cannot both win). The users column
 * holds per-user locks on the display flags (spec §3 permissions.visualSignatures); null means
 * every flag is the user's to choose, shown by default.
 */
export const sql = `
CREATE TABLE visual_signatures (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  alias text NOT NULL,
  name text NOT NULL,
  optional_line text,
  location text,
  language text NOT NULL,
  quality text,
  legislation text,
  provider text,
  display_date boolean NOT NULL,
  display_claim boolean NOT NULL,
  display_standards boolean NOT NULL,
  display_qr boolean NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  image_sha256 text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX visual_signatures_owner ON visual_signatures (owner_id, created_at DESC);
CREATE UNIQUE INDEX visual_signatures_one_default ON visual_signatures (owner_id) WHERE is_default;
CREATE INDEX visual_signatures_image ON visual_signatures (image_sha256) WHERE image_sha256 IS NOT NULL;

ALTER TABLE users ADD COLUMN visual_signature_permissions jsonb;
`;
