import { queryOptions } from "@tanstack/react-query";
import type { UserBusiness } from "@paraph/contracts";
import type { ApiClient } from "../../shared/api/api-client.ts";
import { shellEndpoints } from "../../shared/api/shell-calls.ts";
import { useSession } from "../../shared/session/use-session.ts";

/**
 * The business the logged-in user belongs to, from the loaded User (spec §3), or null. The
 * business pages are behind the admin guard, so they may rely on it being there; the server still
 * checks membership and role on every call.
 */
export function useCurrentBusiness(): UserBusiness | null {
  return useSession().user?.business ?? null;
}

/** Query keys of one business: a change to its people refreshes every list that shows them. */
export const businessKeys = {
  all: (businessId: string) => ["business", businessId] as const,
  detail: (businessId: string) => ["business", businessId, "detail"] as const,
  members: (businessId: string) => ["business", businessId, "members"] as const,
  invitations: (businessId: string) => ["business", businessId, "invitations"] as const,
  seals: (businessId: string) => ["business", businessId, "seals"] as const,
  seal: (businessId: string, accountName: string) => ["business", businessId, "seals", accountName] as const,
  settings: (businessId: string) => ["business", businessId, "settings"] as const,
};

/** The business itself (spec §3): pages read its domains, settings and pending deletion from it. */
export const businessQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: businessKeys.detail(businessId),
    queryFn: ({ signal }) => api.request(shellEndpoints.getBusiness, { params: { id: businessId }, signal }),
  });

/** The business's settings (spec §3): every member reads them, only admins change them. */
export const businessSettingsQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: businessKeys.settings(businessId),
    queryFn: ({ signal }) => api.request(shellEndpoints.getBusinessSettings, { params: { id: businessId }, signal }).then((answer) => answer.settings),
  });
