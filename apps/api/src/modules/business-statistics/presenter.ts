import type { BusinessStatistics, RequestCounts, SignatureCounts, StatisticsMonth, TopSender } from "@paraph/contracts";
import { presentMember } from "../business-activity/presenter.ts";
import type { MonthlyRequestRow, MonthlySignatureRow, TopSenderRow } from "./repository.ts";

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
