import { sql, type SqlBool } from "kysely";
import type { ACCOUNT_ACTIVITY_SORT_FIELDS, ActivitySort, IDENTIFICATION_ACTIVITY_SORT_FIELDS, SortDirection } from "@paraph/contracts";

type AccountSortField = (typeof ACCOUNT_ACTIVITY_SORT_FIELDS)[number];
type IdentificationSortField = (typeof IDENTIFICATION_ACTIVITY_SORT_FIELDS)[number];
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { copyCsvStatement, csvLabelCellSql, csvTextCellSql, sqlLiteral } from "../../platform/csv/csv-sql.ts";
import { DELETED_ACCOUNT, LEGISLATION_LABELS, QUALITY_LABELS, SIGNATURE_KIND_LABELS } from "./export-labels.ts";

/** A half-open time window [from, to): the whole days of the requested range, in UTC. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The member an activity row names; the names are null once the account is deleted. */
interface MemberColumns {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

export interface AccountActivityRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: "admin" | "member" | "api";
  joined_at: Date;
  last_login_at: Date | null;
  signature_count: number;
}

export interface SignatureActivityRow extends MemberColumns {
  id: string;
  signature_request_id: string;
  title: string;
  quality: string;
  legislation: string | null;
  seal_account_name: string | null;
  signed_at: Date;
}

export interface IdentificationActivityRow extends MemberColumns {
  id: string;
  provider: string;
  method: string;
  legislation: string;
  status: string;
  is_demo: boolean;
  created_at: Date;
  completed_at: Date | null;
}

export interface SignatureUsageRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  ses: number;
  aes: number;
  qes: number;
  seal: number;
  total: number;
}

function orderWord(direction: SortDirection) {
  return direction === "desc" ? sql`desc` : sql`asc`;
}

// --- accounts -------------------------------------------------------------------------------

const ACCOUNT_ORDER: Record<AccountSortField, (direction: SortDirection) => ReturnType<typeof sql>> = {
  name: (d) => sql`lower(u.last_name) ${orderWord(d)}, lower(u.first_name) ${orderWord(d)}`,
  email: (d) => sql`u.email ${orderWord(d)}`,
  role: (d) => sql`m.role ${orderWord(d)}`,
  joinedAt: (d) => sql`m.joined_at ${orderWord(d)}`,
  lastLoginAt: (d) => sql`last_login_at ${orderWord(d)} nulls last`,
  signatureCount: (d) => sql`signature_count ${orderWord(d)}`,
};

/** The UTC day a window bound falls on (the bounds are midnights UTC). */
function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The business's people with their last sign-in and the signatures they made for it in the
 * window. A business has as many rows as members, so sorting them all is cheap; each count is a
 * sum over the member's days in the range (business_signature_daily_counts), the last sign-in
 * one entry of sessions_user_created.
 */
export async function findAccountActivities(
  executor: JobExecutor,
  businessId: string,
  window: TimeWindow,
  sort: ActivitySort<AccountSortField>,
  page: PageWindow,
): Promise<AccountActivityRow[]> {
  const order = ACCOUNT_ORDER[sort.field];
  const result = await sql<AccountActivityRow>`
    select m.user_id, u.first_name, u.last_name, u.email, m.role, m.joined_at,
      (select max(s.created_at) from sessions s where s.user_id = m.user_id) as last_login_at,
      (select coalesce(sum(d.signatures), 0)::int from business_signature_daily_counts d
        where d.business_id = m.business_id and d.user_id = m.user_id and d.day >= ${dayOf(window.from)}::date and d.day < ${dayOf(window.to)}::date) as signature_count
    from business_accounts m
    join users u on u.id = m.user_id
    where m.business_id = ${businessId}
    order by ${order(sort.direction)}, m.user_id
    limit ${page.limit} offset ${page.offset}
  `.execute(executor);
  return result.rows;
}

export async function countMembers(executor: JobExecutor, businessId: string): Promise<number> {
  const row = await executor
    .selectFrom("business_accounts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// --- signatures -----------------------------------------------------------------------------

function signaturesOf(executor: JobExecutor, businessId: string, window: TimeWindow) {
  return executor
    .selectFrom("business_signature_activities as a")
    .where("a.business_id", "=", businessId)
    .where("a.signed_at", ">=", window.from)
    .where("a.signed_at", "<", window.to);
}

const SIGNATURE_COLUMNS = [
  "a.id",
  "a.user_id",
  "a.signature_request_id",
  "a.title",
  "a.quality",
  "a.legislation",
  "a.seal_account_name",
  "a.signed_at",
  "u.first_name",
  "u.last_name",
  "u.email",
] as const;

/**
 * One page of signatures, read in sort order from the index that matches it (every column of
 * the order is in the same direction, so the index is scanned forwards or backwards).
 *
 * The page's ids are found first from the index alone (its columns are all the inner query
 * reads, so it is an index-only scan), and only those rows are then read and joined to their
 * signers: the rows an offset skips (9 900 on the deepest page) cost an index entry each instead
 * of a table row and a user lookup each.
 */
export async function findSignatureActivities(
  executor: JobExecutor,
  businessId: string,
  window: TimeWindow,
  sort: ActivitySort<"signedAt" | "quality">,
  page: PageWindow,
): Promise<SignatureActivityRow[]> {
  let pageIds = signaturesOf(executor, businessId, window).select("a.id");
  if (sort.field === "quality") pageIds = pageIds.orderBy("a.quality", sort.direction);
  pageIds = pageIds.orderBy("a.signed_at", sort.direction).orderBy("a.id", sort.direction).limit(page.limit).offset(page.offset);
  let query = executor
    .selectFrom(pageIds.as("p"))
    .innerJoin("business_signature_activities as a", "a.id", "p.id")
    .leftJoin("users as u", "u.id", "a.user_id")
    .select(SIGNATURE_COLUMNS);
  if (sort.field === "quality") query = query.orderBy("a.quality", sort.direction);
  return query.orderBy("a.signed_at", sort.direction).orderBy("a.id", sort.direction).execute();
}

/** Rows in the window, counted up to `cap` (an index-only range scan that stops there). */
export async function countSignatureActivities(executor: JobExecutor, businessId: string, window: TimeWindow, cap: number): Promise<number> {
  const row = await executor
    .selectFrom(signaturesOf(executor, businessId, window).select("a.id").limit(cap).as("capped"))
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A signature as the export reads it: the time already as the CSV writes it. */
export interface SignatureExportRow extends Omit<SignatureActivityRow, "signed_at"> {
  /** ISO 8601 in UTC with milliseconds, as Date.toISOString writes it. */
  signed_at_utc: string;
}

/**
 * The database writes the time as text: an export of a million rows then neither parses a
 * million timestamps into Dates nor formats them back (a tenth of the export's time).
 */
const SIGNED_AT_UTC = sql<string>`to_char(a.signed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as("signed_at_utc");

/**
 * The next batch of the export, in time order, after the row `afterId` (the last one sent):
 * each batch is one short indexed query, so an export never holds a connection or a
 * transaction (PGlite has one connection) and memory holds a batch or two. The position is that
 * row's (signed_at, id) read back by the database itself: the times carry microseconds, which a
 * JavaScript Date would round down to milliseconds, sending the row at each batch boundary twice.
 */
export async function findSignatureBatch(
  executor: JobExecutor,
  businessId: string,
  window: TimeWindow,
  afterId: string | undefined,
  limit: number,
): Promise<SignatureExportRow[]> {
  const columns = SIGNATURE_COLUMNS.filter((column) => column !== "a.signed_at");
  let query = signaturesOf(executor, businessId, window).leftJoin("users as u", "u.id", "a.user_id").select(columns).select(SIGNED_AT_UTC);
  if (afterId) {
    query = query.where(sql<SqlBool>`(a.signed_at, a.id) > (select b.signed_at, b.id from business_signature_activities b where b.id = ${afterId})`);
  }
  return query.orderBy("a.signed_at").orderBy("a.id").limit(limit).execute();
}

/**
 * The whole signatures export as one `COPY` statement whose rows are already the CSV cells
 * signatureCsvRow writes (PostgreSQL only; csv-sql.ts): the file streams from the server as
 * bytes, in time order. The business id is a checked UUID and the window two dates, written as
 * literals because COPY takes no parameters.
 */
export function signatureExportCopyStatement(businessId: string, window: TimeWindow): string {
  const whenDeleted = (cell: string) => `CASE WHEN u.email IS NULL THEN ${cell} ELSE`;
  const select = `SELECT
      to_char(a.signed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      ${whenDeleted("NULL")} ${csvTextCellSql("u.first_name")} END,
      ${whenDeleted("NULL")} ${csvTextCellSql("u.last_name")} END,
      ${whenDeleted(sqlLiteral(DELETED_ACCOUNT))} ${csvTextCellSql("u.email")} END,
      ${csvTextCellSql("a.title")},
      a.signature_request_id,
      ${csvLabelCellSql("a.quality", QUALITY_LABELS)},
      ${csvLabelCellSql("a.legislation", LEGISLATION_LABELS)},
      CASE WHEN NULLIF(a.seal_account_name, '') IS NULL THEN ${sqlLiteral(SIGNATURE_KIND_LABELS.personal)} ELSE ${sqlLiteral(SIGNATURE_KIND_LABELS.seal)} END,
      ${csvTextCellSql("a.seal_account_name")}
    FROM business_signature_activities a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.business_id = ${sqlLiteral(businessId)}
      AND a.signed_at >= ${sqlLiteral(window.from.toISOString())} AND a.signed_at < ${sqlLiteral(window.to.toISOString())}
    ORDER BY a.signed_at, a.id`;
  return copyCsvStatement(select);
}

/** Signatures per member in the window: by quality, with a seal, and in all. */
export async function findSignatureUsageByMember(executor: JobExecutor, businessId: string, window: TimeWindow): Promise<SignatureUsageRow[]> {
  const result = await sql<SignatureUsageRow>`
    select a.user_id, u.first_name, u.last_name, u.email,
      count(*) filter (where a.quality = 'ses')::int as ses,
      count(*) filter (where a.quality in ('aes', 'aesMinimal'))::int as aes,
      count(*) filter (where a.quality = 'qes')::int as qes,
      count(a.seal_account_name)::int as seal,
      count(*)::int as total
    from business_signature_activities a
    left join users u on u.id = a.user_id
    where a.business_id = ${businessId} and a.signed_at >= ${window.from} and a.signed_at < ${window.to}
    group by a.user_id, u.first_name, u.last_name, u.email
    order by lower(u.last_name) nulls last, lower(u.first_name), a.user_id
  `.execute(executor);
  return result.rows;
}

// --- identifications ------------------------------------------------------------------------

const IDENTIFICATION_ORDER: Record<IdentificationSortField, string> = {
  createdAt: "i.created_at",
  completedAt: "i.completed_at",
  status: "i.status",
  method: "i.method",
};

function identificationsOf(executor: JobExecutor, businessId: string, window: TimeWindow) {
  return executor
    .selectFrom("business_members as m")
    .innerJoin("identifications as i", "i.user_id", "m.user_id")
    .innerJoin("users as u", "u.id", "m.user_id")
    .where("m.business_id", "=", businessId)
    .where("i.created_at", ">=", window.from)
    .where("i.created_at", "<", window.to);
}

const IDENTIFICATION_COLUMNS = [
  "i.id",
  "m.user_id",
  "i.provider",
  "i.method",
  "i.legislation",
  "i.status",
  "i.is_demo",
  "i.created_at",
  "i.completed_at",
  "u.first_name",
  "u.last_name",
  "u.email",
] as const;

/**
 * The members' identifications: a handful per member, found through each member's
 * (user_id, created_at) index entries, so sorting them on any whitelisted column stays cheap.
 */
export async function findIdentificationActivities(
  executor: JobExecutor,
  businessId: string,
  window: TimeWindow,
  sort: ActivitySort<IdentificationSortField>,
  page: PageWindow,
): Promise<IdentificationActivityRow[]> {
  const column = IDENTIFICATION_ORDER[sort.field];
  return identificationsOf(executor, businessId, window)
    .select(IDENTIFICATION_COLUMNS)
    .orderBy(sql.ref(column), sql`${orderWord(sort.direction)} nulls last`)
    .orderBy("i.created_at", sort.direction)
    .orderBy("i.id", sort.direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute() as Promise<IdentificationActivityRow[]>;
}

export async function countIdentificationActivities(executor: JobExecutor, businessId: string, window: TimeWindow, cap: number): Promise<number> {
  const row = await executor
    .selectFrom(identificationsOf(executor, businessId, window).select("i.id").limit(cap).as("capped"))
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next batch of the identifications export after the row `afterId`, as findSignatureBatch reads. */
export async function findIdentificationBatch(
  executor: JobExecutor,
  businessId: string,
  window: TimeWindow,
  afterId: string | undefined,
  limit: number,
): Promise<IdentificationActivityRow[]> {
  let query = identificationsOf(executor, businessId, window).select(IDENTIFICATION_COLUMNS);
  if (afterId) query = query.where(sql<SqlBool>`(i.created_at, i.id) > (select b.created_at, b.id from identifications b where b.id = ${afterId})`);
  return query.orderBy("i.created_at").orderBy("i.id").limit(limit).execute() as Promise<IdentificationActivityRow[]>;
}
