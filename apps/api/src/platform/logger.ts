import type { FastifyServerOptions } from "fastify";
import type { IncomingMessage } from "node:http";
import type { Config } from "./config.ts";

/** Query parameters whose values are credentials (link tokens); they never reach the logs. */
const SECRET_QUERY = /([?&](?:token|secret|password|tan)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/** pino with request ids, and secrets redacted wherever they could appear. */
export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "*.password",
        "*.token",
        "*.new",
        "*.old",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

/** Keeps a caller's well-formed X-Request-Id (for tracing across services); otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && /^[A-Za-z0-9._-]{8,100}$/.test(incoming) ? incoming : crypto.randomUUID();
}
