import { queryOptions } from "@tanstack/react-query";
import {
  DEFAULT_VISUAL_SIGNATURE_SIZE,
  deleteSignatureImage,
  listVisualSignatures,
  previewSavedVisualSignature,
  previewUnsavedVisualSignature,
  uploadSignatureImage,
  type VisualSignatureChanges,
} from "@paraph/contracts";
import type { ApiClient } from "../../shared/api/api-client.ts";
import type { ImageDensity } from "../../shared/ui/image/image-density.ts";

export const VISUAL_SIGNATURES_KEY = ["visual-signatures"] as const;

export const visualSignaturesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: VISUAL_SIGNATURES_KEY, queryFn: ({ signal }) => api.request(listVisualSignatures, { signal }) });

/** Previews are drawn at spec §9's default size, 300 by 140 points. */
const previewSize = (density: ImageDensity) => ({
  width: DEFAULT_VISUAL_SIGNATURE_SIZE.width,
  height: DEFAULT_VISUAL_SIGNATURE_SIZE.height,
  density: String(density) as "1" | "2",
});

/** The PNG of a saved signature, as signing will draw it. */
export function fetchSavedPreview(api: ApiClient, id: string, density: ImageDensity, signal?: AbortSignal): Promise<Blob> {
  return api.requestBlob(previewSavedVisualSignature, { query: { id, ...previewSize(density) }, accept: "image/png", signal });
}

/** The PNG of fields not saved yet, over the saved signature `id` (whose image it shows) when editing one. */
export function fetchUnsavedPreview(
  api: ApiClient,
  fields: VisualSignatureChanges,
  options: { id?: string; density: ImageDensity; signal?: AbortSignal },
): Promise<Blob> {
  return api.requestBlob(previewUnsavedVisualSignature, {
    query: { ...(options.id ? { id: options.id } : {}), ...previewSize(options.density) },
    body: fields,
    accept: "image/png",
    signal: options.signal,
  });
}

/**
 * The drawn or chosen image as a form's `file` part. A form rather than raw bytes, because a chosen
 * file may come without a media type; the API reads the format from the bytes either way.
 */
export function uploadImage(api: ApiClient, id: string, image: Blob, fileName = "signature.png") {
  const form = new FormData();
  form.append("file", image, fileName);
  // The contract describes a raw body, which its types cannot express; the client sends FormData as it is.
  return api.request(uploadSignatureImage, { params: { id }, body: form as never });
}

export function removeImage(api: ApiClient, id: string) {
  return api.request(deleteSignatureImage, { params: { id } });
}
