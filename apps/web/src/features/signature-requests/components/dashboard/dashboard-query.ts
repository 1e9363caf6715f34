export const DASHBOARD_TABS = ["inbox", "drafts", "search"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const isTab = (value: string | null): value is DashboardTab => (DASHBOARD_TABS as readonly string[]).includes(value ?? "");

/**
 * Spec §2: `tab` is inbox, drafts or search (missing: the last selected tab, else inbox); `q` is
 * the search text. When either is missing the complete query is written back into the URL.
 */
export function normalizeDashboardQuery(search: string, lastTab: string | null): { tab: DashboardTab; q: string; replaceWith: string | null } {
  const params = new URLSearchParams(search);
  const requested = params.get("tab");
  const tab = isTab(requested) ? requested : isTab(lastTab) ? lastTab : "inbox";
  const q = params.get("q") ?? "";
  const complete = requested === tab && params.has("q");
  if (complete) return { tab, q, replaceWith: null };
  params.set("tab", tab);
  params.set("q", q);
  return { tab, q, replaceWith: `?${params.toString()}` };
}
