import { useQuery } from "@tanstack/react-query";
import { createMabPar, getMabAvailability, mabRedirectSign, type EndpointResponse } from "@paraph/contracts";
import type { ApiClient } from "../../shared/api/api-client.ts";
import { useServices } from "../../shared/services/services-context.tsx";

export type MabSignResult = EndpointResponse<typeof mabRedirectSign>;

/**
 * Whether the signer may sign this request with the mobile app. The calls authenticate as the
 * page does: the guest's link while a direct-sign session lasts, the account otherwise.
 */
export function useMabAvailability(requestId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: ["mab", "availability", requestId],
    queryFn: ({ signal }) => api.request(getMabAvailability, { params: { id: requestId }, signal }),
    staleTime: 60_000,
  });
}

/** POST /v3/mab/create-par/{id}/signatures/{sigId}: where the browser goes to confirm in the app. */
export function createMabAuthorization(api: ApiClient, input: { requestId: string; signerId: string; language: string; redirectQueryParams: string; acceptedTermsOfUse?: boolean }) {
  return api.request(createMabPar, {
    params: { id: input.requestId, sigId: input.signerId },
    body: { language: input.language, redirect_query_params: input.redirectQueryParams, ...(input.acceptedTermsOfUse ? { acceptedTermsOfUse: true as const } : {}) },
  });
}

/** POST /v3/mab/redirect-sign/{id} with the query parameters the provider's redirect brought. */
export function redeemMabRedirect(api: ApiClient, requestId: string, params: Record<string, string>): Promise<MabSignResult> {
  return api.request(mabRedirectSign, { params: { id: requestId }, body: { params } });
}
