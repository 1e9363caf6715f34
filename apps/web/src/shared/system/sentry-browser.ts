import * as Sentry from "@sentry/react";
import { scrubBreadcrumb, scrubErrorEvent, scrubUrl, tracePropagationTargetsFor } from "@paraph/contracts";
import type { ErrorReportingSettings, ReportError } from "./error-reporting.ts";

/** Spec §9: a session replay is kept for 80 % of the sessions that hit an error, none otherwise. */
export const REPLAY_ON_ERROR_SAMPLE_RATE = 0.8;

/** Attributes a replay keeps only masked: besides the SDK's (title, placeholder, aria-label), the ones that can name people or files. */
const MASKED_ATTRIBUTES = ["title", "placeholder", "aria-label", "alt", "value", "href", "download"];

type RecordingEvent = Parameters<NonNullable<Parameters<typeof Sentry.replayIntegration>[0]>["beforeAddRecordingEvent"] & {}>[0];

/**
 * A replay's own records, which no `beforeSend` sees: the page's address (rrweb's meta event),
 * breadcrumbs and the spans of navigations and requests lose queries and link tokens like events.
 */
export function scrubRecordingEvent(event: RecordingEvent): RecordingEvent {
  const { data } = event as unknown as { data: RecordingData };
  const scrubbed = scrubRecordingData(data);
  return scrubbed === data ? event : ({ ...event, data: scrubbed } as unknown as RecordingEvent);
}

interface RecordingData {
  href?: unknown;
  tag?: unknown;
  payload?: Record<string, unknown>;
}

function scrubRecordingData(data: RecordingData): RecordingData {
  if (typeof data.href === "string") return { ...data, href: scrubUrl(data.href) };
  if (data.tag === "breadcrumb" && data.payload) return { ...data, payload: scrubBreadcrumb(data.payload) };
  if (data.tag === "performanceSpan" && typeof data.payload?.description === "string") {
    return { ...data, payload: { ...data.payload, description: scrubUrl(data.payload.description) } };
  }
  return data;
}

/** A replay's event (not an error) lists the pages visited; it passes the same scrubbing, in place as the hook wants. */
export function scrubReplayEvent(event: Sentry.Event): void {
  if (event.type !== "replay_event") return;
  const replay = event as Sentry.Event & { urls?: unknown };
  Object.assign(replay, scrubErrorEvent(replay));
  if (!replay.extra) delete replay.extra;
  if (Array.isArray(replay.urls)) replay.urls = replay.urls.map((url) => (typeof url === "string" ? scrubUrl(url) : url));
}

/**
 * Sentry's browser SDK, loaded only through `startErrorReporting`. Nothing personal leaves:
 * no default PII, every event and breadcrumb through the contracts' scrubber, and replays with
 * all text, inputs and naming attributes masked, all media (page images of documents) blocked,
 * no request or response bodies, and their addresses scrubbed.
 */
export function startSentry(settings: ErrorReportingSettings, origin: string): ReportError {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    sendDefaultPii: false,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        maskAttributes: MASKED_ATTRIBUTES,
        networkDetailAllowUrls: [],
        networkCaptureBodies: false,
        beforeAddRecordingEvent: scrubRecordingEvent,
      }),
    ],
    tracesSampleRate: settings.tracesSampleRate,
    tracePropagationTargets: tracePropagationTargetsFor(origin),
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    beforeSend: (event) => scrubErrorEvent(event),
    beforeSendTransaction: (event) => scrubErrorEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  Sentry.getClient()?.on("postprocessEvent", scrubReplayEvent);
  return (error, tags) => {
    Sentry.captureException(error, tags ? { tags } : undefined);
  };
}
