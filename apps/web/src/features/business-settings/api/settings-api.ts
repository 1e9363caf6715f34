import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { listAutomaticDeletions, updateBusinessSettings, type BusinessSettings, type BusinessSettingsChanges } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { businessKeys } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

const deletionsKey = (businessId: string) => [...businessKeys.all(businessId), "automatic-deletions"] as const;

/** The requests automatic deletion removed, newest first (docs/business-settings.md). */
export const automaticDeletionsQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: deletionsKey(businessId),
    queryFn: ({ signal }) => api.request(listAutomaticDeletions, { params: { id: businessId }, signal }),
  });

/**
 * Saves a part of the settings; the answer is what the server holds afterwards and replaces the
 * cached settings, so the page never shows a guess.
 */
export function useSaveSettings(businessId: string): (changes: BusinessSettingsChanges) => Promise<BusinessSettings> {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMemo(
    () => async (changes: BusinessSettingsChanges) => {
      const { settings } = await api.request(updateBusinessSettings, { params: { id: businessId }, body: { settings: changes } });
      queryClient.setQueryData(businessKeys.settings(businessId), settings);
      await queryClient.invalidateQueries({ queryKey: businessKeys.detail(businessId) });
      return settings;
    },
    [api, queryClient, businessId],
  );
}
