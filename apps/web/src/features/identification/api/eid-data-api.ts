import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { supplyEidData, type EndpointResponse, type SupplyEidDataBody } from "@paraph/contracts";
import { USER_QUERY_KEY } from "../../../shared/services/services.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

export type EidDataResult = EndpointResponse<typeof supplyEidData>;

/**
 * POST /v1/user/identification/eid-data: the partner is asked about an earlier identification
 * with this data; on success the account holds QES under the legislation, so the user, the
 * panel's ident method and the standards table are read again.
 */
export function useSupplyEidData(): (body: SupplyEidDataBody) => Promise<EidDataResult> {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useCallback(
    async (body) => {
      const result = await api.request(supplyEidData, { body });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ["signing", "ident-method"] }),
        queryClient.invalidateQueries({ queryKey: ["signature-standards"] }),
      ]);
      return result;
    },
    [api, queryClient],
  );
}
