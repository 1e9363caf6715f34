import * as Sentry from "@sentry/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { ERROR_REPORTING_META, readErrorReportingSettings, reportError, startErrorReporting } from "./error-reporting.ts";
import { REPLAY_ON_ERROR_SAMPLE_RATE, scrubRecordingEvent, scrubReplayEvent } from "./sentry-browser.ts";

/** A page as the server writes it: with the settings tag only when SENTRY_WEB_DSN is set. */
function pageWith(content?: string): Document {
  const doc = document.implementation.createHTMLDocument("Paraph");
  if (content !== undefined) {
    const meta = doc.createElement("meta");
    meta.name = ERROR_REPORTING_META;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe("error reporting in the browser", () => {
  it("reads its settings from the page only when they are there and well-formed", () => {
    expect(readErrorReportingSettings(pageWith())).toBeUndefined();
    expect(readErrorReportingSettings(pageWith("not json"))).toBeUndefined();
    expect(readErrorReportingSettings(pageWith(JSON.stringify({ dsn: "javascript:alert(1)" })))).toBeUndefined();
    expect(readErrorReportingSettings(pageWith(JSON.stringify({ dsn: "https://k@errors.example.net/1", environment: "staging", tracesSampleRate: 7 })))).toEqual({
      dsn: "https://k@errors.example.net/1",
      environment: "staging",
      tracesSampleRate: 0,
    });
  });

  it("stays off without a DSN: the SDK is not started and reports go nowhere", async () => {
    await expect(startErrorReporting(pageWith(), "http://paraph.test")).resolves.toBe(false);
    reportError(new Error("not reported"));
    expect(Sentry.getClient()).toBeUndefined();
  });

  it("with a DSN starts the SDK, whose events leave scrubbed, with replays only on errors", async () => {
    // The DSN's host is never reached: the events are read as the SDK hands them to its transport.
    const settings = { dsn: "http://publickey@127.0.0.1:9/1", environment: "ci", tracesSampleRate: 0 };
    await expect(startErrorReporting(pageWith(JSON.stringify(settings)), "http://paraph.test")).resolves.toBe(true);
    const client = Sentry.getClient();
    expect(client?.getOptions()).toMatchObject({ sendDefaultPii: false, environment: "ci", replaysSessionSampleRate: 0, replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE });
    expect(client?.getOptions().tracePropagationTargets?.map(String)).toEqual(["/^http:\\/\\/paraph\\.test(?:\\/|$)/", "/^\\/api(?:\\/|$)/"]);

    const sent: Sentry.Event[] = [];
    client?.on("beforeSendEvent", (event) => sent.push(event));
    const email = ["grace.hopper", "example.com"].join("@");
    Sentry.setUser({ id: "u-1", email });
    reportError(new Error(`Could not open Offer 2026.pdf for ${email}`), { boundary: "route" });
    await Sentry.flush(1000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.tags).toMatchObject({ boundary: "route" });
    expect(sent[0]?.exception?.values?.[0]?.value).toBe("Could not open Offer [file] for [email]");
    expect(sent[0]?.user).toEqual({ id: "u-1" });
    expect(JSON.stringify(sent)).not.toContain(email);

    // A failed API call carries the server's request id into the report.
    const failed = await ApiError.fromResponse(
      new Response(JSON.stringify({ code: "internal_error", message: "Something went wrong on our side" }), { status: 500, headers: { "x-request-id": "req-web-77" } }),
    );
    reportError(failed, { boundary: "route" });
    await Sentry.flush(1000);
    expect(sent[1]?.tags).toMatchObject({ boundary: "route", request_id: "req-web-77" });
  });

  it("scrubs a replay's own records and its list of pages, which no beforeSend sees", () => {
    const guestLink = "https://sign.example.com/view/0b6c1a52-4f1e-4b8e-9a43-6f2d8d1e2a10/Xq3v9K2mPz8RtY6wLb4NcJ7hD5sFg1Ae0uQiOoVkT2y";
    const scrubbedLink = "https://sign.example.com/view/0b6c1a52-4f1e-4b8e-9a43-6f2d8d1e2a10/[redacted]";
    type Recording = Parameters<typeof scrubRecordingEvent>[0];
    const meta = { type: 4, timestamp: 1, data: { href: `${guestLink}?token=abc`, width: 1, height: 1 } } as unknown as Recording;
    expect((scrubRecordingEvent(meta) as unknown as { data: { href: string } }).data.href).toBe(scrubbedLink);
    const navigation = { type: 5, timestamp: 1, data: { tag: "performanceSpan", payload: { op: "navigation.navigate", description: `${guestLink}?lang=de`, startTimestamp: 1, endTimestamp: 2, data: {} } } } as unknown as Recording;
    expect((scrubRecordingEvent(navigation) as unknown as { data: { payload: { description: string } } }).data.payload.description).toBe(scrubbedLink);
    const crumb = { type: 5, timestamp: 1, data: { tag: "breadcrumb", payload: { category: "ui.click", message: "button 'Send to grace@example.com'" } } } as unknown as Recording;
    expect((scrubRecordingEvent(crumb) as unknown as { data: { payload: { message: string } } }).data.payload.message).toBe("button 'Send to [email]'");

    const replay = { type: "replay_event", urls: [`${guestLink}?token=abc`, "https://sign.example.com/login"], request: { url: `${guestLink}?token=abc`, headers: { Referer: guestLink } }, user: { id: "u-1", email: "grace@example.com" } } as unknown as Sentry.Event;
    scrubReplayEvent(replay);
    expect(replay).toMatchObject({ type: "replay_event", urls: [scrubbedLink, "https://sign.example.com/login"], request: { url: scrubbedLink, headers: {} }, user: { id: "u-1" } });
    expect(JSON.stringify(replay)).not.toContain("grace@example.com");
  });
});
