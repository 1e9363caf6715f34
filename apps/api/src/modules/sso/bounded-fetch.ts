/** The most bytes Paraph reads from one answer of an OpenID Connect issuer (metadata, keys, tokens). */
export const ISSUER_RESPONSE_MAX_BYTES = 256 * 1024;

export class IssuerResponseTooLarge extends Error {
  constructor(url: string) {
    super(`The answer of ${url} is larger than ${ISSUER_RESPONSE_MAX_BYTES} bytes`);
  }
}

/** What openid-client passes to its fetch (its body may be a Uint8Array). */
export interface FetchOptions {
  body?: unknown;
  headers: Record<string, string>;
  method: string;
  redirect: "manual";
  signal?: AbortSignal | null | undefined;
}

/**
 * fetch for requests to an issuer, which is untrusted input: no redirects followed, and the body
 * read only up to ISSUER_RESPONSE_MAX_BYTES (the time limit is openid-client's `timeout`).
 */
export async function boundedFetch(url: string, options: FetchOptions): Promise<Response> {
  const response = await fetch(url, { ...options, body: options.body as BodyInit | null | undefined, redirect: "manual" });
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > ISSUER_RESPONSE_MAX_BYTES) {
    await response.body?.cancel();
    throw new IssuerResponseTooLarge(url);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > ISSUER_RESPONSE_MAX_BYTES) {
        await reader.cancel();
        throw new IssuerResponseTooLarge(url);
      }
      chunks.push(value);
    }
  }
  return new Response(size === 0 && response.status === 204 ? null : Buffer.concat(chunks), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
