import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { PinnedTarget } from "./outbound-policy.ts";

export interface PostOutcome {
  /** The HTTP status, or null when no answer came (timeout, connection refused). */
  statusCode: number | null;
  /** The start of the answer's body, at most `maxResponseBytes` bytes, as text. */
  responseBody: string | null;
  error: string | null;
  durationMs: number;
}

export interface PostOptions {
  timeoutMs: number;
  maxResponseBytes: number;
}

/**
 * POSTs a body to a checked, pinned address: the socket connects to `target.address` whatever the
 * host name resolves to by then, while TLS and the Host header still use the name. Redirects are
 * answers like any other (node's client never follows them). Never throws: the outcome says what
 * happened, for the delivery log.
 */
export function postJson(target: PinnedTarget, body: string, headers: Record<string, string>, options: PostOptions): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (outcome: Omit<PostOutcome, "durationMs">) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(
      target.url,
      {
        method: "POST",
        lookup: pinnedLookup,
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on("data", (chunk: Buffer) => {
          if (kept >= options.maxResponseBytes) return;
          const part = chunk.subarray(0, options.maxResponseBytes - kept);
          chunks.push(part);
          kept += part.length;
          // The log keeps only the start; the rest is not worth waiting for.
          if (kept >= options.maxResponseBytes) response.destroy();
        });
        // Text as the log stores it: PostgreSQL text cannot hold U+0000, so it shows as U+FFFD like other undecodable bytes.
        const finish = () => settle({ statusCode: response.statusCode ?? null, responseBody: Buffer.concat(chunks).toString("utf8").replaceAll("\u0000", "\uFFFD"), error: null });
        response.on("end", finish);
        response.on("close", finish);
        response.on("error", finish);
      },
    );
    const timer = setTimeout(() => {
      settle({ statusCode: null, responseBody: null, error: `no answer within ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) => settle({ statusCode: null, responseBody: null, error: error.code ?? error.message }));
    request.end(body);
  });
}
