/**
 * Embedded composer sessions (docs/embedding.md, "The embedded composer"). A session is made by a
 * business's user or API user for one draft request or one template, for one host origin, and is
 * stored by the hash of its token. Opening it (once) starts a login session confined to that
 * scope: `sessions.embedded_session_id` names it, and the route registrar lets such a session
 * reach only the composer's calls on that request. A template's session is bound to the draft it
 * makes (`signature_request_id` set then).
 */
export const sql = `
CREATE TABLE embedded_sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope_kind text NOT NULL CHECK (scope_kind IN ('signature_request', 'template')),
  signature_request_id uuid REFERENCES signature_requests (id) ON DELETE CASCADE,
  template_id uuid REFERENCES templates (id) ON DELETE CASCADE,
  host_origin text NOT NULL,
  return_url text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  opened_at timestamptz,
  CHECK (scope_kind <> 'signature_request' OR signature_request_id IS NOT NULL),
  CHECK (scope_kind <> 'template' OR template_id IS NOT NULL)
);
CREATE INDEX embedded_sessions_user ON embedded_sessions (user_id);

ALTER TABLE sessions ADD COLUMN embedded_session_id uuid REFERENCES embedded_sessions (id) ON DELETE CASCADE;
`;
