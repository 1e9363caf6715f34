import { queryOptions } from "@tanstack/react-query";
import { getSignerGroup, listSignerGroups } from "@paraph/contracts";
import type { ApiClient } from "../../shared/api/api-client.ts";

/**
 * The signer groups of the user's business: the business's signer-groups page changes them and
 * the request composer adds them, so both read them through these keys.
 */
export const SIGNER_GROUPS_KEY = ["signer-groups"] as const;

export const signerGroupsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: [...SIGNER_GROUPS_KEY, "list"], queryFn: ({ signal }) => api.request(listSignerGroups, { query: {}, signal }) });

/** One group with its people in order. */
export const signerGroupQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...SIGNER_GROUPS_KEY, "detail", id],
    queryFn: ({ signal }) => api.request(getSignerGroup, { params: { id }, query: { includeMembers: "true" }, signal }),
  });
