import type { RequestListQuery } from "../../api/request-queries.ts";
import type { DashboardTab } from "./dashboard-query.ts";
import type { DashboardPreferences } from "./view-preferences.ts";

/** The list call for what the dashboard shows: its tab and search text, the saved filters, the page. */
export function buildListQuery(tab: DashboardTab, q: string, preferences: DashboardPreferences, page: number): RequestListQuery {
  const search = q.trim();
  return {
    tab,
    page,
    size: preferences.pageSize,
    sortBy: preferences.sort.by,
    sortOrder: preferences.sort.order,
    dateTimeMode: preferences.currentTimeMode,
    sendBy: preferences.sentByMe,
    ...(search ? { search } : {}),
    ...(preferences.filters.length > 0 ? { status: preferences.filters } : {}),
    ...(preferences.dates.from ? { dateFrom: preferences.dates.from } : {}),
    ...(preferences.dates.to ? { dateTo: preferences.dates.to } : {}),
  };
}
