import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { newQuietPage } from "./support/browser-accounts.ts";
import { startServer } from "./support/server.ts";

/**
 * Issue 20, error reporting in the browser: the built server hands SENTRY_WEB_DSN to the page at
 * run time, Chromium fetches the SDK's chunk only then, and an uncaught error in the app reaches
 * a stand-in for Sentry's ingestion on 127.0.0.1 (through the CSP), scrubbed.
 */
const envelopes: string[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    if (request.method === "POST") envelopes.push(Buffer.concat(chunks).toString("utf8"));
    response.writeHead(200, { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "content-type": "application/json" }).end("{}");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const dsn = `http://publickey@127.0.0.1:${(receiver.address() as AddressInfo).port}/7`;
afterAll(async () => new Promise<void>((resolve) => receiver.close(() => resolve())));

const suite = useServerAndBrowser({ env: { SENTRY_WEB_DSN: dsn, SENTRY_ENVIRONMENT: "e2e" } });

/** The error events of the envelopes (JSON lines: a header, then item headers each followed by a payload). */
function errorEvents(): { tags?: Record<string, string>; environment?: string; request?: { url?: string }; exception?: { values?: { value?: string }[] } }[] {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split("\n").filter(Boolean);
    const events = [];
    for (let index = 1; index + 1 < lines.length; index += 2) {
      if ((JSON.parse(lines[index] ?? "{}") as { type?: string }).type === "event") events.push(JSON.parse(lines[index + 1] ?? "{}"));
    }
    return events;
  });
}

describe("error reporting in the browser", () => {
  it("loads the SDK from the runtime setting and reports an uncaught error without personal data", async () => {
    const page = await newQuietPage(suite.browser);
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/sentry-browser-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${suite.server.url}/login?token=link-secret-4711`);
    await page.getByLabel("E-mail address").waitFor();
    await expect.poll(() => chunks.length).toBe(1);
    // Wait for the SDK to be started before the error happens.
    await expect.poll(() => page.evaluate(() => "__SENTRY__" in window)).toBe(true);

    const email = ["grace.hopper", "example.com"].join("@");
    await page.evaluate((address) => {
      setTimeout(() => {
        throw new Error(`Could not read Offer 2026.pdf for ${address}`);
      }, 0);
    }, email);
    await expect.poll(() => errorEvents().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const [event] = errorEvents();
    expect(event?.environment).toBe("e2e");
    expect(event?.exception?.values?.[0]?.value).toBe("Could not read Offer [file] for [email]");
    expect(event?.request?.url).toBe(`${suite.server.url}/login`);
    const sent = envelopes.join("\n");
    expect(sent).not.toContain(email);
    expect(sent).not.toContain("link-secret-4711");
    expect(sent).not.toContain("Offer 2026.pdf");
    // The SDK, its replay worker and its reports all work under the page's CSP.
    expect(refusals).toEqual([]);
    await page.context().close();
  });

  it("without a DSN the login page fetches none of the SDK", async () => {
    const server = await startServer();
    try {
      const page = await newQuietPage(suite.browser);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(`${server.url}/login`);
      await page.getByLabel("E-mail address").waitFor();
      await page.waitForLoadState("networkidle");
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => url.includes("sentry"))).toEqual([]);
      expect(await page.evaluate(() => "__SENTRY__" in window)).toBe(false);
      await page.context().close();
    } finally {
      await server.stop();
    }
  });
});
