import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { z } from "zod";
import type { listSignatureRequestsQuery } from "@paraph/contracts";
import type { SignatureRequestsTable, SignersTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { requestIsEmpty } from "./empty-draft-repository.ts";

export type ListQuery = z.output<typeof listSignatureRequestsQuery>;
type SignerStatus = SignersTable["status"];

/** Whose list: the account, and its address while verified (invitations not bound to an account yet). */
export interface ListReader {
  userId: string;
  verifiedEmail: string | null;
}

export interface ListRow {
  id: string;
  title: string;
  status: SignatureRequestsTable["status"];
  created_at: Date;
  updated_at: Date;
  expires_at: Date | null;
  owner_id: string;
  owner_email: string;
  owner_first_name: string;
  owner_last_name: string;
  document_count: number;
  /** Every signer of the request, in signing order. */
  signers: { email: string; status: SignerStatus; user_id: string | null }[];
  total: number;
}

const SORT_COLUMNS = { createdAt: "created_at", updatedAt: "updated_at", title: "title", status: "status" } as const;

/**
 * One page of the reader's requests and how many there are in all, from
 * signature_request_participants (migration 0007): the account's rows, then the address's rows
 * for requests the account has no row of its own for. Each part is read in sort order from its
 * own index and cut at the page's end before the two are merged, so a page costs about as many
 * rows as it shows (PostgreSQL does not merge the two index scans by itself).
 */
export async function findListPage(executor: JobExecutor, reader: ListReader, query: ListQuery): Promise<{ rows: ListRow[]; total: number }> {
  const filters = filtersOf(query);
  const emptyDrafts = sql`empty_drafts AS MATERIALIZED (${emptyDraftsOf(reader)})`;
  const parts = partsOf(reader);
  const column = SORT_COLUMNS[query.sortBy];
  const direction = query.sortOrder === "asc" ? sql`ASC` : sql`DESC`;
  const offset = (query.page - 1) * query.size;
  const partPages = parts.map(
    (part) => sql`(SELECT p.signature_request_id AS id, p.title, p.status, p.created_at, p.updated_at
      FROM signature_request_participants p
      WHERE ${part} AND ${filters}
      ORDER BY ${sql.ref(`p.${column}`)} ${direction}, p.signature_request_id ${direction}
      LIMIT ${offset + query.size})`,
  );
  const total = sql.join(
    parts.map((part) => sql`(SELECT count(*)::int FROM signature_request_participants p WHERE ${part} AND ${filters})`),
    sql` + `,
  );
  const rows = await sql<ListRow>`WITH ${emptyDrafts}, page AS (
        SELECT * FROM (${sql.join(partPages, sql` UNION ALL `)}) AS candidates
        ORDER BY ${sql.ref(column)} ${direction}, id ${direction}
        LIMIT ${query.size} OFFSET ${offset}
      )
      SELECT page.id, page.title, page.status, page.created_at, page.updated_at, r.expires_at, r.owner_id,
        u.email AS owner_email, u.first_name AS owner_first_name, u.last_name AS owner_last_name,
        (SELECT count(*)::int FROM signature_request_documents d WHERE d.signature_request_id = page.id) AS document_count,
        (SELECT coalesce(json_agg(json_build_object('email', s.email, 'status', s.status, 'user_id', s.user_id) ORDER BY s.position, s.created_at), '[]')
          FROM signers s WHERE s.signature_request_id = page.id) AS signers,
        ${total} AS total
      FROM page JOIN signature_requests r ON r.id = page.id JOIN users u ON u.id = r.owner_id
      ORDER BY ${sql.ref(`page.${column}`)} ${direction}, page.id ${direction}`.execute(executor);
  if (rows.rows.length > 0) return { rows: rows.rows, total: rows.rows[0]?.total ?? 0 };
  // Every row carries the total; a page past the end has none and counts on its own.
  const counted = offset > 0 ? await sql<{ total: number }>`WITH ${emptyDrafts} SELECT ${total} AS total`.execute(executor) : undefined;
  return { rows: [], total: counted?.rows[0]?.total ?? 0 };
}

/** The reader's rows: the account's, and the address's where the account has no row for the request. */
function partsOf(reader: ListReader): RawBuilder<SqlBool>[] {
  const accountRows = sql<SqlBool>`p.user_id = ${reader.userId}`;
  if (!reader.verifiedEmail) return [accountRows];
  const addressRows = sql<SqlBool>`p.email = ${reader.verifiedEmail} AND NOT EXISTS (
      SELECT 1 FROM signature_request_participants own
      WHERE own.user_id = ${reader.userId} AND own.signature_request_id = p.signature_request_id)`;
  return [accountRows, addressRows];
}

/**
 * The reader's empty drafts (the statement's `empty_drafts`), found once per statement from their
 * draft rows: few (the cleanup deletes them), so leaving them out costs a small hashed set, not a
 * look at every listed row's contents.
 */
function emptyDraftsOf(reader: ListReader): RawBuilder<string> {
  const whose = reader.verifiedEmail ? sql`(e.user_id = ${reader.userId} OR e.email = ${reader.verifiedEmail})` : sql`e.user_id = ${reader.userId}`;
  return sql<string>`SELECT e.signature_request_id FROM signature_request_participants e
      WHERE ${whose} AND e.status = 'draft' AND ${requestIsEmpty(sql.ref("e.signature_request_id"))}`;
}

/** The filters of spec §3 on a participant row `p` (which only exists where the reader may see the request). */
function filtersOf(query: ListQuery): Expression<SqlBool> {
  // An empty draft (no document, signer or observer) is not listed: it is not a request yet.
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`p.signature_request_id NOT IN (SELECT signature_request_id FROM empty_drafts)`];
  if (query.tab === "drafts") conditions.push(sql<SqlBool>`p.is_owner AND p.status = 'draft'`);
  if (query.tab === "inbox") conditions.push(sql<SqlBool>`p.status <> 'draft'`);
  if (query.sendBy === "me") conditions.push(sql<SqlBool>`p.is_owner`);
  if (query.sendBy === "others") conditions.push(sql<SqlBool>`NOT p.is_owner`);
  if (query.status && query.status.length > 0) conditions.push(sql<SqlBool>`p.status IN (${sql.join(query.status)})`);
  const dateColumn = query.dateTimeMode === "updated" ? sql.ref("p.updated_at") : sql.ref("p.created_at");
  if (query.dateFrom) conditions.push(sql<SqlBool>`${dateColumn} >= ${new Date(`${query.dateFrom}T00:00:00Z`)}`);
  if (query.dateTo) conditions.push(sql<SqlBool>`${dateColumn} < ${new Date(new Date(`${query.dateTo}T00:00:00Z`).getTime() + 86_400_000)}`);
  if (query.search) {
    // U+001F separates the fields of search_text (migration 0007): a term never matches across two.
    const term = query.search.toLowerCase().replaceAll("\u001f", "");
    const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql<SqlBool>`p.search_text LIKE ${pattern}`);
  }
  return conditions.length > 0 ? sql<SqlBool>`${sql.join(conditions, sql` AND `)}` : sql<SqlBool>`true`;
}
