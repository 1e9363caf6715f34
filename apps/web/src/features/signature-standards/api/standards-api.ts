import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { getSignatureQualitiesDetail } from "@paraph/contracts";
import { USER_QUERY_KEY } from "../../../shared/services/services.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

/** The query-key scope of the logged-in account's identifications (a guest's use their signer entry). */
export const ACCOUNT_SCOPE = "account";

const QUALITIES_KEY = ["signature-standards", "qualities"] as const;

/** Every quality, whether the account holds it and what it takes (GET /v3/user/signature-qualities-detail). */
export function useQualitiesDetail() {
  const { api } = useServices();
  return useQuery({ queryKey: QUALITIES_KEY, queryFn: ({ signal }) => api.request(getSignatureQualitiesDetail, { signal }) });
}

/** After the account gained a quality: the user (its qualities) and the table are read again. */
export function useReloadQualities(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: QUALITIES_KEY })]);
  }, [queryClient]);
}
