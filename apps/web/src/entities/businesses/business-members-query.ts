import { queryOptions } from "@tanstack/react-query";
import { listBusinessMembers } from "@paraph/contracts";
import type { ApiClient } from "../../shared/api/api-client.ts";
import { businessKeys } from "./current-business.ts";

/** Everyone in the business: the members page lists them, a seal's page chooses among them. */
export const businessMembersQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: businessKeys.members(businessId),
    queryFn: ({ signal }) => api.request(listBusinessMembers, { params: { id: businessId }, signal }).then((answer) => answer.members),
  });
