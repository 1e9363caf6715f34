import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  deleteBusiness,
  deleteBusinessLogo,
  getAes4biz,
  getBusinessLogo,
  updateAes4biz,
  updateBusiness,
  uploadBusinessLogo,
  type Business,
  type BusinessSettings,
  type DeleteBusinessBody,
  type UpdateAes4bizBody,
  type UpdateBusinessBody,
} from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { businessKeys } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { USER_QUERY_KEY } from "../../../shared/services/services.ts";

export const aes4bizKey = (businessId: string) => [...businessKeys.all(businessId), "aes4biz"] as const;

export const aes4bizQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: aes4bizKey(businessId),
    queryFn: ({ signal }) => api.request(getAes4biz, { params: { id: businessId }, signal }),
  });

/** The logo as a Blob: its link needs the session's Authorization header, which an <img> cannot send. */
export function fetchBusinessLogo(api: ApiClient, businessId: string, logoUrl: string, signal: AbortSignal): Promise<Blob> {
  const version = new URL(logoUrl, "http://paraph.invalid").searchParams.get("v");
  return api.requestBlob(getBusinessLogo, { params: { id: businessId }, query: version ? { v: version } : {}, accept: "image/png", signal });
}

/**
 * The admin's changes to the business's profile. Each answer is what the server holds afterwards
 * and replaces the cached business, so the page never shows a guess.
 */
export function useProfileChanges(businessId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const params = { id: businessId };
    const keep = (business: Business) => {
      queryClient.setQueryData(businessKeys.detail(businessId), business);
      return business;
    };
    const keepSettings = ({ settings }: { settings: BusinessSettings }) =>
      queryClient.setQueryData(businessKeys.detail(businessId), (business: Business | undefined) => (business ? { ...business, settings } : business));
    // The header and the guard show the business's name from the User.
    const reloadUser = () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    return {
      update: async (body: UpdateBusinessBody) => {
        const business = keep(await api.request(updateBusiness, { params, body }));
        await reloadUser();
        return business;
      },
      uploadLogo: async (image: Blob) => {
        const form = new FormData();
        form.append("file", image, "logo.png");
        // The contract describes a raw body, which its types cannot express; the client sends FormData as it is.
        keepSettings(await api.request(uploadBusinessLogo, { params, body: form as never }));
      },
      deleteLogo: async () => keepSettings(await api.request(deleteBusinessLogo, { params })),
      scheduleDeletion: async (body: DeleteBusinessBody) => keep(await api.request(deleteBusiness, { params, body })),
      saveAes4biz: async (body: UpdateAes4bizBody) => {
        const saved = await api.request(updateAes4biz, { params, body });
        queryClient.setQueryData(aes4bizKey(businessId), saved);
        return saved;
      },
    };
  }, [api, queryClient, businessId]);
}
