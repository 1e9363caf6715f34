import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { AppError } from "../errors/app-error.ts";
import type { MetricsPort } from "./metrics-port.ts";
import type { PrometheusMetrics } from "./prometheus-metrics.ts";

export const METRICS_PATH = "/metrics";

/** The label of requests no route matched (404s of unknown paths): never the raw URL. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * Times every answered request by its route pattern (`/api/v3/signature-requests/:id`, never
 * the URL with its ids). With Prometheus metrics on and no METRICS_PORT, `GET /metrics` answers
 * here, behind METRICS_TOKEN when set; otherwise the main port says the path does not exist.
 */
export function registerMetrics(app: FastifyInstance, config: Config, port: MetricsPort, prometheus: PrometheusMetrics | undefined): void {
  app.addHook("onResponse", async (request, reply) => {
    port.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  const isServedHere = prometheus !== undefined && config.METRICS_PORT === undefined;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isServedHere || !prometheus) throw new AppError("route_not_found", { method: request.method, path: METRICS_PATH });
    if (!isScrapeAuthorized(request.headers.authorization, config.METRICS_TOKEN)) {
      throw new AppError("unauthenticated", { reason: "GET /metrics needs Authorization: Bearer <METRICS_TOKEN>" });
    }
    const scraped = await prometheus.scrape();
    return reply.header("cache-control", "no-store").type(scraped.contentType).send(scraped.body);
  });
}

/** Without a token every scrape is let in; with one, only `Bearer <token>`, compared in constant time. */
export function isScrapeAuthorized(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const match = /^Bearer (.+)$/i.exec(header ?? "");
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * METRICS_PORT: a listener of its own that answers `GET /metrics` and nothing else, so the
 * metrics can stay inside the operator's network while the main port faces users.
 */
export async function startMetricsListener(
  prometheus: PrometheusMetrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    const answer = (status: number, body: string, contentType = "text/plain; charset=utf-8") => {
      response.writeHead(status, { "content-type": contentType, "cache-control": "no-store" }).end(body);
    };
    if (path !== METRICS_PATH || (request.method !== "GET" && request.method !== "HEAD")) return answer(404, "Not found\n");
    if (!isScrapeAuthorized(request.headers.authorization, options.token)) return answer(401, "Authorization: Bearer <METRICS_TOKEN> required\n");
    prometheus.scrape().then(
      (scraped) => answer(200, request.method === "HEAD" ? "" : scraped.body, scraped.contentType),
      () => answer(500, "The metrics could not be collected\n"),
    );
  });
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
