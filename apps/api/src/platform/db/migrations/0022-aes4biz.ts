/**
 * AES for business (docs/aes-for-business.md): one declaration per business, naming the
 * representative who vouches for the members and the commercial register entry, and the allowed
 * domains it covers. A covered domain refers to the allowed domain, so removing the domain from
 * the business removes it here too; everything goes with the business.
 */
export const sql = `
CREATE TABLE business_aes4biz (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  representative_name text,
  representative_email text,
  commercial_register text,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE business_aes4biz_domains (
  business_id uuid NOT NULL REFERENCES business_aes4biz (business_id) ON DELETE CASCADE,
  domain text NOT NULL,
  PRIMARY KEY (business_id, domain),
  FOREIGN KEY (business_id, domain) REFERENCES business_domains (business_id, domain) ON DELETE CASCADE
);
`;
