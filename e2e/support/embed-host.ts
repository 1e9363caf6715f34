import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "playwright-core";
import { describePage } from "./page-report.ts";
import { reportWithin } from "./step-log.ts";

/**
 * An integrator's site for the embedding suites (docs/embedding.md): a plain HTTP server on its
 * own loopback address (127.0.0.2 is listed in the business's `embedOrigins`, 127.0.0.3 is not),
 * so the host page and Paraph are different origins as they are in production.
 */
export interface EmbedHost {
  /** `http://<host>:<port>`, the value for `embedOrigins` and the link's `origin`. */
  readonly origin: string;
  close(): Promise<void>;
}

/** What a host page records: each event the element dispatched (its `detail`), in `window.hostEvents`. */
export interface HostEvent {
  type: string;
  signatureRequestId?: string;
  signerId?: string;
  code?: string;
  height?: number;
  /** Which React callback received it (React host pages only). */
  callback?: string;
}

const EMBED_DIST = path.resolve(import.meta.dirname, "../../packages/embed/dist");

/**
 * Starts a host site on `host`. `/embed/*` serves packages/embed's built element as it is (the
 * way the docs tell a page without a bundler to load it), `scripts` answers further paths with
 * JavaScript (a bundled React host), and every other path answers `page(frameUrl)` for `?url=`.
 */
export async function startEmbedHost(host: string, page: (frameUrl: string) => string, scripts: Record<string, string> = {}): Promise<EmbedHost> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://host");
    const script = scripts[url.pathname];
    if (script !== undefined) {
      response.writeHead(200, { "content-type": "text/javascript" }).end(script);
      return;
    }
    if (url.pathname.startsWith("/embed/")) {
      fs.readFile(path.join(EMBED_DIST, path.basename(url.pathname))).then(
        (body) => response.writeHead(200, { "content-type": "text/javascript" }).end(body),
        () => response.writeHead(404).end(),
      );
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(url.searchParams.get("url") ?? ""));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // A page still open (a test that failed before closing it) keeps connections that close() would wait for.
      server.closeAllConnections();
    });
  return { origin: `http://${host}:${(server.address() as AddressInfo).port}`, close };
}

/**
 * A host page framing `frameUrl` with one of packages/embed's elements, recording the events
 * of `eventTypes` the element dispatches in `window.hostEvents`.
 */
export function elementHostPage(element: "paraph-signing" | "paraph-composer", eventTypes: readonly string[], frameUrl: string, style = ""): string {
  const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<!doctype html><html lang="en"><head><title>Host</title>
<script type="module" src="/embed/index.js"></script></head><body><h1>Host</h1>
<${element} url="${attribute(frameUrl)}" style="${attribute(style)}"></${element}>
<script>
  window.hostEvents = [];
  for (const type of ${JSON.stringify(eventTypes)}) {
    document.querySelector("${element}").addEventListener(type, (event) => window.hostEvents.push(event.detail));
  }
</script></body></html>`;
}

/** The events the host page recorded so far. */
export function hostEventsOf(page: Page): Promise<HostEvent[]> {
  return page.evaluate(() => (window as unknown as { hostEvents: HostEvent[] }).hostEvents);
}

/**
 * Waits until the host page recorded an event of `type` (and, for React hosts, through `callback`).
 * Gives up after 30 s, within the suites' 90 s test limit, with what the host heard and what its
 * frames said, so a wait that hangs says where it stopped instead of only "timed out".
 */
export async function waitForHostEvent(page: Page, type: string, callback?: string): Promise<void> {
  try {
    await page.waitForFunction(
      ([wanted, through]) => (window as unknown as { hostEvents?: HostEvent[] }).hostEvents?.some((event) => event.type === wanted && (through === null || event.callback === through)) === true,
      [type, callback ?? null] as const,
      { timeout: 30_000 },
    );
  } catch (error) {
    throw new Error(`The host page never heard ${type}${callback ? ` through ${callback}` : ""}.\n${await describeHost(page)}`, { cause: error });
  }
}

/**
 * What a host page heard and what each of its frames says: the story of a wait that hung. Each
 * reading gets 5 s (a frame stuck in its script would hold a reading without a timeout forever).
 */
export async function describeHost(page: Page): Promise<string> {
  const events = await reportWithin(hostEventsOf(page).then((heard) => JSON.stringify(heard)), 5_000, "(no answer within 5 s)");
  const frames = await Promise.all(page.frames().map((frame) => reportWithin(describePage(frame), 5_000, `${frame.url()} did not answer within 5 s`)));
  return [`Host events: ${events}`, ...frames.map((frame) => `  frame ${frame}`)].join("\n");
}
