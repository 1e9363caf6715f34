import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createRequestFromTemplate,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
  type CreateRequestFromTemplateBody,
  type TemplateBodyInput,
} from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

/** Which templates a list shows: the caller's own, or those shared with their business. */
export type TemplateScope = "mine" | "shared";

export const templateKeys = {
  all: ["templates"] as const,
  list: (scope: TemplateScope, q: string, page: number) => ["templates", "list", scope, q, page] as const,
  detail: (templateId: string) => ["templates", "detail", templateId] as const,
};

export const templateListQuery = (api: ApiClient, scope: TemplateScope, q: string, page: number) =>
  queryOptions({
    queryKey: templateKeys.list(scope, q, page),
    queryFn: ({ signal }) => api.request(listTemplates, { query: { scope, page, size: 25, ...(q ? { q } : {}) }, signal }),
  });

export const templateQuery = (api: ApiClient, templateId: string) =>
  queryOptions({
    queryKey: templateKeys.detail(templateId),
    queryFn: ({ signal }) => api.request(getTemplate, { params: { id: templateId }, signal }),
    // A template that is not there (or not the caller's to see) stays not there.
    retry: false,
  });

/** Creates the template, or replaces it when it has an id; the lists and the template are refreshed. */
export function useSaveTemplate() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, body }: { templateId: string | null; body: TemplateBodyInput }) =>
      templateId ? api.request(updateTemplate, { params: { id: templateId }, body }) : api.request(createTemplate, { body }),
    onSuccess: async (template) => {
      queryClient.setQueryData(templateKeys.detail(template.id), template);
      await queryClient.invalidateQueries({ queryKey: [...templateKeys.all, "list"] });
    },
  });
}

export function deleteTemplateCall(api: ApiClient, templateId: string) {
  return api.request(deleteTemplate, { params: { id: templateId } });
}

/** A request from the template: a person per role, the sender's values, a draft or sent at once. */
export function useCreateRequestFromTemplate(templateId: string) {
  const { api } = useServices();
  return useMutation({
    mutationFn: (body: CreateRequestFromTemplateBody) => api.request(createRequestFromTemplate, { params: { id: templateId }, body }),
  });
}
