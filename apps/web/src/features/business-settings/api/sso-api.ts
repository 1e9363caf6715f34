import { queryOptions } from "@tanstack/react-query";
import { getBusinessSso } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { businessKeys } from "../../../entities/businesses/current-business.ts";

export const ssoKey = (businessId: string) => [...businessKeys.all(businessId), "sso"] as const;

/** The business's single sign-on configuration (never its secret) and the callback URL to register (docs/sso.md). */
export const businessSsoQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: ssoKey(businessId),
    queryFn: ({ signal }) => api.request(getBusinessSso, { params: { id: businessId }, signal }),
  });
