import type { BusinessStatistics, RequestCounts, SignatureCounts, StatisticsMonth, TopSender } from "@paraph/contracts";
import { presentMember } from "../business-activity/index.ts";
import type { DurationBucketRow, MonthlyRequestRow, MonthlySignatureRow, TopSenderRow } from "./repository.ts";

function noSignatures(): SignatureCounts {
  return { ses: 0, aes: 0, qes: 0, seal: 0, total: 0 };
}

function noRequests(): RequestCounts {
  return { sent: 0, completed: 0, declined: 0, withdrawn: 0, expired: 0 };
}

/** Every month of the range with its figures, zeros where nothing happened, and the totals. */
export function presentMonths(months: string[], signatures: MonthlySignatureRow[], requests: MonthlyRequestRow[]): Pick<BusinessStatistics, "months" | "totals"> {
  const byMonth = new Map<string, StatisticsMonth>(months.map((month) => [month, { month, signatures: noSignatures(), requests: noRequests() }]));
  const totals = { signatures: noSignatures(), requests: noRequests() };
  for (const row of signatures) {
    const month = byMonth.get(row.month);
    if (!month) continue;
    const count = Number(row.signatures);
    month.signatures[row.kind] += count;
    month.signatures.total += count;
    totals.signatures[row.kind] += count;
    totals.signatures.total += count;
  }
  for (const row of requests) {
    const month = byMonth.get(row.month);
    if (!month) continue;
    const count = Number(row.requests);
    month.requests[row.outcome] += count;
    totals.requests[row.outcome] += count;
  }
  return { months: [...byMonth.values()], totals };
}

export function presentTopSender(row: TopSenderRow): TopSender {
  return { ...presentMember(row), sent: Number(row.sent) };
}

/** The ratio between the bounds of a duration bucket (migration 0018). */
const BUCKET_RATIO = 1.05;

/** A duration bucket's middle (geometric), in seconds: within 2.5 % of every duration in it. */
function bucketMiddle(bucket: number): number {
  return BUCKET_RATIO ** (bucket + 0.5);
}

/**
 * The median of the durations counted in buckets (shortest bucket first): the middle duration's
 * bucket, or the mean of the two middle ones for an even count; null when there is none.
 */
export function medianFromBuckets(buckets: readonly DurationBucketRow[]): number | null {
  const total = buckets.reduce((sum, row) => sum + Number(row.requests), 0);
  if (total === 0) return null;
  const valueAt = (position: number): number => {
    let seen = 0;
    for (const row of buckets) {
      seen += Number(row.requests);
      if (seen >= position) return bucketMiddle(row.bucket);
    }
    return bucketMiddle(buckets.at(-1)?.bucket ?? 0);
  };
  const lower = valueAt(Math.ceil(total / 2));
  return total % 2 === 1 ? lower : (lower + valueAt(total / 2 + 1)) / 2;
}
