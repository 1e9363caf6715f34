/**
 * Error reporting in the browser (docs/OPERATIONS.md, "Error reporting"). The server writes
 * `<meta name="paraph-error-reporting" content="{…}">` into index.html only when
 * SENTRY_WEB_DSN is set and SENTRY_ENABLED is not false (spec §9: off without a DSN or when
 * disabled), so the DSN is the installation's at run time, never one baked into the build. The
 * SDK is a chunk of its own, fetched only then: without a DSN the login page loads none of it.
 */
export interface ErrorReportingSettings {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
}

export type ReportError = (error: unknown, tags?: Record<string, string>) => void;

export const ERROR_REPORTING_META = "paraph-error-reporting";

/** The settings the server wrote, or nothing when reporting is off (or the tag is unreadable). */
export function readErrorReportingSettings(doc: Document = document): ErrorReportingSettings | undefined {
  const content = doc.querySelector(`meta[name="${ERROR_REPORTING_META}"]`)?.getAttribute("content");
  if (!content) return undefined;
  try {
    const parsed = JSON.parse(content) as Partial<ErrorReportingSettings>;
    if (typeof parsed.dsn !== "string" || !/^https?:\/\//.test(parsed.dsn)) return undefined;
    const rate = typeof parsed.tracesSampleRate === "number" && parsed.tracesSampleRate >= 0 && parsed.tracesSampleRate <= 1 ? parsed.tracesSampleRate : 0;
    return { dsn: parsed.dsn, environment: typeof parsed.environment === "string" ? parsed.environment : "production", tracesSampleRate: rate };
  } catch {
    return undefined;
  }
}

let report: ReportError | undefined;
/** Errors reported while the SDK is still loading (a few; more are dropped). */
const early: Parameters<ReportError>[] = [];
const EARLY_LIMIT = 10;
let isStarting = false;

/** Loads and starts the SDK when the page carries settings; answers whether reporting is on. */
export async function startErrorReporting(doc: Document = document, origin = window.location.origin): Promise<boolean> {
  const settings = readErrorReportingSettings(doc);
  if (!settings) return false;
  isStarting = true;
  const { startSentry } = await import("./sentry-browser.ts");
  report = startSentry(settings, origin);
  for (const entry of early.splice(0)) report(...entry);
  return true;
}

/**
 * Reports an error the app handled itself (the error page, a poll that keeps failing); nothing
 * when reporting is off. A failed API call's request id becomes the tag `request_id`, as on the
 * server's own report and log line of that request.
 */
export function reportError(error: unknown, tags: Record<string, string> = {}): void {
  const requestId = (error as { requestId?: unknown } | null)?.requestId;
  const allTags = typeof requestId === "string" ? { ...tags, request_id: requestId } : tags;
  if (report) report(error, allTags);
  else if (isStarting && early.length < EARLY_LIMIT) early.push([error, allTags]);
}
