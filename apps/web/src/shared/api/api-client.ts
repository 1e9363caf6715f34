import {
  buildPath,
  PAGE_FETCH_RETRY,
  type Endpoint,
  type EndpointBodyInput,
  type EndpointParams,
  type EndpointQueryInput,
  type EndpointResponse,
} from "@paraph/contracts";
import { ApiError } from "./api-error.ts";
import { callWithEndpoint, type EndpointSource } from "./lazy-endpoint.ts";
import { computeRetryDelay } from "./retry-delay.ts";

export interface ApiClientOptions {
  /** The network boundary; tests pass a fake. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Spec §7: `/api` when the API is served by the same host. */
  baseUrl?: string;
  /**
   * The whole Authorization value for a call to this endpoint ("Bearer …" for users, "Basic …"
   * for the direct-sign endpoints), or null; without an endpoint, the account's.
   */
  getAuthorization: (endpoint?: Endpoint) => string | null;
  /** A 401: the session is over. */
  onUnauthorized: (error: ApiError) => void;
  /** A 5xx other than 503 on a request that was not retried: the visitor goes to /sorry. */
  onServerError: (error: ApiError) => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface RequestOptions<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQueryInput<E>;
  body?: EndpointBodyInput<E>;
  /**
   * Retry network failures and 5xx answers with the page-fetch backoff of spec §9. Meant for
   * idempotent reads that may not be ready yet (rendered pages). A 503 with Retry-After is
   * retried for every request.
   */
  retry?: boolean;
  signal?: AbortSignal;
}

export interface BlobRequestOptions<E extends Endpoint> extends RequestOptions<E> {
  /** The Accept header, e.g. "image/webp,image/png" for page images. */
  accept?: string;
}

export interface ApiClient {
  /** Calls an endpoint, or one named by its loader (`lazy-endpoint.ts`), and parses the answer with its schema. */
  request<E extends Endpoint>(endpoint: EndpointSource<E>, options?: RequestOptions<E>): Promise<EndpointResponse<E>>;
  /** The same call for endpoints that answer a file (page images, previews, downloads): the body as a Blob. */
  requestBlob<E extends Endpoint>(endpoint: EndpointSource<E>, options?: BlobRequestOptions<E>): Promise<Blob>;
  /**
   * For the one transport fetch cannot serve (upload progress needs XMLHttpRequest): the
   * Authorization value to send (for the endpoint, when given), and the client's reaction to that
   * call's failure (401 logs out, 5xx goes to /sorry), so such calls behave like every other.
   */
  authorization(endpoint?: Endpoint): string | null;
  reportFailure(error: ApiError): void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function buildUrl(baseUrl: string, path: string, params: unknown, query: unknown): string {
  const filled = buildPath(path, (params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  if (isPlainObject(query)) {
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      // A list (the request list's status filter) travels as the parameter repeated.
      if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
      else search.set(name, String(value));
    }
  }
  const queryString = search.toString();
  return `${baseUrl}${filled}${queryString ? `?${queryString}` : ""}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? "/api";
  const sleep = options.sleep ?? defaultSleep;

  async function send(url: string, init: RequestInit): Promise<Response | ApiError> {
    try {
      return await options.fetch(url, init);
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      return new ApiError(0, "network_error", cause instanceof Error ? cause.message : "The network request failed");
    }
  }

  function reportFailure(error: ApiError, attempt = 0): void {
    if (error.status === 401) options.onUnauthorized(error);
    else if (error.status >= 500 && error.status !== 503 && attempt === 0) options.onServerError(error);
  }

  async function perform<E extends Endpoint, T>(
    endpoint: E,
    requestOptions: BlobRequestOptions<E>,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const url = buildUrl(baseUrl, endpoint.path, requestOptions.params, requestOptions.query);
    const headers = new Headers({ Accept: requestOptions.accept ?? "application/json" });
    const authorization = options.getAuthorization(endpoint);
    if (authorization) headers.set("Authorization", authorization);
    let body: BodyInit | undefined;
    if (isPlainObject(requestOptions.body) || Array.isArray(requestOptions.body)) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(requestOptions.body);
    } else if (requestOptions.body !== undefined) {
      body = requestOptions.body as BodyInit;
    }
    const init: RequestInit = { method: endpoint.method, headers, body, signal: requestOptions.signal };

    for (let attempt = 0; ; attempt += 1) {
      const result = await send(url, init);
      const canRetry = attempt < PAGE_FETCH_RETRY.maxAttempts;

      if (result instanceof ApiError) {
        if (requestOptions.retry && canRetry) {
          await sleep(computeRetryDelay(attempt, null));
          continue;
        }
        throw result;
      }

      if (result.ok) return read(result);

      const retryAfter = result.headers.get("Retry-After");
      const shouldRetry =
        canRetry && ((result.status === 503 && retryAfter !== null) || (requestOptions.retry === true && result.status >= 500));
      if (shouldRetry) {
        await sleep(computeRetryDelay(attempt, retryAfter));
        continue;
      }

      const error = await ApiError.fromResponse(result);
      reportFailure(error, attempt);
      // Spec §8: a page fetch that kept failing logs what the server said.
      if (result.status >= 500 && result.status !== 503 && attempt > 0) {
        console.error(`${endpoint.method} ${url} failed after ${attempt + 1} attempts`, error.status, error.code, error.details);
      }
      throw error;
    }
  }

  return {
    request<E extends Endpoint>(source: EndpointSource<E>, requestOptions: RequestOptions<E> = {}): Promise<EndpointResponse<E>> {
      return callWithEndpoint(source, (endpoint) =>
        perform(endpoint, requestOptions, async (result) => {
          if (result.status === 204 || !endpoint.response) return undefined as EndpointResponse<E>;
          return endpoint.response.parse(await result.json()) as EndpointResponse<E>;
        }),
      );
    },
    requestBlob<E extends Endpoint>(source: EndpointSource<E>, requestOptions: BlobRequestOptions<E> = {}): Promise<Blob> {
      return callWithEndpoint(source, (endpoint) => perform(endpoint, requestOptions, (result) => result.blob()));
    },
    authorization: (endpoint) => options.getAuthorization(endpoint),
    reportFailure: (error) => reportFailure(error),
  };
}
