import * as Sentry from "@sentry/react";
import { scrubBreadcrumb, scrubErrorEvent, tracePropagationTargetsFor } from "@paraph/contracts";
import type { ErrorReportingSettings, ReportError } from "./error-reporting.ts";

/** Spec §9: a session replay is kept for 80 % of the sessions that hit an error, none otherwise. */
export const REPLAY_ON_ERROR_SAMPLE_RATE = 0.8;

/**
 * Sentry's browser SDK, loaded only through `startErrorReporting`. Nothing personal leaves:
 * no default PII, every event and breadcrumb through the contracts' scrubber, and replays with
 * all text and inputs masked and all media (page images of documents) blocked.
 */
export function startSentry(settings: ErrorReportingSettings, origin: string): ReportError {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    sendDefaultPii: false,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })],
    tracesSampleRate: settings.tracesSampleRate,
    tracePropagationTargets: tracePropagationTargetsFor(origin),
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    beforeSend: (event) => scrubErrorEvent(event),
    beforeSendTransaction: (event) => scrubErrorEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return (error, tags) => {
    Sentry.captureException(error, tags ? { tags } : undefined);
  };
}
