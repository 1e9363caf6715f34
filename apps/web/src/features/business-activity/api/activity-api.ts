import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  activityExportFileName,
  exportIdentificationActivities,
  exportSignatureActivities,
  listAccountActivities,
  listIdentificationActivities,
  listSignatureActivities,
  type ActivityTab,
  type EndpointResponse,
  type SignatureExportGroup,
} from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { downloadFile } from "../../../shared/api/download-file.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

export type AccountPage = EndpointResponse<typeof listAccountActivities>;
export type SignaturePage = EndpointResponse<typeof listSignatureActivities>;
export type IdentificationPage = EndpointResponse<typeof listIdentificationActivities>;

/** What the page asks for: one tab's page, size, sort (`field,direction`) and date range. */
export interface ActivityQuery {
  page: number;
  size: number;
  sort: string;
  startDate: string;
  endDate: string;
}

export type ActivityResult =
  | { tab: "accounts"; page: AccountPage }
  | { tab: "signatures"; page: SignaturePage }
  | { tab: "identifications"; page: IdentificationPage };

function queryOf(query: ActivityQuery) {
  return {
    page: query.page,
    size: query.size,
    sort: query.sort,
    ...(query.startDate ? { start_date: query.startDate } : {}),
    ...(query.endDate ? { end_date: query.endDate } : {}),
  };
}

async function fetchActivity(api: ApiClient, businessId: string, tab: ActivityTab, query: ActivityQuery, signal: AbortSignal): Promise<ActivityResult> {
  const params = { id: businessId };
  // The sort strings come from the tab's whitelist in the contracts; the server checks them again.
  const sent = queryOf(query) as never;
  if (tab === "accounts") return { tab, page: await api.request(listAccountActivities, { params, query: sent, signal }) };
  if (tab === "signatures") return { tab, page: await api.request(listSignatureActivities, { params, query: sent, signal }) };
  return { tab, page: await api.request(listIdentificationActivities, { params, query: sent, signal }) };
}

/** One page of a tab; the previous page stays on screen while the next loads. */
export function useActivityPage(businessId: string, tab: ActivityTab, query: ActivityQuery, enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: ["business-activity", businessId, tab, query],
    queryFn: ({ signal }) => fetchActivity(api, businessId, tab, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Downloads an export of the range the list shows (the server's resolved range, so the file
 * covers exactly those days), under the name spec §9 gives it.
 */
export async function downloadActivityExport(
  api: ApiClient,
  businessId: string,
  kind: "signatures" | "identifications",
  range: { startDate: string; endDate: string },
  groupBy?: SignatureExportGroup,
): Promise<void> {
  const dates = { start_date: range.startDate, end_date: range.endDate };
  const fileName = activityExportFileName(kind, range, groupBy);
  if (kind === "identifications") {
    await downloadFile(api, exportIdentificationActivities, { params: { id: businessId }, query: dates }, fileName);
    return;
  }
  await downloadFile(api, exportSignatureActivities, { params: { id: businessId }, query: { ...dates, ...(groupBy ? { group_by: groupBy } : {}) } }, fileName);
}
