import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { addSealMembers, deleteSealImage, getSeal, getSealImage, listSeals, removeSealMembers, updateSeal, uploadSealImage, type Seal } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { businessKeys } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

export const sealsQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: businessKeys.seals(businessId),
    queryFn: ({ signal }) => api.request(listSeals, { params: { id: businessId }, signal }).then((answer) => answer.seals),
  });

export const sealQuery = (api: ApiClient, businessId: string, accountName: string) =>
  queryOptions({
    queryKey: businessKeys.seal(businessId, accountName),
    queryFn: ({ signal }) => api.request(getSeal, { params: { id: businessId, seal: accountName }, signal }),
    // A seal that is not there stays not there: no retries of a 404.
    retry: false,
  });

/** The image's version from its link (`?v=`), so a new image is fetched and an unchanged one comes from the cache. */
export function imageVersionOf(imageUrl: string): string | undefined {
  return new URL(imageUrl, "http://paraph.invalid").searchParams.get("v") ?? undefined;
}

export function fetchSealImage(api: ApiClient, businessId: string, seal: Seal, signal: AbortSignal): Promise<Blob> {
  const version = seal.image ? imageVersionOf(seal.image) : undefined;
  return api.requestBlob(getSealImage, {
    params: { id: businessId, seal: seal.accountName },
    query: version ? { v: version } : {},
    accept: "image/png",
    signal,
  });
}

/** An admin's changes to one seal; each answer is the seal as the server holds it afterwards. */
export function useSealChanges(businessId: string, accountName: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const params = { id: businessId, seal: accountName };
    const keep = async (seal: Seal) => {
      queryClient.setQueryData(businessKeys.seal(businessId, accountName), seal);
      // The list shows the name and the member count.
      await queryClient.invalidateQueries({ queryKey: businessKeys.seals(businessId), exact: true });
      return seal;
    };
    return {
      rename: async (displayName: string) => keep(await api.request(updateSeal, { params, body: { displayName } })),
      addMembers: async (userIds: string[]) => keep(await api.request(addSealMembers, { params, body: { members: userIds } })),
      removeMembers: async (userIds: string[]) => keep(await api.request(removeSealMembers, { params, body: { members: userIds } })),
      /** Sent as a form's `file` part: a chosen file may come without a media type; the server reads the format from the bytes. */
      uploadImage: async (image: Blob, fileName: string) => {
        const form = new FormData();
        form.append("file", image, fileName);
        // The contract describes a raw body, which its types cannot express; the client sends FormData as it is.
        return keep(await api.request(uploadSealImage, { params, body: form as never }));
      },
      deleteImage: async () => keep(await api.request(deleteSealImage, { params })),
    };
  }, [api, queryClient, businessId, accountName]);
}
