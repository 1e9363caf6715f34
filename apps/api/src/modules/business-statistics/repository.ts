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

/** The rows of a per-day count table `d` that belong to the business and fall in the window. */
function dayRows(businessId: string, window: TimeWindow) {
  return sql`d.business_id = ${businessId} and d.day >= ${dayOf(window.from)}::date and d.day < ${dayOf(window.to)}::date`;
}

/**
 * Signatures per month and kind, summed from the business's days
 * (business_signature_kind_daily_counts): at most 4 rows a day whatever the number of signatures.
 */
export async function findMonthlySignatures(executor: JobExecutor, businessId: string, window: TimeWindow): Promise<MonthlySignatureRow[]> {
  const result = await sql<MonthlySignatureRow>`
    select to_char(d.day, 'YYYY-MM') as month, d.kind, sum(d.signatures)::int as signatures
    from business_signature_kind_daily_counts d
    where ${dayRows(businessId, window)}
    group by 1, 2
  `.execute(executor);
  return result.rows;
}

/** Requests sent per month and ended per month and outcome, summed from the business's days (business_request_daily_counts). */
export async function findMonthlyRequests(executor: JobExecutor, businessId: string, window: TimeWindow): Promise<MonthlyRequestRow[]> {
  const result = await sql<MonthlyRequestRow>`
    select to_char(d.day, 'YYYY-MM') as month, d.outcome, sum(d.requests)::int as requests
    from business_request_daily_counts d
    where ${dayRows(businessId, window)}
    group by 1, 2
  `.execute(executor);
  return result.rows;
}

export interface DurationBucketRow {
  bucket: number;
  requests: number;
}

/**
 * How long the requests completed in the window took, as counts per duration bucket (bucket b:
 * 1.05^b to 1.05^(b+1) seconds), shortest first (business_completion_duration_counts).
 */
export async function findCompletionDurations(executor: JobExecutor, businessId: string, window: TimeWindow): Promise<DurationBucketRow[]> {
  const result = await sql<DurationBucketRow>`
    select d.bucket, sum(d.requests)::int as requests
    from business_completion_duration_counts d
    where ${dayRows(businessId, window)}
    group by d.bucket
    order by d.bucket
  `.execute(executor);
  return result.rows;
}

/**
 * The members who sent the most requests in the window, most first (ties by name), from their
 * days (business_sender_daily_counts); names are null once an account is deleted.
 */
export async function findTopSenders(executor: JobExecutor, businessId: string, window: TimeWindow, limit: number): Promise<TopSenderRow[]> {
  const result = await sql<TopSenderRow>`
    select s.owner_id as user_id, u.first_name, u.last_name, u.email, s.sent
    from (
      select d.owner_id, sum(d.requests)::int as sent
      from business_sender_daily_counts d
      where ${dayRows(businessId, window)}
      group by d.owner_id
      order by sent desc, d.owner_id
      limit ${limit}
    ) s
    left join users u on u.id = s.owner_id
    order by s.sent desc, lower(u.last_name) nulls last, lower(u.first_name), s.owner_id
  `.execute(executor);
  return result.rows;
}
