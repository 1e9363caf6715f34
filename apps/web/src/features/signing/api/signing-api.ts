import { useQuery } from "@tanstack/react-query";
import {
  DEFAULT_VISUAL_SIGNATURE_SIZE,
  getIdentMethod,
  getSignatureRequestLockStatus,
  getSignerStatus,
  previewSavedVisualSignature,
  proceedRemoteSigning,
  sign,
  type EndpointResponse,
  type FormFieldValues,
  type SignerStatus,
} from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import type { ImageDensity } from "../../../shared/ui/image/image-density.ts";
import type { Part11Confirmation } from "../hooks/part11.ts";

/** A qualified signing a remote trust service holds until the signer sends the one-time password it sent them. */
export type RemoteSigning = NonNullable<EndpointResponse<typeof sign>["remoteSigning"]>;

/** One request's outcome; `remoteSigning` when nothing is signed yet and a one-time password is awaited. */
export type SignResult = EndpointResponse<typeof sign>["signatureRequests"][number] & { remoteSigning?: RemoteSigning };

/**
 * POST /v3/sign for one request. Without a TAN an advanced signature answers 428 tan_required
 * (and the server texts a TAN); with it, the documents are signed. A qualified signature made by
 * a remote trust service answers with `remoteSigning` instead: the service sent a password. A
 * member of a Part 11 business sends the password and meaning of the Part 11 verification each time;
 * a signer who accepted the request's terms of use says so (acceptedTermsOfUse); the signer's form
 * field values go along (formFieldValues).
 */
export async function signRequest(
  api: ApiClient,
  input: {
    requestId: string;
    language: string;
    tan?: string | undefined;
    part11?: Part11Confirmation | undefined;
    acceptedTermsOfUse?: boolean;
    formFieldValues?: FormFieldValues | undefined;
  },
): Promise<SignResult | undefined> {
  const entry = {
    signatureRequestId: input.requestId,
    ...(input.acceptedTermsOfUse ? { acceptedTermsOfUse: true as const } : {}),
    ...(input.formFieldValues && Object.keys(input.formFieldValues).length > 0 ? { formFieldValues: input.formFieldValues } : {}),
  };
  const response = await api.request(sign, {
    body: {
      signatureRequests: [entry],
      language: input.language,
      ...(input.tan ? { tan: input.tan } : {}),
      ...(input.part11 ? { part11: input.part11 } : {}),
    },
  });
  const [result] = response.signatureRequests;
  return result && response.remoteSigning ? { ...result, remoteSigning: response.remoteSigning } : result;
}

/** POST /v3/swisscom/proceed/{id}: the trust service's one-time password completes the remote signing. */
export async function proceedRemoteSigningRequest(api: ApiClient, processId: string, otp: string): Promise<SignResult | undefined> {
  const response = await api.request(proceedRemoteSigning, { params: { id: processId }, body: { pwdotp: otp } });
  return response.signatureRequests[0];
}

/** The signer's state, which spec §4 polls after signing. */
export async function readSignatureState(api: ApiClient, requestId: string, signerId: string, signal?: AbortSignal): Promise<SignerStatus> {
  return (await api.request(getSignerStatus, { params: { id: requestId, sigId: signerId }, signal })).status;
}

/** Whether a signature is being applied to the request right now (signers then wait). */
export function readLockStatus(api: ApiClient, requestId: string) {
  return api.request(getSignatureRequestLockStatus, { params: { id: requestId } });
}

/** What this signer needs for the request's quality, and whether their account has it. */
export function useIdentMethod(requestId: string, signerId: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ["signing", "ident-method", requestId, signerId],
    enabled: signerId !== null,
    queryFn: ({ signal }) => api.request(getIdentMethod, { params: { id: requestId, sigId: signerId ?? "" }, signal }),
  });
}

/**
 * The PNG of the visual signature signing draws now: the default one, or the user's name in the
 * standard style when there is none. Spec §9's default size, 300 by 140.
 */
export function fetchSigningPreview(api: ApiClient, density: ImageDensity, signal?: AbortSignal): Promise<Blob> {
  const { width, height } = DEFAULT_VISUAL_SIGNATURE_SIZE;
  return api.requestBlob(previewSavedVisualSignature, { query: { width, height, density: String(density) as "1" | "2" }, accept: "image/png", signal });
}
