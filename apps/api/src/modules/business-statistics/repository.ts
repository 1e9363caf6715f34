import { sql } from "kysely";
import type { SignatureKind } from "@paraph/contracts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

/** A half-open window [from, to) of whole UTC days. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

export interface MonthlySignatureRow {
  month: string;
  kind: SignatureKind;
  signatures: number;
}

export interface MonthlyRequestRow {
  month: string;
  outcome: "sent" | "completed" | "declined" | "withdrawn" | "expired";
  requests: number;
}

export interface TopSenderRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  sent: number;
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Signatures per month and kind, summed from the business's days
 * (business_signature_kind_daily_counts): at most 4 rows a day whatever the number of signatures.
 */
export async function findMonthlySignatures(executor: JobExecutor, businessId: string, window: TimeWindow): Promise<MonthlySignatureRow[]> {
  const result = await sql<MonthlySignatureRow>`
    select to_char(d.day, 'YYYY-MM') as month, d.kind, sum(d.signatures)::int as signatures
    from business_signature_kind_daily_counts d
    where d.business_id = ${businessId} and d.day >= ${dayOf(window.from)}::date and d.day < ${dayOf(window.to)}::date
    group by 1, 2
  `.execute(executor);
  return result.rows;
}

/**
 * Requests sent per month (by sending time) and ended per month and outcome (by end time), each
 * read from its index of business_sent_requests.
 */
export async function findMonthlyRequests(executor: JobExecutor, businessId: string, window: TimeWindow): Promise<MonthlyRequestRow[]> {
  const result = await sql<MonthlyRequestRow>`
    select to_char(r.sent_at at time zone 'UTC', 'YYYY-MM') as month, 'sent' as outcome, count(*)::int as requests
    from business_sent_requests r
    where r.business_id = ${businessId} and r.sent_at >= ${window.from} and r.sent_at < ${window.to}
    group by 1
    union all
    select to_char(r.closed_at at time zone 'UTC', 'YYYY-MM') as month, r.status as outcome, count(*)::int as requests
    from business_sent_requests r
    where r.business_id = ${businessId} and r.closed_at >= ${window.from} and r.closed_at < ${window.to}
    group by 1, 2
  `.execute(executor);
  return result.rows;
}

/** The median seconds from sending to completion of the requests completed in the window. */
export async function findMedianSecondsToComplete(executor: JobExecutor, businessId: string, window: TimeWindow): Promise<number | null> {
  const result = await sql<{ median: number | string | null }>`
    select percentile_cont(0.5) within group (order by extract(epoch from r.closed_at - r.sent_at)) as median
    from business_sent_requests r
    where r.business_id = ${businessId} and r.closed_at >= ${window.from} and r.closed_at < ${window.to} and r.status = 'completed'
  `.execute(executor);
  const median = result.rows[0]?.median;
  return median === null || median === undefined ? null : Number(median);
}

/** The members who sent the most requests in the window, most first (ties by name); names are null once an account is deleted. */
export async function findTopSenders(executor: JobExecutor, businessId: string, window: TimeWindow, limit: number): Promise<TopSenderRow[]> {
  const result = await sql<TopSenderRow>`
    select s.owner_id as user_id, u.first_name, u.last_name, u.email, s.sent
    from (
      select r.owner_id, count(*)::int as sent
      from business_sent_requests r
      where r.business_id = ${businessId} and r.sent_at >= ${window.from} and r.sent_at < ${window.to}
      group by r.owner_id
      order by sent desc, r.owner_id
      limit ${limit}
    ) s
    left join users u on u.id = s.owner_id
    order by s.sent desc, lower(u.last_name) nulls last, lower(u.first_name), s.owner_id
  `.execute(executor);
  return result.rows;
}
