import type { Endpoint } from "@paraph/contracts";
import type { ApiClient, BlobRequestOptions } from "./api-client.ts";

/**
 * Downloads need the Authorization header, which a plain link cannot send: fetch the file as a
 * Blob, then hand it to the browser through a temporary object URL.
 */
export async function downloadFile<E extends Endpoint>(api: ApiClient, endpoint: E, options: BlobRequestOptions<E>, fileName: string): Promise<void> {
  const blob = await api.requestBlob(endpoint, options);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL may go once the event loop moves on.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** A file name without characters that file systems refuse. */
export function safeFileName(title: string, extension: string): string {
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ").replace(/\s+/g, " ").trim().slice(0, 120) || "signature-request";
  return `${base}.${extension}`;
}
