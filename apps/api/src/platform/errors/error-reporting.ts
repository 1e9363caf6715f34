import { scrubBreadcrumb, scrubErrorEvent } from "@paraph/contracts";
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

/** Only requests to Paraph itself carry trace headers: its public origin and its relative API paths, never a webhook receiver. */
export function tracePropagationTargetsOf(publicUrl: string): RegExp[] {
  const origin = new URL(publicUrl).origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [new RegExp(`^${origin}(?:/|$)`), /^\/api(?:\/|$)/];
}

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
    tracePropagationTargets: tracePropagationTargetsOf(publicUrl),
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
