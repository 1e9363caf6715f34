import { uploadDocument, type DocumentView } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { ApiError } from "../../../shared/api/api-error.ts";

export interface UploadProgress {
  /** Bytes of the request body sent so far, and in all. */
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The uploader agreed to store a cleaned copy if the file has active content (scripts, launching actions…). */
  removeActiveContent?: boolean;
  /** Tests pass a fake; browsers use XMLHttpRequest, the only API that reports upload progress. */
  createRequest?: () => XMLHttpRequest;
}

function parseError(request: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(request.responseText) as { code?: unknown; message?: unknown; details?: unknown };
    if (typeof body.code === "string") {
      const details = typeof body.details === "object" && body.details !== null ? (body.details as Record<string, unknown>) : {};
      return new ApiError(request.status, body.code, typeof body.message === "string" ? body.message : body.code, details);
    }
  } catch {
    // Not our JSON (a proxy's page): the status is all there is.
  }
  return new ApiError(request.status, `http_${request.status}`, request.statusText || `HTTP ${request.status}`);
}

/**
 * Uploads one PDF as multipart `file` (POST /v3/documents), reporting the bytes sent. One file per
 * request, because the API stores a request's files all or none and each file should stand alone.
 */
export function uploadDocumentFile(api: ApiClient, file: File, options: UploadOptions = {}): Promise<DocumentView> {
  return new Promise((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    const fail = (error: ApiError) => {
      // A 401 ends the session as for every call. Other failures stay with their file: a 5xx
      // must not take the visitor to /sorry and away from the other files of the queue.
      if (error.status === 401) api.reportFailure(error);
      reject(error);
    };
    request.open("POST", `/api${uploadDocument.path}${options.removeActiveContent ? "?removeActiveContent=true" : ""}`);
    request.setRequestHeader("Accept", "application/json");
    const authorization = api.authorization();
    if (authorization) request.setRequestHeader("Authorization", authorization);
    request.upload.onprogress = (event) => {
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        fail(parseError(request));
        return;
      }
      try {
        const answer = uploadDocument.response.parse(JSON.parse(request.responseText));
        const document = answer.documents[0];
        if (document) resolve(document);
        else fail(new ApiError(request.status, "internal_error", "The upload answered no document"));
      } catch {
        fail(new ApiError(request.status, "internal_error", "The upload's answer could not be read"));
      }
    };
    request.onerror = () => reject(new ApiError(0, "network_error", "The upload failed"));
    request.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
