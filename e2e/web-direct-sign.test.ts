import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import type { Browser, Page } from "playwright-core";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { newQuietPage } from "./support/browser-accounts.ts";
import { guestLinkPath, mailedCode, startServer, waitForMailOf, type RunningServer } from "./support/server.ts";
import { expectValidSignatures, prepareSignatureValidators, type SignatureValidators } from "./support/signature-checks.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";
import { screenshotsOf, shootEveryPage } from "./support/screenshots.ts";
import { longestBlank, sampleOverlay, type OverlaySample } from "./support/overlay-sampler.ts";

/**
 * Issue 7 in Chromium: guests without an account open the link of their invitation mail. One
 * switches to Italian, signs with the code e-mailed to them and is sent on to the exit URL; the
 * signed PDF passes pdfsig and OpenSSL. Another declines and is sent on to the decline URL; their
 * dead link then says so, in the browser's language, or sends them to the error URL.
 */
let server: RunningServer;
let browser: Browser;
let validators: SignatureValidators;
/** The integrating site the guests come from and return to: any path answers with a page naming it. */
let site: http.Server;
let siteUrl: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  validators = await prepareSignatureValidators(server.url);
  site = http.createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html><head><title>Shop</title></head><body><h1>Shop: ${request.url?.split("?")[0] ?? ""}</h1></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await validators?.dispose();
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => site?.close(resolve));
});

const shoot = screenshotsOf("direct-sign-", { fullPage: true });
/** The guest's progress overlay, for docs/screenshots/journey. */
const shootProgress = screenshotsOf("guest-");

/** A simple-signature request of one document to guests, sent; its id and document. */
async function sendToGuests(ownerToken: string, title: string, guests: string[]): Promise<{ requestId: string; documentId: string }> {
  const uploaded = await callApi(server.url, "POST", "/v3/documents", { token: ownerToken, body: { title, content: makeSimplePdf(title, 1).toString("base64") } });
  expect(uploaded.status).toBe(201);
  const documentId = String((uploaded.body.documents as Array<{ id: string }>)[0]?.id);
  const created = await callApi(server.url, "POST", "/v3/signature-requests", {
    token: ownerToken,
    body: {
      title,
      quality: "ses",
      documents: [documentId],
      signatures: guests.map((email, index) => ({ account_email: email, document_signatures: [{ document_id: documentId, page: 1, x: 56 + index * 260, y: 640, width: 200, height: 94 }] })),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const requestId = String(created.body.id);
  expect((await callApi(server.url, "POST", `/v3/signature-requests/${requestId}/initiate`, { token: ownerToken })).status).toBe(200);
  return { requestId, documentId };
}

/**
 * Holds the guest's POST /v3/direct/sign until the overlay has been photographed showing its
 * steps (only the first time), then lets it through.
 */
async function holdSigningForScreenshot(page: Page, name: string): Promise<void> {
  await page.route("**/api/v3/direct/sign", async (route) => {
    await page.locator("[data-overlay] [data-stage]").waitFor();
    await shootProgress(page, name);
    await route.continue();
  }, { times: 1 });
}

/** The overlay showed from the TAN dialog to the success, never blank for more than 100 ms, and named the signing steps. */
function expectGuestSteps(samples: OverlaySample[], successTitle: string, steps: string[]): void {
  const blank = longestBlank(samples, successTitle);
  console.info(`guest signing: ${samples.length} frames, longest blank ${blank.toFixed(0)} ms, titles seen: ${[...new Set(samples.map((sample) => sample.text.split("\n")[0]))].join(" | ")}`);
  expect(blank).toBeLessThanOrEqual(100);
  expect(samples.some((sample) => steps.every((step) => sample.text.includes(step)))).toBe(true);
}

const redirectQuery = (parameters: Record<string, string>) => `?${new URLSearchParams(parameters).toString()}`;

describe("direct sign in the browser", () => {
  it(
    "lets a guest sign in Italian with an e-mailed code and sends them to the exit URL; another declines and goes to the decline URL",
    async () => {
      onTestFailed(async () => {
        await shootEveryPage(browser, shoot);
      });
      const ownerToken = await signUpThroughApi(server.url, "ada.direct@example.com", { firstName: "Ada", lastName: "Lovelace" });
      const lease = await sendToGuests(ownerToken, "Lease of the flat in Lugano", ["giulia.guest@example.com", "marco.guest@example.com"]);

      // Giulia opens her invitation with the integrator's redirect parameters appended.
      const exitUrl = `${siteUrl}/signed`;
      const giulia = await newQuietPage(browser, { width: 1360, height: 900 });
      const giuliaPath = await guestLinkPath(server.url, "giulia.guest@example.com", lease.requestId);
      await giulia.goto(`${server.url}${giuliaPath}${redirectQuery({ exitURL: exitUrl, declineURL: `${siteUrl}/declined`, redirectTimeout: "10" })}`);
      await giulia.getByRole("heading", { name: "Lease of the flat in Lugano", level: 1 }).waitFor();
      await giulia.getByText("Sent by Ada Lovelace").waitFor();
      // The page shows the document through the link.
      const pageImage = giulia.locator('img[alt="Page 1 of 1"]').first();
      await expect.poll(() => pageImage.evaluate((image: HTMLImageElement) => image.naturalWidth).catch(() => 0), { timeout: 20_000 }).toBeGreaterThan(0);

      await giulia.getByLabel("Language").selectOption("it");
      const panel = giulia.getByRole("region", { name: "La tua firma" });
      await panel.waitFor();
      await shoot(giulia, "1-guest-page-it");
      expect(await seriousViolations(giulia)).toEqual([]);
      await panel.getByLabel("Nome", { exact: true }).fill("Giulia");
      await panel.getByLabel("Cognome", { exact: true }).fill("Ospite");
      await panel.getByLabel("Ho letto i documenti e desidero firmarli.").check();
      await panel.getByRole("button", { name: "Firma", exact: true }).click();

      const confirmation = giulia.getByRole("dialog", { name: "Conferma la tua firma" });
      await confirmation.getByText("Firmi «Lease of the flat in Lugano» come Giulia Ospite.").waitFor();
      await shoot(giulia, "2-direct-sign-overlay");
      await confirmation.getByRole("button", { name: "Invia il codice" }).click();

      const tanDialog = giulia.getByRole("dialog", { name: "Inserisci il TAN" });
      await tanDialog.getByText(/Abbiamo inviato un TAN di sei cifre a g•••@example\.com/).waitFor();
      const codeMail = await waitForMailOf(server.url, "giulia.guest@example.com", "direct-sign-tan");
      // The language the guest chose on the page is the mail's.
      expect(codeMail.lang).toBe("it");
      const code = /^(\d{6})\b/.exec(codeMail.subject)?.[1] ?? "";
      expect(code).toMatch(/^\d{6}$/);
      await tanDialog.getByLabel("TAN", { exact: true }).fill(code);
      await shoot(giulia, "3-tan-dialog");
      // The signing overlay: the account's steps, read through the link, never blank for more than 100 ms.
      const giuliaSampler = await sampleOverlay(giulia);
      await holdSigningForScreenshot(giulia, "progress-it-1360");
      await tanDialog.getByRole("button", { name: "Firma", exact: true }).click();

      const success = giulia.getByRole("dialog", { name: "Hai firmato" });
      await success.waitFor({ timeout: 60_000 });
      expectGuestSteps(await giuliaSampler.stop(), "Hai firmato", ["Preparazione dei documenti", "Aggiunta della tua firma", "Marca temporale", "Salvataggio dei documenti firmati"]);
      await shoot(giulia, "4-success");
      await success.getByRole("button", { name: "Chiudi" }).click();
      await giulia.getByRole("heading", { name: "Grazie per aver firmato" }).waitFor();
      await giulia.getByText(/Verrai portato su 127\.0\.0\.1:\d+ tra \d+ secondi\./).waitFor();
      await shoot(giulia, "5-thank-you-countdown");
      // The countdown of 10 seconds ends on the exit URL.
      await giulia.waitForURL(exitUrl, { timeout: 30_000 });
      await giulia.getByRole("heading", { name: "Shop: /signed" }).waitFor();

      const afterGiulia = await callApi(server.url, "GET", `/v3/signature-requests/${lease.requestId}`, { token: ownerToken });
      expect(afterGiulia.body.status).toBe("open");
      expect((afterGiulia.body.signers as Array<{ email: string; status: string; quality: string | null; firstName: string | null }>).map((signer) => [signer.email, signer.status, signer.quality, signer.firstName])).toEqual([
        ["giulia.guest@example.com", "signed", "ses", "Giulia"],
        ["marco.guest@example.com", "open", null, null],
      ]);

      // The owner's signed PDF carries Giulia's signature, which poppler and OpenSSL accept.
      const download = await fetch(`${server.url}/api/v3/documents/${lease.documentId}/download?signed=true`, { headers: { Authorization: `Bearer ${ownerToken}` } });
      expect(download.status).toBe(200);
      await expectValidSignatures(Buffer.from(await download.arrayBuffer()), validators, ["Giulia Ospite"]);

      // Bruno declines a second request and is sent to the decline URL.
      const offer = await sendToGuests(ownerToken, "Offer for the kitchen", ["bruno.guest@example.com"]);
      const brunoPath = await guestLinkPath(server.url, "bruno.guest@example.com", offer.requestId);
      const bruno = await newQuietPage(browser);
      const declineUrl = `${siteUrl}/declined`;
      await bruno.goto(`${server.url}${brunoPath}${redirectQuery({ exitURL: exitUrl, declineURL: declineUrl, declineRedirect: "true", redirectTimeout: "10" })}`);
      await bruno.getByRole("button", { name: "Decline to sign" }).click();
      const declineDialog = bruno.getByRole("dialog", { name: "Decline a signing request" });
      await declineDialog.getByLabel(/Reason/).fill("The price is not the one we agreed");
      await declineDialog.getByRole("button", { name: "Decline", exact: true }).click();
      await bruno.getByRole("heading", { name: "You declined" }).waitFor();
      await bruno.getByText(/You will be taken to 127\.0\.0\.1:\d+ in \d+ seconds\./).waitFor();
      await shoot(bruno, "6-declined-countdown");
      await bruno.waitForURL(declineUrl, { timeout: 30_000 });
      await bruno.getByRole("heading", { name: "Shop: /declined" }).waitFor();

      const declined = await callApi(server.url, "GET", `/v3/signature-requests/${offer.requestId}`, { token: ownerToken });
      expect(declined.body.status).toBe("declined");
      expect((declined.body.signers as Array<{ declineMessage: string | null }>)[0]?.declineMessage).toBe("The price is not the one we agreed");

      // The declined request's link is dead: said plainly in the browser's language, not as a 404 page…
      const later = await newQuietPage(browser, undefined, { locale: "it-IT" });
      await later.goto(`${server.url}${brunoPath}`);
      await later.getByRole("heading", { name: "Questo link non funziona più" }).waitFor();
      expect(await later.getByText("Page Not Found").count()).toBe(0);
      await shoot(later, "7-dead-link-it");
      expect(await seriousViolations(later)).toEqual([]);
      // …or, with an error URL and no countdown, left at once for it.
      const errorUrl = `${siteUrl}/error`;
      await later.goto(`${server.url}${brunoPath}${redirectQuery({ errorURL: errorUrl, redirectTimeout: "0" })}`);
      await later.waitForURL(errorUrl, { timeout: 15_000 });

      for (const page of [giulia, bruno, later]) await page.context().close();
    },
    240_000,
  );

  it(
    "shows a guest signing on a phone (390 px) the same steps, never blank for more than 100 ms",
    async () => {
      const ownerToken = await signUpThroughApi(server.url, "ada.progress@example.com", { firstName: "Ada", lastName: "Lovelace" });
      const order = await sendToGuests(ownerToken, "Order of the kitchen", ["marco.guest@example.com"]);
      const marco = await newQuietPage(browser, { width: 390, height: 844 });
      await marco.goto(`${server.url}${await guestLinkPath(server.url, "marco.guest@example.com", order.requestId)}`);
      const marcoPanel = marco.getByRole("region", { name: "Your signature" });
      await marcoPanel.getByLabel(/First name/).fill("Marco");
      await marcoPanel.getByLabel(/Last name/).fill("Ospite");
      await marcoPanel.getByLabel("I have read the documents and want to sign them.").check();
      await marcoPanel.getByRole("button", { name: "Sign", exact: true }).click();
      await marco.getByRole("dialog", { name: "Confirm your signature" }).getByRole("button", { name: "Send the code" }).click();
      const marcoTan = marco.getByRole("dialog", { name: "Enter the TAN" });
      const marcoCode = await mailedCode(server.url, "marco.guest@example.com", "direct-sign-tan");
      await marcoTan.getByLabel("TAN", { exact: true }).fill(marcoCode);
      const marcoSampler = await sampleOverlay(marco);
      await holdSigningForScreenshot(marco, "progress-en-390");
      await marcoTan.getByRole("button", { name: "Sign", exact: true }).click();
      await marco.getByRole("dialog", { name: "You have signed" }).waitFor({ timeout: 60_000 });
      expectGuestSteps(await marcoSampler.stop(), "You have signed", ["Preparing the documents", "Adding your signature", "Time-stamping", "Saving the signed documents"]);
      expect((await callApi(server.url, "GET", `/v3/signature-requests/${order.requestId}`, { token: ownerToken })).body.status).toBe("completed");

      await marco.context().close();
    },
    180_000,
  );
});
