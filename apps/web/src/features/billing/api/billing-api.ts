import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  cancelTrial,
  changeBasePlan,
  createCustomerPortalSession,
  getReferralCode,
  listCustomExtras,
  listInvoices,
  previewSeats,
  updateBillingAddress,
  updateSeats,
  type EndpointBodyInput,
} from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { businessKeys } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { USER_QUERY_KEY } from "../../../shared/services/services.ts";

const keys = {
  invoices: (businessId: string) => ["business", businessId, "billing", "invoices"] as const,
  extras: (businessId: string) => ["business", businessId, "billing", "extras"] as const,
  referral: (businessId: string) => ["business", businessId, "billing", "referral"] as const,
};

export const invoicesQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: keys.invoices(businessId),
    queryFn: ({ signal }) => api.request(listInvoices, { params: { id: businessId }, signal }).then((answer) => answer.invoices),
  });

export const extrasQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: keys.extras(businessId),
    queryFn: ({ signal }) => api.request(listCustomExtras, { params: { id: businessId }, signal }).then((answer) => answer.extras),
  });

export const referralCodeQuery = (api: ApiClient, businessId: string) =>
  queryOptions({ queryKey: keys.referral(businessId), queryFn: ({ signal }) => api.request(getReferralCode, { params: { id: businessId }, signal }) });

export const seatsPreviewQuery = (api: ApiClient, businessId: string, seats: number) =>
  queryOptions({
    queryKey: ["business", businessId, "billing", "seats-preview", seats] as const,
    queryFn: ({ signal }) => api.request(previewSeats, { params: { id: businessId }, body: { seats }, signal }),
    retry: false,
  });

export type BillingAddressInput = EndpointBodyInput<typeof updateBillingAddress>;

/**
 * An admin's changes to the subscription. Each refreshes the business (its billing and plan),
 * everything billing shows, and the user (whose business summary decides the §4 redirects).
 */
export function useBillingChanges(businessId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.all(businessId) }),
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]);
    };
    const params = { id: businessId };
    return {
      refresh,
      cancelTrial: async () => {
        await api.request(cancelTrial, { params });
        await refresh();
      },
      changeBase: async (base: "CANCELED" | "REVOKE" | "FREE") => {
        await api.request(changeBasePlan, { params, body: { base } });
        await refresh();
      },
      updateSeats: async (seats: number, timestamp?: string) => {
        await api.request(updateSeats, { params, body: { seats, ...(timestamp ? { timestamp } : {}) } });
        await refresh();
      },
      updateAddress: async (body: BillingAddressInput) => {
        await api.request(updateBillingAddress, { params, body });
        await refresh();
      },
      portalUrl: async () => (await api.request(createCustomerPortalSession, { params })).redirectUrl,
    };
  }, [api, queryClient, businessId]);
}
