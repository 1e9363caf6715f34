import { STATISTICS_TOP_SENDERS, type BusinessStatistics, type EndpointQuery, type getBusinessStatistics as getBusinessStatisticsEndpoint } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { loadBusinessAccess } from "../businesses/index.ts";
import { medianFromBuckets, presentMonths, presentTopSender } from "./presenter.ts";
import { findCompletionDurations, findMonthlyRequests, findMonthlySignatures, findTopSenders } from "./repository.ts";
import { resolveStatisticsRange } from "./statistics-range.ts";

/**
 * The business's figures over a date range, for its admins (404 for outsiders,
 * business_admin_required for members): four sums over counts kept per business and day.
 */
export async function getBusinessStatistics(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  query: EndpointQuery<typeof getBusinessStatisticsEndpoint>,
): Promise<BusinessStatistics> {
  const { business } = await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  const range = resolveStatisticsRange(context.clock.now(), query);
  const signatures = await findMonthlySignatures(context.db, business.id, range.window);
  const requests = await findMonthlyRequests(context.db, business.id, range.window);
  const durations = await findCompletionDurations(context.db, business.id, range.window);
  const topSenders = await findTopSenders(context.db, business.id, range.window, STATISTICS_TOP_SENDERS);
  return {
    range: { from: range.from, to: range.to },
    ...presentMonths(range.months, signatures, requests),
    medianSecondsToComplete: medianFromBuckets(durations),
    topSenders: topSenders.map(presentTopSender),
  };
}
