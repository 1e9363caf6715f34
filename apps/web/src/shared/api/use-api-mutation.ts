import { useMutation } from "@tanstack/react-query";
import type { Endpoint } from "@paraph/contracts";
import { useServices } from "../services/services-context.tsx";
import type { RequestOptions } from "./api-client.ts";
import type { EndpointSource } from "./lazy-endpoint.ts";

/** A mutation that calls one endpoint (or one named by its loader); its variables are the request options (body, params…). */
export function useApiMutation<E extends Endpoint>(endpoint: EndpointSource<E>) {
  const { api } = useServices();
  return useMutation({
    mutationFn: (options: RequestOptions<E>) => api.request(endpoint, options),
  });
}
