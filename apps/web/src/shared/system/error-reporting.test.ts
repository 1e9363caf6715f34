import * as Sentry from "@sentry/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { ERROR_REPORTING_META, readErrorReportingSettings, reportError, startErrorReporting } from "./error-reporting.ts";
import { REPLAY_ON_ERROR_SAMPLE_RATE } from "./sentry-browser.ts";

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
});
