import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signatureRequestSchema, type Endpoint, type SignatureRequestView } from "@paraph/contracts";
import type { RequestOptions } from "../../../shared/api/api-client.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { requestKeys } from "../../../entities/signature-requests/request-keys.ts";

/**
 * A call that changes a request. Answers that carry the request replace the cached one at once
 * (no second round trip); the list, the status and the audit trail are refreshed in any case.
 */
export function useRequestMutation<E extends Endpoint>(endpoint: E) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: RequestOptions<E>) => api.request(endpoint, options),
    onSuccess: async (data) => {
      const parsed = signatureRequestSchema.safeParse(data);
      if (parsed.success) queryClient.setQueryData<SignatureRequestView>(requestKeys.detail(parsed.data.id), parsed.data);
      await queryClient.invalidateQueries({
        queryKey: requestKeys.all,
        // The detail was just replaced; refetching it would only repeat the answer.
        predicate: (query) => !(parsed.success && query.queryKey[1] === "detail" && query.queryKey[2] === parsed.data.id),
      });
    },
  });
}
