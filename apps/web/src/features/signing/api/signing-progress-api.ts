import { useQuery } from "@tanstack/react-query";
import { getDirectSigningProgress, getSigningProgress, type SigningStage } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";

/** How often the overlay asks while POST /v3/sign runs: a step shows within a quarter of a second of the server reaching it. */
export const SIGNING_PROGRESS_POLL_MS = 250;

/** Where the signer's act stands, and while it waits for its turn, how many signatures go onto the document first. */
export interface SigningProgress {
  stage: SigningStage;
  ahead: number | null;
}

/**
 * The stage of the signer's signing act, polled while the overlay shows (`attempt`, the
 * overlay's id, keeps each overlay's answers apart). Until the first answer, without a request,
 * and after an earlier act that failed (a retry), the act is preparing: a signer who signed
 * signs no more, so a "done" is always this act's. A guest (`isGuest`) reads it through their
 * direct link's twin of the endpoint.
 */
export function useSigningProgress(requestId: string | null, signerId: string | null, attempt: string, isGuest = false): SigningProgress {
  const { api } = useServices();
  const endpoint = isGuest ? getDirectSigningProgress : getSigningProgress;
  const query = useQuery({
    queryKey: ["signing", "progress", isGuest, requestId, signerId, attempt],
    enabled: requestId !== null && signerId !== null,
    refetchInterval: SIGNING_PROGRESS_POLL_MS,
    gcTime: 0,
    queryFn: ({ signal }) => api.request(endpoint, { params: { id: requestId ?? "", sigId: signerId ?? "" }, signal }),
  });
  const reported = query.data?.stage;
  const stage = reported === undefined || reported === "idle" || reported === "failed" ? "preparing" : reported;
  return { stage, ahead: stage === "waiting-for-turn" ? (query.data?.ahead ?? null) : null };
}
