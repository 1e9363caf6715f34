import { scrubBreadcrumb, scrubErrorEvent, tracePropagationTargetsFor } from "@paraph/contracts";
import type { Config } from "../config.ts";

/** Where an unexpected error happened: the request's id (as in the logs) and its route pattern. */
export interface ErrorScene {
  requestId: string;
  method: string;
  route: string | undefined;
}

/** Reports unexpected errors off the installation; the id it returns goes into the log line of the error. */
export interface ErrorReporter {
  readonly isEnabled: boolean;
  report(error: unknown, scene: ErrorScene): string | undefined;
  /** Sends what is queued, waiting at most `timeoutMs` (shutdown, tests). */
  flush(timeoutMs: number): Promise<boolean>;
}

const silentReporter: ErrorReporter = { isEnabled: false, report: () => undefined, flush: async () => true };

/**
 * Starts Sentry's Node SDK when SENTRY_DSN is set and SENTRY_ENABLED is not false (spec §9);
 * otherwise the SDK is not even loaded. Events leave without personal data: no default PII,
 * and every event and breadcrumb through the scrubber of the contracts.
 */
export async function startErrorReporting(config: Config, publicUrl: string, release: string): Promise<ErrorReporter> {
  if (!config.SENTRY_DSN || !config.SENTRY_ENABLED) return silentReporter;
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT ?? config.APP_MODE,
    release: `paraph@${release}`,
    sendDefaultPii: false,
    // Paraph reports the errors itself (installErrorHandler); no loader hooks patch its modules.
    registerEsmLoaderHooks: false,
    ...(config.SENTRY_TRACES_SAMPLE_RATE > 0 ? { tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE } : {}),
    tracePropagationTargets: tracePropagationTargetsFor(new URL(publicUrl).origin),
    beforeSend: (event) => scrubErrorEvent(event),
    beforeSendTransaction: (event) => scrubErrorEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return {
    isEnabled: true,
    report: (error, scene) =>
      Sentry.withScope((scope) => {
        scope.setTag("request_id", scene.requestId);
        scope.setTag("http.method", scene.method);
        if (scene.route) scope.setTag("route", scene.route);
        return Sentry.captureException(error);
      }),
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}

/** What the web app reads from index.html to report its errors (apps/web shared/system/error-reporting.ts); nothing when off. */
export function webErrorReportingOf(config: Config): { meta: Record<string, string>; origins: string[] } {
  if (!config.SENTRY_WEB_DSN || !config.SENTRY_ENABLED) return { meta: {}, origins: [] };
  const settings = { dsn: config.SENTRY_WEB_DSN, environment: config.SENTRY_ENVIRONMENT ?? config.APP_MODE, tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE };
  return { meta: { "paraph-error-reporting": JSON.stringify(settings) }, origins: [new URL(config.SENTRY_WEB_DSN).origin] };
}
