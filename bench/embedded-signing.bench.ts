import { pathToFileURL } from "node:url";
import { createBusiness } from "@paraph/contracts";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../e2e/support/browser.ts";
import { elementHostPage, startEmbedHost } from "../e2e/support/embed-host.ts";
import { makeSimplePdf } from "../e2e/support/simple-pdf.ts";
import { percentile, printTable, registerAndLogIn, startServer } from "./support.ts";

/** One JSON call to the API as the owner; the answer's body, or an error naming the status. */
async function call(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * One open of a fresh link in a new browser context (cold: no cache, no storage): ms from the
 * host page's navigation until the framed signing view's Sign button is enabled (its consent box
 * ticked the moment it shows).
 */
async function openOnce(browser: Browser, hostOrigin: string, linkUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${hostOrigin}/?url=${encodeURIComponent(linkUrl)}`);
    const panel = page.frameLocator("paraph-signing iframe").getByRole("region", { name: "Your signature" });
    // The Sign button waits for the signer's consent: the robot gives it as soon as it is asked.
    await panel.getByLabel("I have read the documents and want to sign them.").check({ timeout: 60_000 });
    await panel.getByRole("button", { name: "Sign", exact: true, disabled: false }).waitFor({ timeout: 60_000 });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

/**
 * Issue 32's figure: how long a signer waits, in headless Chromium, from the host page's
 * navigation to a usable embedded signing view (the frame loaded, the one-time link opened, the
 * request read, the Sign button enabled), over `runs` opens of fresh links after one warm-up.
 */
export async function benchEmbeddedSigning(runs = 10): Promise<void> {
  const server = await startServer();
  const host = await startEmbedHost("127.0.0.2", (frameUrl) => elementHostPage("paraph-signing", ["paraph:ready"], frameUrl));
  const browser = await launchBrowser();
  const timings: number[] = [];
  try {
    const token = await registerAndLogIn(server.url, `embedded-bench-${Date.now()}@paraph.test`);
    const business = await call(server.url, token, createBusiness.method, createBusiness.path, { name: "Bench AG", email: "office@bench.test", gtc_accepted: true, dpa_accepted: true });
    await call(server.url, token, "PUT", `/v1/businesses/${String(business.id)}/settings`, { settings: { embedOrigins: [host.origin] } });
    const uploaded = await call(server.url, token, "POST", "/v3/documents", { title: "Bench", content: makeSimplePdf("Bench", 1).toString("base64") });
    const documentId = String((uploaded.documents as { id: string }[])[0]?.id);
    const request = await call(server.url, token, "POST", "/v3/signature-requests", {
      title: "Embedded bench",
      quality: "ses",
      documents: [documentId],
      signatures: [{ account_email: "guest-bench@paraph.test", document_signatures: [{ document_id: documentId, page: 1, x: 60, y: 600, width: 200, height: 80 }] }],
    });
    const requestId = String(request.id);
    await call(server.url, token, "POST", `/v3/signature-requests/${requestId}/initiate`);
    // The signer never signs here, so every open can use a new link to the same request.
    const newLink = async () => String((await call(server.url, token, "POST", `/v3/signature-requests/${requestId}/embedded-signing`, { signer: "guest-bench@paraph.test", origin: host.origin })).url);
    await openOnce(browser, host.origin, await newLink());
    for (let run = 0; run < runs; run += 1) timings.push(await openOnce(browser, host.origin, await newLink()));
  } finally {
    await browser.close();
    await host.close();
    await server.stop();
  }
  printTable(`Embedded signing in headless Chromium: host page navigation to the framed Sign button enabled (ms, ${runs} opens of fresh links)`, [
    { opens: timings.length, p50: Math.round(percentile(timings, 0.5)), p99: Math.round(percentile(timings, 0.99)), max: Math.round(Math.max(...timings)) },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchEmbeddedSigning();
