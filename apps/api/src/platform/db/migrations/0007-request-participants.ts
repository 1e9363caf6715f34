/**
 * The dashboard list (GET /v3/signature-requests-redesign) reads one row per request and person
 * who may see it, with the columns it sorts and filters by copied in, so a page is read in sort
 * order from an index and cut at its end instead of collecting and sorting every visible request
 * (docs/signature-requests.md, "The request list").
 *
 * A row belongs either to an account (user_id: the owner, and signers or observers bound to an
 * account) or to an address (email: invitations not bound to any account yet). Address rows
 * are matched against the reader's verified address when the list is read, so registering or
 * verifying an address needs no maintenance here. Which rows exist follows the access rules of
 * access.ts: the owner always; signers (except removed ones) and observers once the request has
 * left the draft state.
 *
 * Triggers keep the rows in step with every write to requests, signers and observers, in the
 * writing transaction, whichever code path writes. Each refresh recomputes a request's rows with
 * the request row locked, so two transactions changing the same request cannot leave stale rows.
 * Code that changes signers or observers therefore locks the request row first
 * (findRequestForUpdate), as the services do: taking the signer's row lock first and the
 * request's second could deadlock against a transaction doing the opposite.
 */
export const sql = `
CREATE TABLE signature_request_participants (
  signature_request_id uuid NOT NULL REFERENCES signature_requests (id) ON DELETE CASCADE,
  -- No foreign key: checking one would lock the user's row for every row written. Deleting a user
  -- deletes their requests (and so these rows) and unbinds their signer and observer entries,
  -- which rewrites those requests' rows.
  user_id uuid,
  email text,
  is_owner boolean NOT NULL,
  status text NOT NULL,
  title text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- What the list's search looks in: the title, and each signer's address and name, lower-cased.
  search_text text NOT NULL,
  CHECK ((user_id IS NULL) <> (email IS NULL))
)
-- Every change to a request rewrites its rows, and the list counts from the indexes alone where
-- the visibility map allows: vacuum after 5 % changed rows rather than the default 20 %.
WITH (autovacuum_vacuum_scale_factor = 0.05, autovacuum_vacuum_insert_scale_factor = 0.05);
CREATE INDEX signature_request_participants_request ON signature_request_participants (signature_request_id);
CREATE UNIQUE INDEX signature_request_participants_user ON signature_request_participants (user_id, signature_request_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX signature_request_participants_email ON signature_request_participants (email, signature_request_id) WHERE email IS NOT NULL;
-- One index per sort order of the list (scanned backwards for descending order), for each kind of row.
CREATE INDEX signature_request_participants_user_created ON signature_request_participants (user_id, created_at, signature_request_id) WHERE user_id IS NOT NULL;
CREATE INDEX signature_request_participants_user_updated ON signature_request_participants (user_id, updated_at, signature_request_id) WHERE user_id IS NOT NULL;
CREATE INDEX signature_request_participants_user_title ON signature_request_participants (user_id, title, signature_request_id) WHERE user_id IS NOT NULL;
CREATE INDEX signature_request_participants_user_status ON signature_request_participants (user_id, status, signature_request_id) WHERE user_id IS NOT NULL;
CREATE INDEX signature_request_participants_email_created ON signature_request_participants (email, created_at, signature_request_id) WHERE email IS NOT NULL;
CREATE INDEX signature_request_participants_email_updated ON signature_request_participants (email, updated_at, signature_request_id) WHERE email IS NOT NULL;
CREATE INDEX signature_request_participants_email_title ON signature_request_participants (email, title, signature_request_id) WHERE email IS NOT NULL;
CREATE INDEX signature_request_participants_email_status ON signature_request_participants (email, status, signature_request_id) WHERE email IS NOT NULL;

-- Nearly every call refreshes one request: one plan made once per connection and reused costs a
-- third of planning each call anew (measured: 0.3 ms against 1 ms a call).
CREATE FUNCTION refresh_signature_request_participants(request_ids uuid[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF cardinality(request_ids) = 0 THEN
    RETURN;
  END IF;
  -- Refreshes of one request take turns; each statement below then sees the previous one's commit.
  -- NO KEY UPDATE: writers of signers hold KEY SHARE on the request (their foreign key), which a
  -- FOR UPDATE here would wait for while they wait for us.
  PERFORM 1 FROM signature_requests WHERE id = ANY (request_ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM signature_request_participants WHERE signature_request_id = ANY (request_ids);
  INSERT INTO signature_request_participants (signature_request_id, user_id, email, is_owner, status, title, created_at, updated_at, search_text)
  SELECT DISTINCT ON (r.id, who.user_id, who.email)
    r.id, who.user_id, who.email, who.is_owner, r.status, r.title, r.created_at, r.updated_at, search.text
  FROM signature_requests r
  -- Fields apart by U+001F, which the list strips from search terms: a match never spans two fields.
  CROSS JOIN LATERAL (
    SELECT lower(r.title) || coalesce(string_agg(
      chr(31) || lower(s.email) || chr(31) || lower(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), ''), '') AS text
    FROM signers s WHERE s.signature_request_id = r.id
  ) AS search
  CROSS JOIN LATERAL (
    SELECT r.owner_id AS user_id, NULL::text AS email, true AS is_owner
    UNION ALL
    SELECT s.user_id, CASE WHEN s.user_id IS NULL THEN s.email END, false
    FROM signers s
    WHERE s.signature_request_id = r.id AND s.status <> 'removed' AND r.status <> 'draft'
    UNION ALL
    SELECT o.user_id, CASE WHEN o.user_id IS NULL THEN o.email END, false
    FROM observers o
    WHERE o.signature_request_id = r.id AND r.status <> 'draft'
  ) AS who
  WHERE r.id = ANY (request_ids)
  ORDER BY r.id, who.user_id, who.email, who.is_owner DESC;
END
$$;

CREATE FUNCTION refresh_participants_of_changed_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_signature_request_participants(ARRAY(SELECT id FROM new_rows));
  ELSE
    -- Only changes to what the rows copy or depend on (a signing lock, say, changes nothing).
    PERFORM refresh_signature_request_participants(ARRAY(
      SELECT new_rows.id FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
      WHERE (new_rows.owner_id, new_rows.status, new_rows.title, new_rows.created_at, new_rows.updated_at)
        IS DISTINCT FROM (old_rows.owner_id, old_rows.status, old_rows.title, old_rows.created_at, old_rows.updated_at)
    ));
  END IF;
  RETURN NULL;
END
$$;

-- A signer's turn opening, their signature or a reminder changes no row: only who the entry
-- belongs to, the names searched, and whether it was removed do.
CREATE FUNCTION refresh_participants_of_changed_signers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_signature_request_participants(ARRAY(
    SELECT DISTINCT new_rows.signature_request_id FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
    WHERE (new_rows.user_id, new_rows.email, new_rows.first_name, new_rows.last_name, new_rows.status = 'removed')
      IS DISTINCT FROM (old_rows.user_id, old_rows.email, old_rows.first_name, old_rows.last_name, old_rows.status = 'removed')
  ));
  RETURN NULL;
END
$$;

CREATE FUNCTION refresh_participants_of_changed_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_signature_request_participants(ARRAY(SELECT DISTINCT signature_request_id FROM old_rows));
  ELSE
    PERFORM refresh_signature_request_participants(ARRAY(SELECT DISTINCT signature_request_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER participants_after_insert AFTER INSERT ON signature_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_participants_of_changed_requests();
CREATE TRIGGER participants_after_update AFTER UPDATE ON signature_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_participants_of_changed_requests();

CREATE TRIGGER participants_after_insert AFTER INSERT ON signers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_participants_of_changed_entries();
CREATE TRIGGER participants_after_update AFTER UPDATE ON signers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_participants_of_changed_signers();
CREATE TRIGGER participants_after_delete AFTER DELETE ON signers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_participants_of_changed_entries();

CREATE TRIGGER participants_after_insert AFTER INSERT ON observers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_participants_of_changed_entries();
CREATE TRIGGER participants_after_update AFTER UPDATE ON observers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_participants_of_changed_entries();
CREATE TRIGGER participants_after_delete AFTER DELETE ON observers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_participants_of_changed_entries();

-- Requests that exist before this migration.
SELECT refresh_signature_request_participants(ARRAY(SELECT id FROM signature_requests));
`;
