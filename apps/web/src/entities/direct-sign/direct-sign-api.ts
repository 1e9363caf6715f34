import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  checkDirectTan,
  directSign,
  downloadDirectSignatureRequestZip,
  getDirectBusinessPublicInformation,
  getDirectLockStatus,
  getDirectSignatureRequest,
  getDirectUser,
  resendDirectTan,
  SIGNATURE_STATUS_POLL_MS,
  updateDirectUser,
  type DirectUser,
  type EndpointBodyInput,
  type EndpointResponse,
  type FormFieldValues,
} from "@paraph/contracts";
import type { ApiClient } from "../../shared/api/api-client.ts";
import { hasFieldError } from "../../shared/api/describe-error.ts";
import { useServices } from "../../shared/services/services-context.tsx";
import { downloadFile, safeFileName } from "../../shared/api/download-file.ts";

/** Query keys of the guest page: apart from the logged-in request keys, so neither serves the other's answer. */
export const directSignKeys = {
  all: ["direct-sign"] as const,
  request: (id: string) => ["direct-sign", "request", id] as const,
  user: (id: string) => ["direct-sign", "user", id] as const,
  senderBusiness: (businessId: string) => ["direct-sign", "sender-business", businessId] as const,
};

/**
 * The request as the guest sees it. Spec §4: while it is open it is read again every 5 seconds,
 * so a withdrawal or another signer's decline shows without a reload.
 */
export function useDirectRequest(requestId: string, isPolling: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: directSignKeys.request(requestId),
    queryFn: ({ signal }) => api.request(getDirectSignatureRequest, { params: { id: requestId }, signal }),
    refetchInterval: (query) => (isPolling && query.state.status !== "error" && query.state.data?.status === "open" ? SIGNATURE_STATUS_POLL_MS : false),
  });
}

export function useDirectUser(requestId: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: directSignKeys.user(requestId),
    queryFn: ({ signal }) => api.request(getDirectUser, { signal }),
  });
}

/**
 * The branding of the sender's business (name, logo, support contact), read only when the request
 * was sent from a business. Without one, or when it cannot be read, the page names the sender.
 */
export function useDirectSenderBusiness(businessId: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: directSignKeys.senderBusiness(businessId ?? ""),
    queryFn: ({ signal }) => api.request(getDirectBusinessPublicInformation, { params: { id: businessId ?? "" }, signal }),
    enabled: businessId !== null,
    staleTime: Infinity,
  });
}

/** PUT /v1/direct/user: the name the guest signs with (until signed) and their language. */
export function useUpdateDirectUser(requestId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EndpointBodyInput<typeof updateDirectUser>) => api.request(updateDirectUser, { body: changes }),
    onSuccess: (user: DirectUser) => queryClient.setQueryData(directSignKeys.user(requestId), user),
  });
}

export type DirectSignResult = EndpointResponse<typeof directSign>["signatureRequests"][number];

/** The calls one guest signing makes, bound to the link's request. */
export function directSigningCalls(api: ApiClient, requestId: string, returnUrl: string) {
  return {
    readLock: () => api.request(getDirectLockStatus, { params: { id: requestId } }),
    /**
     * E-mails a new code; the mail links back to this page. The server takes only links of its own
     * public address: behind a proxy that names the site differently the mail goes without one.
     */
    sendCode: async () => {
      try {
        return await api.request(resendDirectTan, { body: { url: returnUrl } });
      } catch (error) {
        if (hasFieldError(error, "url")) return api.request(resendDirectTan, { body: {} });
        throw error;
      }
    },
    checkCode: (tan: string) => api.request(checkDirectTan, { body: { tan } }),
    /** POST /v3/direct/sign; `acceptedTermsOfUse` when the guest accepted the request's terms of use, with the values of their form fields. */
    sign: async (language: string, acceptedTermsOfUse = false, formFieldValues: FormFieldValues = {}): Promise<DirectSignResult | undefined> => {
      const item = {
        signatureRequestId: requestId,
        ...(acceptedTermsOfUse ? { acceptedTermsOfUse: true as const } : {}),
        ...(Object.keys(formFieldValues).length > 0 ? { formFieldValues } : {}),
      };
      return (await api.request(directSign, { body: { signatureRequests: [item], language } })).signatureRequests[0];
    },
  };
}

/** The request's documents as one ZIP, through the link's token: the signed versions once there are any. */
export function downloadDirectZip(api: ApiClient, input: { requestId: string; token: string; title: string; signed: boolean }): Promise<void> {
  return downloadFile(
    api,
    downloadDirectSignatureRequestZip,
    { params: { id: input.requestId }, query: { token: input.token, signed: input.signed ? "true" : "false" } },
    safeFileName(input.title, "zip"),
  );
}
