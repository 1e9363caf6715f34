import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor } from "../../test-support/actors.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

/** A stand-in for Sentry's ingestion: records every envelope POSTed to it. */
interface Receiver {
  dsn: string;
  envelopes: string[];
  close(): Promise<void>;
}

async function startEnvelopeReceiver(): Promise<Receiver> {
  const envelopes: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      envelopes.push((request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8"));
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { dsn: `http://publickey@127.0.0.1:${port}/1`, envelopes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface ReportedEvent {
  event_id: string;
  tags?: Record<string, string>;
  environment?: string;
  request?: { url?: string; headers?: Record<string, string>; data?: unknown; cookies?: unknown; query_string?: unknown };
  user?: Record<string, unknown>;
  exception?: { values?: { type?: string; value?: string }[] };
}

/** The error events in the envelopes: an envelope is JSON lines, a header then item headers each followed by a payload. */
function eventsIn(envelopes: string[]): ReportedEvent[] {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split("\n").filter(Boolean);
    const events: ReportedEvent[] = [];
    for (let index = 1; index + 1 < lines.length; index += 2) {
      const header = JSON.parse(lines[index] ?? "{}") as { type?: string };
      if (header.type === "event") events.push(JSON.parse(lines[index + 1] ?? "{}") as ReportedEvent);
    }
    return events;
  });
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Personal data an error message carries at run time (put together here, so the source lines sent as context do not hold it). */
const MESSAGE_EMAIL = ["ada.lovelace", "example.com"].join("@");
const MESSAGE_FILE = ["Employment contract", "pdf"].join(".");

/** An unexpected error, reachable only in these tests: a route the test adds to its own app. */
function addFailingRoute(app: FastifyInstance): void {
  app.post("/api/test-only/explode", async () => {
    throw new Error(`Storage failed for ${MESSAGE_EMAIL} while writing ${MESSAGE_FILE}`);
  });
}

/** Log lines the app writes, as parsed JSON. */
function captureLogs(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

/** The failing request as a browser or integrator would send it: over HTTP, with credentials, personal data and a document's content. */
async function explode(testApp: TestApp, sessionToken: string, requestId: string): Promise<Response> {
  const address = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  return fetch(`${address}/api/test-only/explode?token=link-secret-4711&page=2`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${sessionToken}`,
      cookie: "paraph_session=cookie-secret-0815",
      "content-type": "application/json",
      "x-request-id": requestId,
      "x-forwarded-for": "203.0.113.77",
    },
    body: JSON.stringify({ email: "grace.hopper@example.com", content: "JVBERi0xLjcKCONFIDENTIAL-DOCUMENT-BYTES" }),
  });
}

const SECRETS = ["link-secret-4711", "cookie-secret-0815", MESSAGE_EMAIL, "grace.hopper@example.com", MESSAGE_FILE, "CONFIDENTIAL-DOCUMENT-BYTES", "203.0.113.77"];

describe("error reporting", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startEnvelopeReceiver();
  });
  afterAll(async () => receiver.close());

  it("sends nothing without a DSN, and nothing with SENTRY_ENABLED=false even with one", async () => {
    const settings: Record<string, string>[] = [{}, { SENTRY_DSN: receiver.dsn, SENTRY_ENABLED: "false" }];
    for (const overrides of settings) {
      const logs = captureLogs();
      const testApp = await createTestApp(overrides, undefined, { logger: { level: "error", stream: logs.stream }, beforeReady: addFailingRoute });
      try {
        const actor = await createActor(testApp);
        const response = await explode(testApp, actor.token, "request-without-dsn-1");
        expect(response.status).toBe(500);
        expect(await response.json()).toMatchObject({ code: "internal_error" });
        const logged = logs.lines.find((line) => line.msg === "request failed");
        expect(logged).toMatchObject({ reqId: "request-without-dsn-1" });
        expect(logged).not.toHaveProperty("sentryEventId");
      } finally {
        await testApp.close();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.envelopes).toEqual([]);
    // The SDK was never even started in this process.
    const Sentry = await import("@sentry/node");
    expect(Sentry.getClient()).toBeUndefined();
  });

  it("reports an unexpected 500 with the request id as a tag and in the log line, without personal data or content", async () => {
    const logs = captureLogs();
    const testApp = await createTestApp({ SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: "ci" }, undefined, {
      logger: { level: "info", stream: logs.stream },
      beforeReady: addFailingRoute,
    });
    try {
      const actor = await createActor(testApp, { email: "grace.hopper@example.com" });
      const response = await explode(testApp, actor.token, "request-with-dsn-42");
      expect(response.status).toBe(500);
      expect(response.headers.get("x-request-id")).toBe("request-with-dsn-42");

      const event = await waitFor(() => eventsIn(receiver.envelopes)[0]);
      expect(event.tags).toMatchObject({ request_id: "request-with-dsn-42", route: "/api/test-only/explode", "http.method": "POST" });
      expect(event.environment).toBe("ci");
      expect(event.exception?.values?.[0]).toMatchObject({ type: "Error", value: "Storage failed for [email] while writing Employment [file]" });
      const logged = logs.lines.find((line) => line.msg === "request failed");
      expect(logged).toMatchObject({ reqId: "request-with-dsn-42", sentryEventId: event.event_id });

      // Nothing personal left the installation: not in the event, not anywhere in the envelopes.
      const sent = receiver.envelopes.join("\n");
      for (const secret of [...SECRETS, actor.token]) expect(sent).not.toContain(secret);
      expect(event.request?.data).toBeUndefined();
      expect(event.request?.cookies).toBeUndefined();
      expect(event.request?.query_string).toBeUndefined();
      expect(Object.keys(event.request?.headers ?? {}).map((name) => name.toLowerCase())).not.toContain("authorization");
      expect(event.user?.email).toBeUndefined();
      expect(event.user?.ip_address).toBeUndefined();

      // A refusal (4xx) is an answer, not an error: nothing more is sent.
      const reported = eventsIn(receiver.envelopes).length;
      const missing = await testApp.request({ method: "GET", url: `/api/v3/documents/${crypto.randomUUID()}`, token: actor.token });
      expect(missing.statusCode).toBe(404);
      const Sentry = await import("@sentry/node");
      await Sentry.flush(2000);
      expect(eventsIn(receiver.envelopes).length).toBe(reported);
    } finally {
      await testApp.close();
    }
  });
});

describe("error reporting in the web app", () => {
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-web-"));
    await fs.writeFile(path.join(webDir, "index.html"), '<!doctype html><head><meta name="paraph-mode" content="development" /></head><div id=root></div>');
  });
  afterAll(async () => fs.rm(webDir, { recursive: true, force: true }));

  it("gets SENTRY_WEB_DSN at run time in index.html, and the CSP lets its reports out; nothing without it", async () => {
    const dsn = "https://public-key@errors.example.net/42";
    const withDsn = await createTestApp({ WEB_DIST_DIR: webDir, SENTRY_WEB_DSN: dsn, SENTRY_ENVIRONMENT: "staging-eu", SENTRY_TRACES_SAMPLE_RATE: "0.1" });
    try {
      const page = await withDsn.request({ method: "GET", url: "/login" });
      const content = /<meta name="paraph-error-reporting" content="([^"]*)" \/>/.exec(page.body)?.[1];
      expect(content).toBeDefined();
      const settings = JSON.parse((content ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&")) as unknown;
      expect(settings).toEqual({ dsn, environment: "staging-eu", tracesSampleRate: 0.1 });
      expect(String(page.headers["content-security-policy"])).toContain("connect-src 'self' https://errors.example.net");
    } finally {
      await withDsn.close();
    }
    const offSettings: Record<string, string>[] = [{ WEB_DIST_DIR: webDir }, { WEB_DIST_DIR: webDir, SENTRY_WEB_DSN: dsn, SENTRY_ENABLED: "false" }];
    for (const overrides of offSettings) {
      const without = await createTestApp(overrides);
      try {
        const page = await without.request({ method: "GET", url: "/login" });
        expect(page.body).not.toContain("paraph-error-reporting");
        expect(String(page.headers["content-security-policy"])).toContain("connect-src 'self';");
      } finally {
        await without.close();
      }
    }
  });
});
