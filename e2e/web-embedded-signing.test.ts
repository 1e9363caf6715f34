import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { callApi } from "./support/api-accounts.ts";
import { newQuietPage } from "./support/browser-accounts.ts";
import { useSigningBrowserSuite } from "./support/browser-suite.ts";
import { createBusinessAdmin } from "./support/business-admin.ts";
import { elementHostPage, hostEventsOf, startEmbedHost, waitForHostEvent, type EmbedHost } from "./support/embed-host.ts";
import { signAsGuest } from "./support/guest-signing.ts";
import { expectValidSignatures } from "./support/signature-checks.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";

/**
 * Embedded signing in a real browser (issue 32, docs/embedding.md): an integrator's page on
 * another origin frames a one-time signing link through packages/embed's built element (and,
 * in a React host, through packages/embed-react), a signer without an account signs inside the
 * frame with the e-mailed TAN, and the host hears paraph:ready, paraph:signed and
 * paraph:completed. The link does not open twice, and a page on an origin the business does not
 * list cannot frame it at all (frame-ancestors).
 */
const suite = useSigningBrowserSuite();
const REPO_ROOT = path.resolve(import.meta.dirname, "..");
const SIGNING_EVENTS = ["paraph:ready", "paraph:signed", "paraph:declined", "paraph:completed", "paraph:error", "paraph:resize"];
const signingPage = (frameUrl: string) => elementHostPage("paraph-signing", SIGNING_EVENTS, frameUrl, "--paraph-color-primary:#0a7");

/** A React host: the page loads the bundle, which renders <ParaphSigning> for `?url=` and records each callback. */
const reactPage = () => `<!doctype html><html lang="en"><head><title>React host</title></head><body><h1>React host</h1>
<div id="root"></div><script type="module" src="/react-host.js"></script></body></html>`;

/** packages/embed-react from its sources with react and react-dom from node_modules, bundled for the browser. */
async function bundleReactHost(): Promise<string> {
  const result = await build({
    stdin: {
      resolveDir: REPO_ROOT,
      loader: "js",
      contents: `import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { ParaphSigning } from "./packages/embed-react/src/index.ts";
window.hostEvents = [];
const record = (callback) => (message) => window.hostEvents.push({ ...message, callback });
const url = new URLSearchParams(location.search).get("url") ?? "";
createRoot(document.getElementById("root")).render(
  createElement(ParaphSigning, { url, onReady: record("onReady"), onSigned: record("onSigned"), onCompleted: record("onCompleted"), onError: record("onError") }),
);`,
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

let listed: EmbedHost;
let unlisted: EmbedHost;
let reactHost: EmbedHost;
let ownerToken: string;

beforeAll(async () => {
  listed = await startEmbedHost("127.0.0.2", signingPage);
  unlisted = await startEmbedHost("127.0.0.3", signingPage);
  reactHost = await startEmbedHost("127.0.0.2", reactPage, { "/react-host.js": await bundleReactHost() });
  const admin = await createBusinessAdmin(
    suite.server.url,
    { email: `embedded-signing-${Date.now()}@paraph.test`, firstName: "Ada", lastName: "Host" },
    { name: "Host AG", email: "office@host.test" },
  );
  ownerToken = admin.adminToken;
  const settings = await callApi(suite.server.url, "PUT", `/v1/businesses/${admin.businessId}/settings`, {
    token: ownerToken,
    body: { settings: { embedOrigins: [listed.origin, reactHost.origin] } },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
});
afterAll(async () => {
  await listed?.close();
  await unlisted?.close();
  await reactHost?.close();
});

/** A sent SES request of one document to one guest (no account); its ids. */
async function sendToGuest(title: string, guestEmail: string): Promise<{ requestId: string; documentId: string; signerId: string }> {
  const { server } = suite;
  const uploaded = await callApi(server.url, "POST", "/v3/documents", { token: ownerToken, body: { title, content: makeSimplePdf(title, 1).toString("base64") } });
  expect(uploaded.status).toBe(201);
  const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
  const created = await callApi(server.url, "POST", "/v3/signature-requests", {
    token: ownerToken,
    body: {
      title,
      quality: "ses",
      documents: [documentId],
      signatures: [{ account_email: guestEmail, document_signatures: [{ document_id: documentId, page: 1, x: 60, y: 600, width: 200, height: 80 }] }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const requestId = String(created.body.id);
  expect((await callApi(server.url, "POST", `/v3/signature-requests/${requestId}/initiate`, { token: ownerToken })).status).toBe(200);
  const request = await callApi(server.url, "GET", `/v3/signature-requests/${requestId}`, { token: ownerToken });
  const signerId = String((request.body.signers as { id: string; email: string }[]).find((signer) => signer.email === guestEmail)?.id);
  return { requestId, documentId, signerId };
}

/** A one-time link for the signer, for a host on `origin`. */
async function embeddedLink(requestId: string, signer: string, origin: string): Promise<string> {
  const link = await callApi(suite.server.url, "POST", `/v3/signature-requests/${requestId}/embedded-signing`, { token: ownerToken, body: { signer, origin } });
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  return String(link.body.url);
}

/** The signer signs inside the host page's frame with their name and the e-mailed TAN. */
async function signInFrame(page: Page, guestEmail: string, firstName: string, lastName: string): Promise<void> {
  const frame = page.frameLocator("paraph-signing iframe");
  const panel = frame.getByRole("region", { name: "Your signature" });
  await panel.getByLabel("First name", { exact: true }).fill(firstName);
  await panel.getByLabel("Last name", { exact: true }).fill(lastName);
  await signAsGuest(frame, suite.server.url, guestEmail);
}

/** The request is completed and its signed PDF carries the signer's signature, valid for pdfsig, OpenSSL and qpdf. */
async function expectCompletedAndValid(requestId: string, documentId: string, signerName: string): Promise<void> {
  const request = await callApi(suite.server.url, "GET", `/v3/signature-requests/${requestId}`, { token: ownerToken });
  expect(request.body.status).toBe("completed");
  const download = await fetch(`${suite.server.url}/api/v3/documents/${documentId}/download?signed=true`, { headers: { Authorization: `Bearer ${ownerToken}` } });
  expect(download.status).toBe(200);
  await expectValidSignatures(Buffer.from(await download.arrayBuffer()), suite.validators, [signerName]);
}

describe("embedded signing in the browser", () => {
  it("a guest signs inside the <paraph-signing> frame of a listed host, which hears ready, signed and completed; the link then says it was used", async () => {
    const guestEmail = `guest-element-${Date.now()}@paraph.test`;
    const { requestId, documentId, signerId } = await sendToGuest("Embedded lease", guestEmail);
    const url = await embeddedLink(requestId, guestEmail, listed.origin);

    const page = await newQuietPage(suite.browser, { width: 1280, height: 900 });
    await page.goto(`${listed.origin}/?url=${encodeURIComponent(url)}`);
    await waitForHostEvent(page, "paraph:ready");
    // The signing view applied the host's primary colour to its design tokens, as the composer does.
    const root = page.frameLocator("paraph-signing iframe").locator("html");
    expect(await root.evaluate((element) => getComputedStyle(element).getPropertyValue("--color-info").trim())).toBe("#0a7");
    await signInFrame(page, guestEmail, "Gina", "Guest");
    await waitForHostEvent(page, "paraph:completed");
    // Every event but the sizes, errors included: a poll answered 404 between the request's completion
    // and the sign call's answer once posted paraph:error not_found here.
    const events = (await hostEventsOf(page)).filter((event) => event.type !== "paraph:resize");
    expect(events).toEqual([
      { type: "paraph:ready", signatureRequestId: requestId, signerId },
      { type: "paraph:signed", signatureRequestId: requestId, signerId },
      { type: "paraph:completed", signatureRequestId: requestId, signerId },
    ]);
    await expectCompletedAndValid(requestId, documentId, "Gina Guest");

    // The same link on a new page load: used already, shown in the frame and told to the host.
    const again = await newQuietPage(suite.browser);
    await again.goto(`${listed.origin}/?url=${encodeURIComponent(url)}`);
    await again.frameLocator("paraph-signing iframe").getByRole("heading", { name: "This signing link no longer works" }).waitFor({ timeout: 60_000 });
    await waitForHostEvent(again, "paraph:error");
    expect((await hostEventsOf(again)).filter((event) => event.type !== "paraph:resize")).toEqual([{ type: "paraph:error", code: "embedded_link_used" }]);
    await Promise.all([page.context().close(), again.context().close()]);
  });

  it("a host on an origin the business does not list cannot frame a link: Chromium refuses it by frame-ancestors", async () => {
    const guestEmail = `guest-unlisted-${Date.now()}@paraph.test`;
    const { requestId } = await sendToGuest("Unlisted host", guestEmail);
    const url = await embeddedLink(requestId, guestEmail, listed.origin);

    const page = await newQuietPage(suite.browser);
    const consoleMessages: string[] = [];
    page.on("console", (message) => consoleMessages.push(message.text()));
    await page.goto(`${unlisted.origin}/?url=${encodeURIComponent(url)}`);
    // Chromium replaces a frame its CSP refuses with its own error page and says why on the console.
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith("chrome-error://")), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => consoleMessages.some((text) => text.includes("frame-ancestors")), { timeout: 30_000 }).toBe(true);
    expect(page.frames().some((frame) => frame.url().includes("/embed/sign/"))).toBe(false);
    expect((await hostEventsOf(page)).filter((event) => event.type === "paraph:ready")).toEqual([]);
    // The signing page never ran there: the link was not opened, so it still opens once.
    const token = new URL(url).pathname.split("/").pop() ?? "";
    const opened = await callApi(suite.server.url, "POST", `/v3/embedded-signing/${token}/open`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ signatureRequestId: requestId, hostOrigin: listed.origin });
    await page.context().close();
  });

  it("a React host's <ParaphSigning> frames the link and calls onReady, onSigned and onCompleted with the ids", async () => {
    const guestEmail = `guest-react-${Date.now()}@paraph.test`;
    const { requestId, documentId, signerId } = await sendToGuest("Embedded offer", guestEmail);
    const url = await embeddedLink(requestId, guestEmail, reactHost.origin);

    const page = await newQuietPage(suite.browser, { width: 1280, height: 900 });
    await page.goto(`${reactHost.origin}/?url=${encodeURIComponent(url)}`);
    await waitForHostEvent(page, "paraph:ready", "onReady");
    await signInFrame(page, guestEmail, "Rita", "React");
    await waitForHostEvent(page, "paraph:completed", "onCompleted");
    // Every callback the host heard, onError included: none but these three.
    expect(await hostEventsOf(page)).toEqual([
      { type: "paraph:ready", signatureRequestId: requestId, signerId, callback: "onReady" },
      { type: "paraph:signed", signatureRequestId: requestId, signerId, callback: "onSigned" },
      { type: "paraph:completed", signatureRequestId: requestId, signerId, callback: "onCompleted" },
    ]);
    await expectCompletedAndValid(requestId, documentId, "Rita React");
    await page.context().close();
  });
});
