import { mkdirSync } from "node:fs";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { join } from "node:path";
import { PDFDocument, StandardFonts, rgb } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { signUpInBrowser } from "./support/browser-accounts.ts";

/** Issue 4 in Chromium: PDFs uploaded on /upload show their pages; a drawn visual signature shows its preview. */
const suite = useServerAndBrowser();

/** Screenshots for a person to look at; not compared by the test. */
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/paraph-screenshots";

async function makePdf(title: string, pageCount: number, size: [number, number]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pageCount; number += 1) {
    const page = pdf.addPage(size);
    page.drawRectangle({ x: 36, y: size[1] - 110, width: size[0] - 72, height: 74, color: rgb(0.13, 0.33, 0.7) });
    page.drawText(title, { x: 52, y: size[1] - 82, size: 24, font, color: rgb(1, 1, 1) });
    page.drawText(`Page ${number} of ${pageCount}`, { x: 52, y: size[1] - 150, size: 14, font });
    for (let line = 0; line < 12; line += 1) page.drawRectangle({ x: 52, y: size[1] - 190 - line * 22, width: size[0] - 140 - (line % 3) * 40, height: 8, color: rgb(0.85, 0.87, 0.9) });
  }
  return Buffer.from(await pdf.save());
}

function signUp(email: string): Promise<Page> {
  return signUpInBrowser(suite.browser, suite.server.url, email, { viewport: { width: 1280, height: 900 } });
}

/** Waits until the named img has decoded a picture (naturalWidth > 0) and answers its natural size. */
async function loadedImageSize(page: Page, name: string): Promise<{ width: number; height: number }> {
  const image = page.locator(`img[alt="${name}"]`);
  await image.waitFor();
  await page.waitForFunction((alt) => {
    const element = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
    return element !== null && element.complete && element.naturalWidth > 0;
  }, name);
  return image.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, height: element.naturalHeight }));
}

describe("documents and visual signatures in the browser", () => {
  it("uploads two PDFs on /upload and shows their pages", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = await signUp("ada.documents@example.com");
    await page.goto(`${suite.server.url}/upload`);
    await page.getByRole("heading", { name: "Upload documents" }).waitFor();

    const files = [
      { name: "service-agreement.pdf", mimeType: "application/pdf", buffer: await makePdf("Service agreement", 3, [595, 842]) },
      { name: "letter.pdf", mimeType: "application/pdf", buffer: await makePdf("Letter", 1, [612, 792]) },
    ];
    await page.locator('input[type="file"]').setInputFiles(files);
    await page.getByRole("heading", { name: "service-agreement" }).waitFor();
    await page.getByRole("heading", { name: "letter" }).waitFor();
    // Each thumbnail is the first page, rendered by the server.
    expect((await loadedImageSize(page, "First page of service-agreement")).width).toBeGreaterThan(0);
    expect((await loadedImageSize(page, "First page of letter")).width).toBeGreaterThan(0);

    // A file that is not a PDF is refused with its reason, the others are not affected.
    await page.locator('input[type="file"]').setInputFiles([{ name: "holiday.pdf", mimeType: "application/pdf", buffer: Buffer.from("JFIF not a pdf at all") }]);
    await page.getByRole("alert").filter({ hasText: "Only PDF files can be signed." }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, "upload.png"), fullPage: true });

    const agreement = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "service-agreement" }) });
    await agreement.getByRole("button", { name: "View pages" }).click();
    const viewer = page.getByRole("region", { name: "service-agreement" });
    const first = await loadedImageSize(page, "Page 1 of 3");
    // The page image is as wide as the page is shown (times the pixel ratio), not a fixed size.
    const shownWidth = await viewer.locator('img[alt="Page 1 of 3"]').evaluate((element) => element.getBoundingClientRect().width);
    expect(first.width).toBeGreaterThanOrEqual(Math.floor(shownWidth));
    expect(first.width).toBeLessThanOrEqual(Math.ceil(shownWidth * 1.1));

    await viewer.getByRole("button", { name: "Next page" }).click();
    await viewer.getByRole("button", { name: "Next page" }).click();
    expect(await viewer.getByRole("textbox", { name: "Page number" }).inputValue()).toBe("3");
    expect((await loadedImageSize(page, "Page 3 of 3")).width).toBeGreaterThan(0);
    await viewer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, "upload-viewer.png"), fullPage: false });
    await page.close();
  });

  it("creates a drawn visual signature and shows its preview", async () => {
    const page = await signUp("ada.signature@example.com");
    await page.goto(`${suite.server.url}/profile/visual-signature`);
    await page.getByRole("heading", { name: "Visual signature", exact: true }).waitFor();
    await page.getByRole("button", { name: "New visual signature" }).click();

    const pad = page.getByRole("img", { name: "Drawing area for your signature" });
    const box = (await pad.boundingBox())!;
    const stroke = [
      [0.1, 0.7], [0.18, 0.3], [0.24, 0.72], [0.3, 0.35], [0.38, 0.68], [0.46, 0.4], [0.55, 0.66], [0.62, 0.45], [0.72, 0.6], [0.86, 0.42],
    ] as const;
    await page.mouse.move(box.x + box.width * stroke[0][0], box.y + box.height * stroke[0][1]);
    await page.mouse.down();
    for (const [x, y] of stroke.slice(1)) await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
    await page.mouse.up();

    await page.getByLabel("Company").fill("Analytical Engines Ltd");
    await page.getByLabel("Location").fill("London");
    // The live preview follows the unsaved fields.
    await loadedImageSize(page, "Preview of the signature being edited");
    await page.screenshot({ path: join(SCREENSHOTS, "visual-signature-editor.png"), fullPage: true });

    await page.getByRole("button", { name: "Save visual signature" }).click();
    await page.getByText("The visual signature has been saved.").waitFor();
    const card = page.getByRole("listitem", { name: "Ada Lovelace" });
    await card.getByText("Default").waitFor();
    // The preview is 300 × 140 points, at density 1 or 2.
    const preview = await loadedImageSize(page, "Preview of the visual signature Ada Lovelace");
    expect([300, 600]).toContain(preview.width);
    expect(preview.height * 300).toBe(preview.width * 140);
    // Past the image's fade-in, so the screenshot shows it as people see it.
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SCREENSHOTS, "visual-signature-list.png"), fullPage: true });
    await page.close();
  });
});
