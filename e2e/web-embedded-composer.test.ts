import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { callApi } from "./support/api-accounts.ts";
import { newQuietPage } from "./support/browser-accounts.ts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { createBusinessAdmin } from "./support/business-admin.ts";
import { describeHost, elementHostPage, hostEventsOf, startEmbedHost, waitForHostEvent } from "./support/embed-host.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";
import { reportWithin, StepLog, withinLimit } from "./support/step-log.ts";

/**
 * The embedded composer in a real browser (docs/embedding.md): a host page on another origin
 * frames a composer link through packages/embed's built element, the integrator's user sends the
 * draft inside the frame, and the host hears paraph:ready and paraph:sent. A page on an origin
 * the business does not list cannot frame the link: Chromium refuses it by its CSP.
 */
const suite = useServerAndBrowser();
const COMPOSER_EVENTS = ["paraph:ready", "paraph:sent", "paraph:error", "paraph:resize"];
/** A host page framing the composer of `?url=`, with the host's primary colour. */
const composerPage = (frameUrl: string) => elementHostPage("paraph-composer", COMPOSER_EVENTS, frameUrl, "--paraph-color-primary:#0a7");

it("frames the composer on a listed origin, sends the draft inside it, and refuses an unlisted origin", async () => {
  const { server, browser } = suite;
  const steps = new StepLog();
  const pages: Page[] = [];
  const openPage = async (viewport?: { width: number; height: number }) => {
    const opened = await newQuietPage(browser, viewport);
    pages.push(opened);
    return opened;
  };
  const listed = await startEmbedHost("127.0.0.2", composerPage);
  const unlisted = await startEmbedHost("127.0.0.3", composerPage);
  const describePages = async () => [...(await Promise.all(pages.map((opened) => describeHost(opened)))), `Server said: ${server.output().slice(-2_000)}`].join("\n");
  await withinLimit(80_000, steps, async () => {
    steps.step("business admin and draft through the API");
    const { adminToken, businessId } = await createBusinessAdmin(
      server.url,
      { email: `composer-${Date.now()}@paraph.test`, firstName: "Ada", lastName: "Host" },
      { name: "Host AG", email: "office@host.test" },
    );
    expect((await callApi(server.url, "PUT", `/v1/businesses/${businessId}/settings`, { token: adminToken, body: { settings: { embedOrigins: [listed.origin] } } })).status).toBe(200);
    const uploaded = await callApi(server.url, "POST", "/v3/documents", { token: adminToken, body: { title: "Contract", content: makeSimplePdf("Contract", 1).toString("base64") } });
    const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
    const draft = await callApi(server.url, "POST", "/v3/signature-requests", {
      token: adminToken,
      body: {
        title: "Embedded contract",
        quality: "ses",
        documents: [documentId],
        signatures: [{ account_email: "signer@paraph.test", document_signatures: [{ document_id: documentId, page: 1, x: 60, y: 600, width: 200, height: 80 }] }],
      },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const requestId = String(draft.body.id);
    const link = await callApi(server.url, "POST", "/v3/embedded-sessions", { token: adminToken, body: { scope: { kind: "signature_request", signatureRequestId: requestId }, origin: listed.origin } });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const url = String(link.body.url);

    steps.step("host page on the listed origin");
    const page = await openPage({ width: 390, height: 900 });
    await page.goto(`${listed.origin}/?url=${encodeURIComponent(url)}`);
    steps.step("paraph:ready and paraph:resize");
    await waitForHostEvent(page, "paraph:ready");
    await waitForHostEvent(page, "paraph:resize");
    steps.step("Send for signature in the frame");
    const frame = page.frameLocator("paraph-composer iframe");
    await frame.getByRole("button", { name: "Send for signature" }).click();
    steps.step("paraph:sent");
    await waitForHostEvent(page, "paraph:sent");
    const events = await hostEventsOf(page);
    expect(events.find((event) => event.type === "paraph:sent")).toEqual({ type: "paraph:sent", signatureRequestId: requestId });
    const sent = await callApi(server.url, "GET", `/v3/signature-requests/${requestId}`, { token: adminToken });
    expect(sent.body.status).toBe("open");
    // The frame applied the host's primary colour to its design tokens.
    expect(await frame.locator("html").evaluate((root) => getComputedStyle(root).getPropertyValue("--color-info").trim())).toBe("#0a7");

    steps.step("the same link again");
    const again = await openPage();
    await again.goto(`${listed.origin}/?url=${encodeURIComponent(url)}`);
    await again.frameLocator("paraph-composer iframe").getByRole("alert").filter({ hasText: "used already" }).waitFor({ timeout: 30_000 });

    // An origin the business does not list: Chromium refuses to frame the page (frame-ancestors), so it never gets ready.
    steps.step("a link framed by the unlisted origin");
    const otherUpload = await callApi(server.url, "POST", "/v3/documents", { token: adminToken, body: { title: "Other", content: makeSimplePdf("Other", 1).toString("base64") } });
    const otherDocumentId = String((otherUpload.body.documents as { id: string }[])[0]?.id);
    const other = await callApi(server.url, "POST", "/v3/signature-requests", { token: adminToken, body: { title: "Other", quality: "ses", documents: [otherDocumentId] } });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const otherLink = await callApi(server.url, "POST", "/v3/embedded-sessions", { token: adminToken, body: { scope: { kind: "signature_request", signatureRequestId: String(other.body.id) }, origin: listed.origin } });
    expect(otherLink.status, JSON.stringify(otherLink.body)).toBe(201);
    const refused = await openPage();
    await refused.goto(`${unlisted.origin}/?url=${encodeURIComponent(String(otherLink.body.url))}`);
    // Chromium replaces a frame its CSP refuses with its own error page.
    await expect.poll(() => refused.frames().some((frame) => frame.url().startsWith("chrome-error://")), { timeout: 30_000 }).toBe(true);
    expect((await hostEventsOf(refused)).filter((event) => event.type === "paraph:ready")).toEqual([]);
  }, describePages).finally(async () => {
    // Each page's own context, closed whole: closing a page alone can wait for ever when it races a
    // navigation's commit in Chromium (the refused frame's error page is one), and it left the
    // context open. Bounded all the same, so a close that hangs says so.
    const closed = await reportWithin(Promise.all(pages.map((opened) => opened.context().close())).then(() => "closed"), 15_000, "were not closed");
    await Promise.all([listed.close(), unlisted.close()]);
    if (closed !== "closed") throw new Error(`The test's browser contexts ${closed} within 15 s`);
  });
});
