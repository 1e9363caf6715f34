import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendWebhookDelivery,
  rollWebhookSecret,
  testWebhook,
  updateWebhook,
  type EndpointBodyInput,
} from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

const webhookKeys = {
  list: (businessId: string) => ["business", businessId, "webhooks"] as const,
  deliveries: (businessId: string, webhookId: string) => ["business", businessId, "webhooks", webhookId, "deliveries"] as const,
};

export const webhooksQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: webhookKeys.list(businessId),
    queryFn: ({ signal }) => api.request(listWebhooks, { params: { id: businessId }, signal }),
  });

export const deliveriesQuery = (api: ApiClient, businessId: string, webhookId: string, page: number) =>
  queryOptions({
    queryKey: [...webhookKeys.deliveries(businessId, webhookId), page],
    queryFn: ({ signal }) => api.request(listWebhookDeliveries, { params: { id: businessId, webhookId }, query: { page }, signal }),
  });

export type WebhookInput = EndpointBodyInput<typeof createWebhook>;

/** An admin's changes to the business's endpoints; each refreshes the list (and the log it touched). */
export function useWebhookChanges(businessId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refreshList = () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(businessId), exact: true });
    const refreshLog = (webhookId: string) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(businessId, webhookId) });
    const params = (webhookId: string) => ({ id: businessId, webhookId });
    return {
      create: async (body: WebhookInput) => {
        const created = await api.request(createWebhook, { params: { id: businessId }, body });
        await refreshList();
        return created;
      },
      update: async (webhookId: string, body: EndpointBodyInput<typeof updateWebhook>) => {
        const updated = await api.request(updateWebhook, { params: params(webhookId), body });
        await refreshList();
        return updated;
      },
      remove: async (webhookId: string) => {
        await api.request(deleteWebhook, { params: params(webhookId) });
        await refreshList();
      },
      rollSecret: async (webhookId: string) => {
        const rolled = await api.request(rollWebhookSecret, { params: params(webhookId) });
        await refreshList();
        return rolled;
      },
      sendTest: async (webhookId: string) => {
        const delivery = await api.request(testWebhook, { params: params(webhookId) });
        await refreshLog(webhookId);
        return delivery;
      },
      resend: async (webhookId: string, deliveryId: string) => {
        const delivery = await api.request(resendWebhookDelivery, { params: { ...params(webhookId), deliveryId } });
        await refreshLog(webhookId);
        return delivery;
      },
    };
  }, [api, queryClient, businessId]);
}
