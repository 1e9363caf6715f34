import { PDFDocument, PDFName, PDFString, StandardFonts, rgb } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { signUpInBrowser } from "./support/browser-accounts.ts";
import { callAsPage } from "./support/browser-api.ts";

/** Issue 29 item 4 in Chromium: a PDF with JavaScript uploads as a cleaned copy once the user agrees; a PDF with an ftp: link uploads straight away. */
const suite = useServerAndBrowser();

/** A one-page contract; `build` may change the PDF and returns the action of a link across the heading (or null for no link). */
async function makeContract(title: string, build: (pdf: PDFDocument) => Record<string, unknown> | null): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 760, size: 24, font, color: rgb(0.1, 0.2, 0.6) });
  page.drawText("The parties agree to the terms set out in this document.", { x: 56, y: 720, size: 12, font });
  const action = build(pdf);
  if (action) {
    const link = pdf.context.obj({ Type: "Annot", Subtype: "Link", Rect: [56, 750, 400, 790], Border: [0, 0, 0], A: pdf.context.obj(action as never) });
    page.node.set(PDFName.of("Annots"), pdf.context.obj([link]));
  }
  return Buffer.from(await pdf.save());
}

function signUp(email: string): Promise<Page> {
  return signUpInBrowser(suite.browser, suite.server.url, email, { viewport: { width: 1280, height: 900 } });
}

async function download(page: Page, documentId: string): Promise<Buffer> {
  const token = await page.evaluate(() => window.localStorage.getItem("paraph-token"));
  const response = await fetch(`${suite.server.url}/api/v3/documents/${documentId}/download`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("uploading documents with active content in the browser", () => {
  it("shows what a PDF with JavaScript holds and, once agreed, ends with its cleaned copy", async () => {
    const page = await signUp("ada.defuse@example.com");
    await page.goto(`${suite.server.url}/upload`);
    await page.getByRole("heading", { name: "Upload documents" }).waitFor();

    const withScript = await makeContract("Scripted offer", (pdf) => {
      pdf.catalog.set(PDFName.of("OpenAction"), pdf.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert('hello');") }));
      return { S: "Launch", F: PDFString.of("calc.exe") };
    });
    await page.locator('input[type="file"]').setInputFiles([{ name: "scripted-offer.pdf", mimeType: "application/pdf", buffer: withScript }]);
    await page.getByRole("alert").filter({ hasText: "This PDF contains scripts, which cannot be signed safely." }).waitFor();
    const findings = page.getByRole("list", { name: "What the file contains" });
    expect(await findings.getByRole("listitem").allTextContents()).toEqual([
      "Scripts (JavaScript) (in the document)",
      "An action that starts a program or opens a file (on page 1)",
    ]);

    const cleanedAnswer = page.waitForResponse((response) => response.url().endsWith("/api/v3/documents?removeActiveContent=true"));
    await page.getByRole("button", { name: "Continue with a cleaned copy" }).click();
    const answer = (await (await cleanedAnswer).json()) as { documents: { id: string }[] };
    expect((await cleanedAnswer).status()).toBe(201);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "scripted-offer" }) });
    await card.getByText("Cleaned copy: scripts and actions were removed when it was uploaded.").waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="First page of scripted-offer"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    expect(await page.getByRole("button", { name: "Continue with a cleaned copy" }).count()).toBe(0);

    // The stored document is the cleaned copy, and its record says what was removed.
    const documentId = answer.documents[0]?.id ?? "";
    const stored = await callAsPage<{ cleaned: { removed: { kind: string }[] } | null }>(suite.server.url, page, "GET", `/v3/documents/${documentId}`);
    expect(stored.body.cleaned?.removed.map((finding) => finding.kind).sort()).toEqual(["javascript", "launch"]);
    const bytes = await download(page, documentId);
    expect(bytes.includes("/JavaScript")).toBe(false);
    expect(bytes.includes("calc.exe")).toBe(false);
    await page.close();
  }, 120_000);

  it("uploads a PDF whose link uses ftp: straight away", async () => {
    const page = await signUp("grace.ftp@example.com");
    await page.goto(`${suite.server.url}/upload`);
    await page.getByRole("heading", { name: "Upload documents" }).waitFor();
    const withFtpLink = await makeContract("Manual", () => ({ S: "URI", URI: PDFString.of("ftp://ftp.gnuplot.info/pub/gnuplot/") }));
    await page.locator('input[type="file"]').setInputFiles([{ name: "manual.pdf", mimeType: "application/pdf", buffer: withFtpLink }]);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "manual" }) });
    await card.waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await card.getByText(/Cleaned copy/).count()).toBe(0);
    await page.close();
  }, 120_000);
});
