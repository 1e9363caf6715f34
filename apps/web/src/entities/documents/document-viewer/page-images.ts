import { getDirectDocumentPage, getDocumentPage } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { lazyEndpoint } from "../../../shared/api/lazy-endpoint.ts";
import { IMAGE_ACCEPT } from "../../../shared/ui/image/image-density.ts";

export interface PageImageRequest {
  documentId: string;
  pageNumber: number;
  /** Percent of the page's size in points (100: one pixel a point), 10 to 400. */
  scale: number;
  /** A direct-sign link's token: the page is read through /v3/direct/… instead of the session. */
  directSignToken?: string;
  /** The document is a template's (GET /v3/templates/{id}/documents/{docId}/pages/{n}). */
  templateId?: string;
  signal?: AbortSignal;
}

const getTemplateDocumentPage = lazyEndpoint(() => import("./template-page-endpoint.ts"), "getTemplateDocumentPage");

/** One rendered page, WebP where the browser takes it. Retried like every page fetch (spec §9): a first render may be slow. */
export function fetchPageImage(api: ApiClient, { documentId, pageNumber, scale, directSignToken, templateId, signal }: PageImageRequest): Promise<Blob> {
  const params = { id: documentId, n: pageNumber };
  const common = { accept: IMAGE_ACCEPT, retry: true, signal };
  if (templateId) return api.requestBlob(getTemplateDocumentPage, { ...common, params: { id: templateId, docId: documentId, n: pageNumber }, query: { scale } });
  return directSignToken
    ? api.requestBlob(getDirectDocumentPage, { ...common, params, query: { scale, token: directSignToken } })
    : api.requestBlob(getDocumentPage, { ...common, params, query: { scale } });
}
