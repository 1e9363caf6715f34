import { useQuery } from "@tanstack/react-query";
import {
  cancelDirectIdentification,
  cancelIdentification,
  getDirectIdentification,
  getIdentification,
  SIGNATURE_STATUS_POLL_MS,
  startDirectIdentification,
  startIdentification,
  type Identification,
  type Legislation,
} from "@paraph/contracts";
import type { ApiClient } from "../../shared/api/api-client.ts";
import { isApiError } from "../../shared/api/api-error.ts";
import { identifyingWaysOf, isOngoing, type IdentificationWay } from "./identification-methods.ts";

export interface IdentificationStart {
  signatureRequestId?: string;
  returnPath?: string;
}

/**
 * The identification calls a page makes. The guest's (direct-sign) calls authenticate with the
 * link; the account's profile pages use the /v1/user/identification twins.
 */
export interface IdentificationCalls {
  get(way: IdentificationWay, signal?: AbortSignal): Promise<Identification | null>;
  /** `returnPath`: the page of ours the provider sends the person back to (`?identification={id}` is added). */
  start(way: IdentificationWay, options: IdentificationStart): Promise<Identification>;
  cancel(way: IdentificationWay, email: string): Promise<void>;
}

const pathOf = (way: IdentificationWay) => ({ provider: way.provider, method: way.method });

/** The get, start and cancel calls of one audience: the guest's (direct) or the account's (user). */
interface IdentificationEndpoints {
  get: typeof getDirectIdentification | typeof getIdentification;
  start: typeof startDirectIdentification | typeof startIdentification;
  cancel: typeof cancelDirectIdentification | typeof cancelIdentification;
}

function identificationCalls(api: ApiClient, endpoints: IdentificationEndpoints): IdentificationCalls {
  return {
    get: async (way, signal) => {
      try {
        return await api.request(endpoints.get, { params: pathOf(way), signal });
      } catch (error) {
        // None started with this partner and check yet.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    start: (way, options) => api.request(endpoints.start, { params: pathOf(way), body: options }),
    cancel: (way, email) => api.request(endpoints.cancel, { params: pathOf(way), body: { email } }),
  };
}

/** A guest's identification, kept with their signer entry (docs/direct-sign.md). */
export function directIdentificationCalls(api: ApiClient): IdentificationCalls {
  return identificationCalls(api, { get: getDirectIdentification, start: startDirectIdentification, cancel: cancelDirectIdentification });
}

/** The logged-in account's identification (`/v1/user/identification/…`), the profile's standards pages. */
export function accountIdentificationCalls(api: ApiClient): IdentificationCalls {
  return identificationCalls(api, { get: getIdentification, start: startIdentification, cancel: cancelIdentification });
}

export const identificationKeys = {
  way: (scope: string, way: IdentificationWay) => ["identification", scope, way.provider, way.method] as const,
};

/** The latest identification with one partner and check; read again every 5 seconds while it runs. */
export function useIdentification(calls: IdentificationCalls, scope: string, way: IdentificationWay) {
  return useQuery({
    queryKey: identificationKeys.way(scope, way),
    queryFn: ({ signal }) => calls.get(way, signal),
    refetchInterval: (query) => (isOngoing(query.state.data) ? SIGNATURE_STATUS_POLL_MS : false),
  });
}

/** Whether any identification under the legislation succeeded: the guest then holds its QES for the link's request. */
export function useIsIdentified(calls: IdentificationCalls, scope: string, legislation: Legislation | null) {
  return useQuery({
    queryKey: ["identification", scope, "identified", legislation],
    enabled: legislation !== null,
    queryFn: async ({ signal }) => {
      const found = await Promise.all(identifyingWaysOf(legislation ?? "eidas").map((way) => calls.get(way, signal)));
      return found.some((identification) => identification?.status === "success");
    },
  });
}
