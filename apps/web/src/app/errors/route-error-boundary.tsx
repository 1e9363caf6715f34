import { isRouteErrorResponse, useRouteError } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { ErrorPage } from "../../shared/errors/error-page.tsx";
import { reportError } from "../../shared/system/error-reporting.ts";

const CRAWLER = /bot|crawler|spider|crawling|facebookexternalhit|slackbot|twitterbot|linkedinbot|whatsapp|embedly|preview/i;

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status;
  return 500;
}

/**
 * Spec §8: an unhandled error shows the error page, except 401 (the session handling takes over).
 * Chunk-load errors are handled before they get here (see router.tsx): they reload the page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (statusOf(error) === 401) return null;
  console.error("Unhandled error", error);
  // Link previews and crawlers get no error page that could end up in a search index or a chat preview.
  if (CRAWLER.test(navigator.userAgent)) return null;
  // A page that is missing or refused is an answer; a bug or a server failure is worth a report.
  if (statusOf(error) >= 500) reportError(error, { boundary: "route" });
  return <ErrorPage />;
}
