import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Other origins the web app may load scripts and frames from and call: a payment provider's card form. */
export interface ExtraContentSources {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
}

/**
 * Security headers for everything Paraph serves, with a strict Content-Security-Policy for the
 * single-page app: its scripts, styles, fonts and API calls all come from this origin, and from
 * `extra` only when a feature that needs another origin is configured (error reports to the
 * error-reporting service's origin, Stripe's card form).
 */
export async function registerSecurityHeaders(app: FastifyInstance, extra: ExtraContentSources = { script: [], frame: [], connect: [] }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra.connect],
        ...(extra.frame.length > 0 ? { frameSrc: ["'self'", ...extra.frame] } : {}),
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
}

/**
 * Lets the listed origins frame this one answer (an embedded signing link's page,
 * docs/embedding.md): its CSP's `frame-ancestors` names exactly them instead of `'none'`, and
 * X-Frame-Options, which cannot name other origins and would contradict it, is left out.
 */
export function allowFramingBy(reply: FastifyReply, origins: readonly string[]): void {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string" || origins.length === 0) return;
  void reply.header("content-security-policy", policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${origins.join(" ")}`));
  reply.removeHeader("x-frame-options");
}
