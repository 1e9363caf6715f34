import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getBusinessStatistics } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";

/** The dates the page asks for; empty means the server's default (the last 12 months, up to today). */
export interface StatisticsRangeInput {
  from: string;
  to: string;
}

/** The business's statistics of a range; the figures shown stay on screen while another range loads. */
export function useBusinessStatistics(businessId: string, range: StatisticsRangeInput, enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: ["business-statistics", businessId, range],
    queryFn: ({ signal }) =>
      api.request(getBusinessStatistics, {
        params: { id: businessId },
        query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
