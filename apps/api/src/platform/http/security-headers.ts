import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers for everything Paraph serves, with a strict Content-Security-Policy for the
 * single-page app: its scripts, styles, fonts and API calls all come from this origin (error
 * reports may also go to the error-reporting service's).
 */
export async function registerSecurityHeaders(app: FastifyInstance, reportingOrigins: string[] = []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        // Error reports of the web app go to the origin of SENTRY_WEB_DSN, when set.
        connectSrc: ["'self'", ...reportingOrigins],
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
