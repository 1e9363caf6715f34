/**
 * What an error report may carry off the installation (docs/OPERATIONS.md, "Error reporting"):
 * no personal data and no document content. The server and the web app pass every event
 * through `scrubErrorEvent` before it leaves, and every breadcrumb through `scrubBreadcrumb`.
 * The shapes are the parts of a Sentry event that can hold such data; the rest passes as it is.
 */
export interface ScrubbableEvent {
  message?: string | undefined;
  request?: ScrubbableRequest | undefined;
  user?: Record<string, unknown> | undefined;
  breadcrumbs?: ScrubbableBreadcrumb[] | undefined;
  exception?: { values?: { value?: string | undefined }[] | undefined } | undefined;
  extra?: Record<string, unknown> | undefined;
  transaction?: string | undefined;
}

interface ScrubbableRequest {
  url?: string | undefined;
  query_string?: unknown;
  data?: unknown;
  cookies?: unknown;
  env?: unknown;
  headers?: Record<string, string> | undefined;
}

export interface ScrubbableBreadcrumb {
  message?: string | undefined;
  data?: Record<string, unknown> | undefined;
}

/** Request headers an event keeps; everything else (Authorization, Cookie, API keys, forwarding addresses) goes. */
const KEPT_HEADERS = new Set(["accept", "accept-language", "content-length", "content-type", "user-agent", "x-request-id"]);

const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/** Extensions users' files have (documents, images, certificates, exports). */
const FILE_EXTENSIONS = "pdf|docx?|xlsx?|odt|csv|txt|png|jpe?g|gif|webp|svg|p12|pfx|pem|zip";
/** A quoted file name, spaces and all. */
const QUOTED_FILE_NAME = new RegExp(`(["'])[^"'\n]*\\.(?:${FILE_EXTENSIONS})\\1`, "gi");
/** An unquoted file name: the word before the extension. */
const FILE_NAME = new RegExp(`[^\\s"'/\\\\:]+\\.(?:${FILE_EXTENSIONS})\\b`, "gi");
/** `name=value` of a credential, in a URL or text. */
const SECRET_PARAMETER = /\b(token|secret|password|tan|code|key|otp|signature)=[^&\s"']*/gi;
/** A path segment that is a credential (a guest's link id, an e-mailed token): long, opaque, not a UUID. */
const OPAQUE_SEGMENT = /^(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$)[A-Za-z0-9_-]{24,}$/i;

/** Text with e-mail addresses, file names and credential parameters replaced. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, "[email]").replace(QUOTED_FILE_NAME, "$1[file]$1").replace(FILE_NAME, "[file]").replace(SECRET_PARAMETER, "$1=[redacted]");
}

/** A URL without its query and fragment, and with credential-like path segments replaced. */
export function scrubUrl(url: string): string {
  const [withoutQuery = ""] = url.split(/[?#]/, 1);
  const schemeEnd = withoutQuery.indexOf("://");
  const pathStart = schemeEnd >= 0 ? withoutQuery.indexOf("/", schemeEnd + 3) : 0;
  if (pathStart < 0) return withoutQuery;
  const origin = withoutQuery.slice(0, pathStart);
  const segments = withoutQuery.slice(pathStart).split("/").map((segment) => (OPAQUE_SEGMENT.test(segment) ? "[redacted]" : scrubText(segment)));
  return origin + segments.join("/");
}

export function scrubBreadcrumb<Breadcrumb extends ScrubbableBreadcrumb>(breadcrumb: Breadcrumb): Breadcrumb {
  const scrubbed = { ...breadcrumb };
  if (scrubbed.message !== undefined) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.data) {
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(scrubbed.data)) {
      // Request and response bodies and form input never leave; URLs (url, from, to) lose their queries.
      if (/body|input|payload/i.test(key)) continue;
      data[key] = typeof value === "string" ? (/^(url|from|to|href)$/i.test(key) ? scrubUrl(value) : scrubText(value)) : value;
    }
    scrubbed.data = data;
  }
  return scrubbed;
}

/**
 * The event without request bodies, cookies, query strings, headers outside a short list, the
 * user's e-mail, name and address (only an id stays), extra data, and with e-mail addresses,
 * file names and credentials taken out of messages, URLs and breadcrumbs.
 */
export function scrubErrorEvent<Event extends ScrubbableEvent>(event: Event): Event {
  const scrubbed: Event = { ...event };
  if (scrubbed.message !== undefined) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.transaction !== undefined) scrubbed.transaction = scrubUrl(scrubbed.transaction);
  if (scrubbed.request) {
    const { url, headers } = scrubbed.request;
    scrubbed.request = {
      ...(url !== undefined ? { url: scrubUrl(url) } : {}),
      ...(headers ? { headers: Object.fromEntries(Object.entries(headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()))) } : {}),
    };
  }
  if (scrubbed.user) {
    const id = scrubbed.user.id;
    scrubbed.user = typeof id === "string" || typeof id === "number" ? { id } : {};
  }
  if (scrubbed.breadcrumbs) scrubbed.breadcrumbs = scrubbed.breadcrumbs.map((breadcrumb) => scrubBreadcrumb(breadcrumb));
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((value) => (value.value === undefined ? value : { ...value, value: scrubText(value.value) })),
    };
  }
  delete scrubbed.extra;
  return scrubbed;
}

/**
 * Where error reporting's trace headers may go (spec §9: only the product's own domains): the
 * origin Paraph is served from, and relative API paths. Never a webhook receiver or another site.
 */
export function tracePropagationTargetsFor(origin: string): RegExp[] {
  return [new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:/|$)`), /^\/api(?:\/|$)/];
}
