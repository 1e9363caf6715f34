/**
 * Single sign-on with OpenID Connect (docs/sso.md). `business_sso` holds one business's issuer,
 * client and whether it is on; its client secret only sealed with the installation's secrets key
 * (platform/crypto/secret-box.ts). `business_sso_domains` lists the e-mail domains it covers, each
 * domain at most once across all businesses. `sso_logins` is one log-in in flight: the hashes of
 * its state and of the browser cookie that started it, the sealed PKCE verifier, the nonce, and,
 * once the issuer answered, the hash of the one-time code the web app redeems for a session.
 */
export const sql = `
CREATE TABLE business_sso (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  issuer text NOT NULL,
  client_id text NOT NULL,
  client_secret_sealed text NOT NULL,
  enabled boolean NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE business_sso_domains (
  domain text PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES business_sso (business_id) ON DELETE CASCADE
);
CREATE INDEX business_sso_domains_business ON business_sso_domains (business_id);

CREATE TABLE sso_logins (
  id uuid PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  state_hash text NOT NULL UNIQUE,
  browser_hash text NOT NULL,
  code_verifier_sealed text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  callback_at timestamptz,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  login_code_hash text UNIQUE,
  login_code_expires_at timestamptz,
  redeemed_at timestamptz
);
CREATE INDEX sso_logins_expires_at ON sso_logins (expires_at);
`;
