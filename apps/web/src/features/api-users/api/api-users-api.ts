import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { createApiUser, deleteApiUser, listApiUsers, listSeals, resetApiUserKey, updateApiUser, type ApiUser } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { businessKeys } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

const apiUsersKey = (businessId: string) => [...businessKeys.all(businessId), "api-users"] as const;

export const apiUsersQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: apiUsersKey(businessId),
    queryFn: ({ signal }) => api.request(listApiUsers, { params: { id: businessId }, signal }).then((answer) => answer.apis),
  });

/** The business's seals an API user may be given (the same entry the seal pages read). */
export const businessSealsQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: businessKeys.seals(businessId),
    queryFn: ({ signal }) => api.request(listSeals, { params: { id: businessId }, signal }).then((answer) => answer.seals),
  });

/**
 * An admin's changes to the business's API users. Each refreshes the list, and the seals too:
 * their list counts the API users that may use each seal.
 */
export function useApiUserChanges(businessId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = async <T,>(answer: T) => {
      await queryClient.invalidateQueries({ queryKey: apiUsersKey(businessId), exact: true });
      await queryClient.invalidateQueries({ queryKey: businessKeys.seals(businessId) });
      return answer;
    };
    const params = (apiUser: Pick<ApiUser, "username">) => ({ id: businessId, username: apiUser.username });
    return {
      create: async (body: { description: string; sealAccountName?: string }) => refresh(await api.request(createApiUser, { params: { id: businessId }, body })),
      update: async (apiUser: ApiUser, body: { description: string; sealAccountName: string | null }) => refresh(await api.request(updateApiUser, { params: params(apiUser), body })),
      resetKey: async (apiUser: ApiUser) => refresh(await api.request(resetApiUserKey, { params: params(apiUser) })),
      remove: async (apiUser: ApiUser) => refresh(await api.request(deleteApiUser, { params: params(apiUser) })),
    };
  }, [api, queryClient, businessId]);
}
