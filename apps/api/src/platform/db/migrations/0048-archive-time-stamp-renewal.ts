/**
 * Archive time-stamp renewal (docs/signing.md, "Long-term validity").
 *
 * `document_archive_time_stamps`: what the newest document time-stamp of a stored version is
 * made of, read once from the PDF in a signing worker so the sweep finds due documents by index:
 * its time, when the first certificate of its chain ends, its digest algorithm and the shortest
 * RSA key of its chain (NULL: none). A version without a document time-stamp has a row with
 * NULL `time_stamped_at`, so it is not read again.
 *
 * `archive_time_stamp_renewals`: one row per renewal of a document from a version, the reason,
 * and whether the new time-stamp cured that reason (`cured` false: the authority's certificate
 * was as short-lived or as weak; not renewed again for the same reason from that version). The
 * unique (document, from_version) key makes a renewal happen once however many sweeps race.
 */
export const sql = `
CREATE TABLE document_archive_time_stamps (
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  version integer NOT NULL,
  time_stamped_at timestamptz,
  chain_expires_at timestamptz,
  digest_algorithm text,
  weakest_rsa_bits integer,
  inspected_at timestamptz NOT NULL,
  PRIMARY KEY (document_id, version)
);
CREATE INDEX document_archive_time_stamps_expiry ON document_archive_time_stamps (chain_expires_at) WHERE time_stamped_at IS NOT NULL;

CREATE TABLE archive_time_stamp_renewals (
  id uuid PRIMARY KEY,
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  from_version integer NOT NULL,
  to_version integer,
  reason text NOT NULL CHECK (reason IN ('expiring', 'weak_algorithm')),
  status text NOT NULL CHECK (status IN ('renewed', 'failed')),
  cured boolean,
  attempts integer NOT NULL DEFAULT 1,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (document_id, from_version)
);
CREATE INDEX archive_time_stamp_renewals_to_version ON archive_time_stamp_renewals (document_id, to_version);
`;
