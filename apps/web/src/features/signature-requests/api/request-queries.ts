import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  emailAutocomplete,
  getSendtoInternal,
  getSignatureRequest,
  getSignatureRequestEvents,
  getSignatureRequestStatus,
  listSignatureRequests,
  SIGNATURE_STATUS_POLL_MS,
  type EndpointQueryInput,
} from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { requestKeys } from "../../../entities/signature-requests/request-keys.ts";

export type RequestListQuery = EndpointQueryInput<typeof listSignatureRequests>;

export const requestListOptions = (api: ApiClient, query: RequestListQuery) =>
  queryOptions({
    queryKey: requestKeys.list(query),
    queryFn: ({ signal }) => api.request(listSignatureRequests, { query, signal }),
    // Paging or filtering keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useRequestList(query: RequestListQuery) {
  const { api } = useServices();
  return useQuery(requestListOptions(api, query));
}

export function useSignatureRequest(id: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: requestKeys.detail(id),
    queryFn: ({ signal }) => api.request(getSignatureRequest, { params: { id }, signal }),
  });
}

/**
 * Spec §4: the signature state is polled every 5 seconds while it is open; a draft is polled too
 * (nothing changes it but its owner, so this is cheap) and polling stops once the request ended.
 */
export function useRequestStatus(id: string, enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: requestKeys.status(id),
    enabled,
    queryFn: ({ signal }) => api.request(getSignatureRequestStatus, { params: { id }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || status === "open" || status === "draft" ? SIGNATURE_STATUS_POLL_MS : false;
    },
  });
}

export function useRequestEvents(id: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: requestKeys.events(id),
    queryFn: ({ signal }) => api.request(getSignatureRequestEvents, { params: { id }, signal }),
  });
}

export function useSendto(id: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: requestKeys.sendto(id),
    queryFn: ({ signal }) => api.request(getSendtoInternal, { params: { id }, signal }),
  });
}

/** Addresses the user already worked with; asked only once something is typed. */
export function useEmailAutocomplete(input: string) {
  const { api } = useServices();
  const trimmed = input.trim();
  return useQuery({
    queryKey: requestKeys.autocomplete(trimmed),
    enabled: trimmed.length >= 2,
    staleTime: 60_000,
    queryFn: ({ signal }) => api.request(emailAutocomplete, { query: { input: trimmed }, signal }),
  });
}
