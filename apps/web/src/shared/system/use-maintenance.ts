import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { MAINTENANCE_BYPASS_COOKIE, MAINTENANCE_FAILURES_BEFORE_REPORT, MAINTENANCE_POLL_MS, type MaintenanceNotice } from "@paraph/contracts";
import { shellEndpoints } from "../api/shell-calls.ts";
import { useServices } from "../services/services-context.tsx";
import { hasCookie } from "../session/cookies.ts";
import { reportError } from "./error-reporting.ts";
import { createFailureReporter } from "./failure-reporter.ts";

export const MAINTENANCE_QUERY_KEY = ["maintenance"] as const;

const reporter = createFailureReporter(MAINTENANCE_FAILURES_BEFORE_REPORT, (error, failures) => {
  console.error(`The maintenance notice could not be loaded ${failures} times in a row`, error);
  reportError(error, { poll: "maintenance" });
});

export interface MaintenanceState {
  notice: MaintenanceNotice | null;
  /** An active notice that does not block: the banner. */
  showBanner: boolean;
  isBlocking: boolean;
  hasStaffCookie: boolean;
}

/** The maintenance notice, checked every 60 seconds (spec §9). */
export function useMaintenance(): MaintenanceState {
  const { api } = useServices();
  const query = useQuery({
    queryKey: MAINTENANCE_QUERY_KEY,
    refetchInterval: MAINTENANCE_POLL_MS,
    queryFn: async () => {
      try {
        const notice = await api.request(shellEndpoints.getMaintenance);
        reporter.succeeded();
        return notice;
      } catch (error) {
        reporter.failed(error);
        throw error;
      }
    },
  });
  const notice = query.data ?? null;
  const isActive = notice?.status === "active";
  return useMemo(
    () => ({
      notice,
      showBanner: isActive && !notice?.isBlocking,
      isBlocking: isActive && notice?.isBlocking === true,
      hasStaffCookie: hasCookie(MAINTENANCE_BYPASS_COOKIE),
    }),
    [notice, isActive],
  );
}
