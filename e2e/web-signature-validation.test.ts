import { describe, expect, it, onTestFailed } from "vitest";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import type { Page } from "playwright-core";
import { createSignatureRequest, initiateSignatureRequest, sign, uploadDocument } from "@paraph/contracts";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { newQuietPage } from "./support/browser-accounts.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";
import { downloadedBytes } from "./support/download.ts";

/** Issue 6: the public /validate page checks a PDF that Paraph really signed, then the same file with one signed byte changed. */
const suite = useServerAndBrowser();

const SHOTS = process.env.SCREENSHOT_DIR;

/** Signs one document as its only signer (SES) through the API and downloads the signed PDF. */
async function signedPdfOf(original: Buffer, signer: { email: string; firstName: string; lastName: string }): Promise<Buffer> {
  const token = await signUpThroughApi(suite.server.url, signer.email, signer);
  const uploaded = await callApi(suite.server.url, uploadDocument.method, uploadDocument.path, {
    token,
    body: { title: "Tenancy agreement", content: original.toString("base64") },
  });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
  const created = await callApi(suite.server.url, createSignatureRequest.method, createSignatureRequest.path, {
    token,
    body: {
      title: "Tenancy agreement",
      documents: [documentId],
      signatures: [{ account_email: signer.email, document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 640, width: 240, height: 100 }] }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const requestId = String(created.body.id);
  const initiated = await callApi(suite.server.url, initiateSignatureRequest.method, initiateSignatureRequest.path.replace(":id", requestId), { token });
  expect(initiated.status, JSON.stringify(initiated.body)).toBe(200);
  const signed = await callApi(suite.server.url, sign.method, sign.path, { token, body: { signatureRequests: [{ signatureRequestId: requestId }] } });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });

  const download = await fetch(`${suite.server.url}/api/v3/documents/${documentId}/download?signed=true`, { headers: { authorization: `Bearer ${token}` } });
  expect(download.status).toBe(200);
  return Buffer.from(await download.arrayBuffer());
}

/** The same file with one letter of the page text changed: a byte every signature covers. */
function withOneSignedByteChanged(pdf: Buffer): Buffer {
  const tampered = Buffer.from(pdf);
  const offset = tampered.indexOf("parties agree") + "parties ".length;
  const firstRange = /\/ByteRange\s*\[\s*0\s+(\d+)/.exec(pdf.toString("latin1"));
  // Inside the first signature's first byte range (from 0), so the signed bytes themselves change.
  expect(offset).toBeGreaterThan(8);
  expect(offset).toBeLessThan(Number(firstRange?.[1]));
  tampered[offset] = "A".charCodeAt(0);
  return tampered;
}

/** Clicks a download button and reads the file the browser saved. */
async function downloadedBy(page: Page, buttonName: string): Promise<{ fileName: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: buttonName }).click()]);
  return { fileName: download.suggestedFilename(), bytes: await downloadedBytes(download) };
}

async function checkInBrowser(page: Page, name: string, bytes: Buffer): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "application/pdf", buffer: bytes });
}

describe("the public /validate page", () => {
  it("reports a PDF signed through the API as valid, with its signer, to a visitor who is not logged in; one changed byte breaks it", async () => {
    const page = await newQuietPage(suite.browser, { width: 1280, height: 900 });
    onTestFailed(async () => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/validate-failed.png`, fullPage: true });
    });
    const original = makeSimplePdf("Tenancy agreement", 1);
    const signedPdf = await signedPdfOf(original, { email: "lina.validate@example.com", firstName: "Lina", lastName: "Keller" });

    await page.goto(`${suite.server.url}/validate`);
    await page.getByRole("heading", { level: 1, name: "Check signatures" }).waitFor();
    expect(await page.title()).toBe("Check signatures - Paraph");
    // Logged out, and not sent to the login.
    expect(new URL(page.url()).pathname).toBe("/validate");

    await checkInBrowser(page, "tenancy-signed.pdf", signedPdf);
    const status = page.getByRole("status").filter({ has: page.getByRole("heading", { level: 2 }) });
    await status.getByRole("heading", { level: 2, name: "All signatures are valid" }).waitFor();
    await status.getByText("Checked file: tenancy-signed.pdf").waitFor();
    await status.getByText(/Test system: these signatures use Paraph's demo certificates/).waitFor();
    const card = page.getByRole("article", { name: "Signature 1: Lina Keller" });
    await card.waitFor();
    await card.getByText("lina.validate@example.com").waitFor();
    await card.getByText("Unchanged since it was signed").waitFor();
    await card.getByText("PAdES B-LTA").waitFor();
    await card.getByText("Demo: Paraph's demo root certificate").waitFor();
    await card.getByText(/proven by a time-stamp/).waitFor();
    // The ETSI indication, in plain words and by its standard name.
    await card.getByText("TOTAL-PASSED", { exact: true }).waitFor();
    await status.getByText("ETSI result for the document: Passed (TOTAL-PASSED)").waitFor();
    const documentSection = page.getByRole("region", { name: "The document as a whole" });
    await documentSection.getByText("Stored in the document").waitFor();
    await documentSection.getByText(/: valid, covers the whole file/).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/validate-valid.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Both renditions of the validation report arrive as files: the PDF, and the ETSI XML that the
    // browser's own XML parser reads with the ValidationReport root in the 19102 namespace.
    const pdfReport = await downloadedBy(page, "Download the validation report (PDF)");
    expect(pdfReport.fileName).toBe("tenancy-signed validation report.pdf");
    expect(pdfReport.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const xmlReport = await downloadedBy(page, "Download the validation report (XML)");
    expect(xmlReport.fileName).toBe("tenancy-signed validation report.xml");
    const parsed = await page.evaluate((xml) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      const reports = Array.from(document.documentElement.children).filter((element) => element.localName === "SignatureValidationReport");
      const indications = reports.map((report) => report.getElementsByTagNameNS("http://uri.etsi.org/19102/v1.2.1#", "MainIndication")[0]?.textContent);
      return { root: document.documentElement.localName, namespace: document.documentElement.namespaceURI, errors: document.getElementsByTagName("parsererror").length, indications };
    }, xmlReport.bytes.toString("utf8"));
    expect(parsed).toEqual({
      root: "ValidationReport",
      namespace: "http://uri.etsi.org/19102/v1.2.1#",
      errors: 0,
      indications: ["urn:etsi:019102:mainindication:total-passed", "urn:etsi:019102:mainindication:total-passed"],
    });

    await checkInBrowser(page, "tenancy-changed.pdf", withOneSignedByteChanged(signedPdf));
    await status.getByRole("heading", { level: 2, name: "The signatures are not valid" }).waitFor();
    await status.getByText("Checked file: tenancy-changed.pdf").waitFor();
    const changedCard = page.getByRole("article", { name: "Signature 1: Lina Keller" });
    await changedCard.getByText("Not valid").waitFor();
    await changedCard.getByText("Changed after signing, or the signature is broken").waitFor();
    await changedCard.getByText("TOTAL-FAILED / HASH_FAILURE").waitFor();
    await status.getByText("ETSI result for the document: Failed (TOTAL-FAILED)").waitFor();
    expect(await page.getByText("All signatures are valid").count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/validate-tampered.png`, fullPage: true });
    await page.close();
  });

  it("says when a PDF has no signatures and when a file is not a PDF", async () => {
    const page = await newQuietPage(suite.browser);
    await page.goto(`${suite.server.url}/validate`);
    await page.getByRole("heading", { level: 1, name: "Check signatures" }).waitFor();

    await checkInBrowser(page, "unsigned.pdf", makeSimplePdf("Unsigned letter", 1));
    await page.getByRole("status").getByRole("heading", { level: 2, name: "This PDF has no signatures" }).waitFor();

    await checkInBrowser(page, "photo.pdf", Buffer.from("\x89PNG\r\n\x1a\n an image with a PDF name", "latin1"));
    const alert = page.getByRole("alert").filter({ hasText: "The PDF could not be checked" });
    await alert.getByText("This file is not a PDF. Only PDF documents can be checked.").waitFor();
    expect(await page.getByText("This PDF has no signatures").count()).toBe(0);
    await page.close();
  });
});
