import { getDocument, type DocumentView } from "@paraph/contracts";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../shared/api/api-client.ts";

export const documentQueryKey = (id: string) => ["documents", id] as const;

/** GET /v3/documents/{id}; an upload fills this cache entry, so a viewer opened next needs no request. */
export const documentQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: documentQueryKey(id), queryFn: ({ signal }) => api.request(getDocument, { params: { id }, signal }) });

/**
 * A document uploaded during this visit, with the place of its file among those chosen: uploads
 * run side by side and end in any order, but the list (and a request made of it) keeps the order
 * the files were chosen in.
 */
export interface UploadedDocument {
  document: DocumentView;
  chosen: number;
}

/**
 * The documents uploaded during this visit, newest choice first. There is no "my documents" list in the
 * API (a document lives on in the requests that use it), so /upload shows what this visit added.
 */
export const UPLOADED_DOCUMENTS_KEY = ["documents", "uploaded-this-visit"] as const;

export const uploadedDocumentsQueryOptions = queryOptions({
  queryKey: UPLOADED_DOCUMENTS_KEY,
  queryFn: (): UploadedDocument[] => [],
  staleTime: Infinity,
  gcTime: Infinity,
});

export function rememberUploadedDocument(queryClient: QueryClient, document: DocumentView, chosen: number): void {
  queryClient.setQueryData(documentQueryKey(document.id), document);
  queryClient.setQueryData<UploadedDocument[]>(UPLOADED_DOCUMENTS_KEY, (list = []) =>
    [...list.filter((entry) => entry.document.id !== document.id), { document, chosen }].sort((a, b) => b.chosen - a.chosen),
  );
}

/** Documents that went into a request are no longer offered for the next one. */
export function forgetUploadedDocuments(queryClient: QueryClient, ids: readonly string[]): void {
  queryClient.setQueryData<UploadedDocument[]>(UPLOADED_DOCUMENTS_KEY, (list = []) => list.filter((entry) => !ids.includes(entry.document.id)));
}
