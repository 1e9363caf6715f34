import { getDocument, type DocumentView } from "@paraph/contracts";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../shared/api/api-client.ts";

export const documentQueryKey = (id: string) => ["documents", id] as const;

/** GET /v3/documents/{id}; an upload fills this cache entry, so a viewer opened next needs no request. */
export const documentQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: documentQueryKey(id), queryFn: ({ signal }) => api.request(getDocument, { params: { id }, signal }) });

/**
 * The documents uploaded during this visit, newest first. There is no "my documents" list in the
 * API (a document lives on in the requests that use it), so /upload shows what this visit added.
 */
export const UPLOADED_DOCUMENTS_KEY = ["documents", "uploaded-this-visit"] as const;

export const uploadedDocumentsQueryOptions = queryOptions({
  queryKey: UPLOADED_DOCUMENTS_KEY,
  queryFn: (): DocumentView[] => [],
  staleTime: Infinity,
  gcTime: Infinity,
});

export function rememberUploadedDocument(queryClient: QueryClient, document: DocumentView): void {
  queryClient.setQueryData(documentQueryKey(document.id), document);
  queryClient.setQueryData<DocumentView[]>(UPLOADED_DOCUMENTS_KEY, (list = []) => [document, ...list.filter((entry) => entry.id !== document.id)]);
}

/** Documents that went into a request are no longer offered for the next one. */
export function forgetUploadedDocuments(queryClient: QueryClient, ids: readonly string[]): void {
  queryClient.setQueryData<DocumentView[]>(UPLOADED_DOCUMENTS_KEY, (list = []) => list.filter((entry) => !ids.includes(entry.id)));
}
