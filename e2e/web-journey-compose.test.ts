import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { signUpInBrowser } from "./support/browser-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";
import { addSignersInComposer } from "./support/request-from-upload.ts";
import { screenshotsOf } from "./support/screenshots.ts";
import { downloadedBytes } from "./support/download.ts";

/**
 * Issue 18 (upload, composer, navigation, downloads) as a new user meets it in Chromium, on a real
 * 17-page PDF with two signers: in en-gb at 1280 px and in de-ch at 390 px.
 */
const suite = useServerAndBrowser();

/** Where the suite leaves its screenshots for the docs (docs/screenshots/journey when set by hand). */
const shoot = screenshotsOf("");

async function expectNoSeriousAxeIssue(page: Page): Promise<void> {
  expect(await seriousViolations(page), page.url()).toEqual([]);
}

async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem("paraph-token"));
  const response = await fetch(`${suite.server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

interface RequestView {
  id: string;
  title: string;
  status: string;
  quality: string;
  legislation: string | null;
  documents: Array<{ id: string; title: string; pageCount: number }>;
  signers: Array<{ email: string; status: string; fields: Array<{ document_id: string; page: number; x: number; y: number; width: number; height: number }> }>;
}

const listedDrafts = (page: Page) => callApi<{ total: number; items: Array<{ id: string }> }>(page, "GET", "/v3/signature-requests-redesign?tab=drafts&size=100");

/** Drags files over an element and drops them there, as the system's file manager would. */
async function dropFiles(page: Page, selector: string, files: Array<{ name: string; pdf: Buffer }>, beforeDrop?: () => Promise<void>): Promise<void> {
  const payload = files.map((file) => ({ name: file.name, base64: file.pdf.toString("base64") }));
  const transfer = await page.evaluateHandle((entries) => {
    const data = new DataTransfer();
    for (const entry of entries) {
      const bytes = Uint8Array.from(atob(entry.base64), (character) => character.charCodeAt(0));
      data.items.add(new File([bytes], entry.name, { type: "application/pdf" }));
    }
    return data;
  }, payload);
  await page.dispatchEvent(selector, "dragenter", { dataTransfer: transfer });
  await page.dispatchEvent(selector, "dragover", { dataTransfer: transfer });
  await beforeDrop?.();
  await page.dispatchEvent(selector, "drop", { dataTransfer: transfer });
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the composing journey in the browser", () => {
  it("en-gb at 1280 px: navigation, upload with progress, drop onto the composer, previews, free fields, quality, no empty drafts, title", async () => {
    const owner = await signUpInBrowser(suite.browser, suite.server.url, "ada.journey@example.com", { firstName: "Ada", viewport: { width: 1280, height: 900 } });
    // The sender's default quality (Settings) is what a new request starts from.
    await callApi(owner, "PUT", "/v1/user", { attributes: { defaultQuality: "aes", defaultLegislation: "zertes" } });
    await owner.reload();

    // 8. The empty dashboard invites the first upload; 3. New and Check signatures are in the header.
    await owner.getByRole("heading", { name: "Start with a document" }).waitFor();
    await owner.getByTestId("drop-zone").waitFor();
    expect(await owner.getByRole("link", { name: "Check signatures" }).getAttribute("href")).toBe("/validate");
    expect(await owner.getByRole("link", { name: "New", exact: true }).getAttribute("href")).toBe("/upload");
    await expectNoSeriousAxeIssue(owner);
    await shoot(owner, "8-empty-dashboard-en-1280");
    const draftsBefore = (await listedDrafts(owner)).total;

    // 7. 'New' then leaving creates no draft.
    await owner.getByRole("link", { name: "New", exact: true }).click();
    await owner.waitForURL((url) => url.pathname === "/upload");
    await owner.getByRole("link", { name: "Dashboard" }).click();
    await owner.getByRole("heading", { name: "Start with a document" }).waitFor();
    expect((await listedDrafts(owner)).total).toBe(draftsBefore);

    // 1. A large file shows its progress (bytes of total, percentage) while it goes up, and can be cancelled.
    await owner.getByRole("link", { name: "New", exact: true }).click();
    await owner.waitForURL((url) => url.pathname === "/upload");
    const network = await owner.context().newCDPSession(owner);
    await network.send("Network.enable");
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 4 * 1024 * 1024 });
    // Playwright hands over buffers up to 50 MB only: the large file goes through a file on disk.
    const bigFile = join(await mkdtemp(join(tmpdir(), "paraph-journey-")), "Scan 50 MB.pdf");
    await writeFile(bigFile, Buffer.alloc(50 * 1024 * 1024, 0x20));
    await owner.locator('input[type="file"]').setInputFiles(bigFile);
    const bigBar = owner.getByRole("progressbar", { name: "Upload of Scan 50 MB.pdf" });
    // Progress shows while the file is still going up (50 MB at 4 MB/s take over 12 s), not at its end.
    await expect.poll(async () => Number(await bigBar.getAttribute("aria-valuenow")), { timeout: 5_000 }).toBeGreaterThan(0);
    const seen = new Set<number>();
    for (let sample = 0; sample < 8; sample += 1) {
      seen.add(Number(await bigBar.getAttribute("aria-valuenow")));
      await owner.waitForTimeout(150);
    }
    expect([...seen].filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(2);
    await owner.getByText(/Uploading… .+ of .+ MB \(\d+ %\)/).waitFor();
    await shoot(owner, "1-upload-progress-en-1280");
    await owner.getByRole("button", { name: "Cancel the upload of Scan 50 MB.pdf" }).click();
    await expect.poll(() => bigBar.count()).toBe(0);
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // A refused file shows its own error; the real documents go on.
    await owner.locator('input[type="file"]').setInputFiles([
      { name: "Contract.pdf", mimeType: "application/pdf", buffer: makeSimplePdf("Contract", 17) },
      { name: "Notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("these are notes, not a PDF") },
      { name: "Annex.pdf", mimeType: "application/pdf", buffer: makeSimplePdf("Annex", 2) },
    ]);
    const uploaded = owner.getByRole("region", { name: "Uploaded documents" });
    await uploaded.getByRole("heading", { name: "Contract" }).waitFor();
    await uploaded.getByRole("heading", { name: "Annex" }).waitFor();
    await owner.locator('li[data-status="failed"]', { hasText: "Notes.pdf" }).getByRole("alert").waitFor();
    await owner.getByRole("heading", { name: "What next?" }).waitFor();
    await expectNoSeriousAxeIssue(owner);
    await shoot(owner, "3-upload-next-step-en-1280");

    // 3. 'Request signatures' lands in the composer with the documents in it.
    await owner.getByRole("button", { name: "Request signatures" }).click();
    await owner.waitForURL(/\/view\/[0-9a-f-]{36}$/);
    const requestId = new URL(owner.url()).pathname.split("/").pop() ?? "";
    const documents = owner.getByRole("region", { name: "Documents" });
    await documents.getByText("Contract", { exact: true }).waitFor();
    await documents.getByText("Annex", { exact: true }).waitFor();
    // 12. The tab names the request (after its first document).
    const created = await callApi<RequestView>(owner, "GET", `/v3/signature-requests/${requestId}`);
    expect(["Contract", "Annex"]).toContain(created.title);
    await expect.poll(() => owner.title()).toBe(`${created.title} - Paraph`);

    // 4. Page previews before any signer.
    await owner.getByText("Add a signer to place their signature fields on these pages.").waitFor();
    await owner.locator("[data-page-drop] ~ img, img[alt^='Page 1 of']").first().waitFor();
    await shoot(owner, "4-previews-before-signers-en-1280");

    // 6. The quality starts from the user's default, each choice explained.
    const quality = owner.getByRole("group", { name: "Signature quality" });
    expect(await quality.getByRole("radio", { name: "Advanced electronic signature (AES)" }).isChecked()).toBe(true);
    expect(await owner.getByRole("group", { name: "Legislation" }).getByRole("radio", { name: "Switzerland (ZertES)" }).isChecked()).toBe(true);
    await quality.getByText(/Equal to a handwritten signature by law/).waitFor();
    await quality.getByRole("radio", { name: "Qualified electronic signature (QES)" }).check();

    // 2. Files dropped onto the composer, with a visible drop target, join the request.
    await dropFiles(owner, '[data-testid="composer-drop-target"]', [{ name: "Appendix.pdf", pdf: makeSimplePdf("Appendix", 3) }, { name: "Plan.pdf", pdf: makeSimplePdf("Plan", 1) }], async () => {
      await owner.getByText("Drop PDF files to add them to this request").waitFor();
      await shoot(owner, "2-composer-drop-target-en-1280");
    });
    await documents.getByText("Appendix", { exact: true }).waitFor();
    await documents.getByText("Plan", { exact: true }).waitFor();

    // Two signers; 5. their fields, placed one after the other, never cover each other.
    await addSignersInComposer(owner, [
      ["bea.journey@example.com", "Bea", "Keller"],
      ["carl.journey@example.com", "Carl", "Meier"],
    ]);
    await owner.getByRole("tab", { name: "Contract" }).click();
    await owner.getByRole("button", { name: "Place a signature field for Bea Keller" }).click();
    await owner.getByRole("button", { name: "Place a signature field for Carl Meier" }).click();
    const beaField = owner.getByRole("group", { name: "Signature field of Bea Keller" });
    const carlField = owner.getByRole("group", { name: "Signature field of Carl Meier" });
    const [beaBox, carlBox] = [await beaField.boundingBox(), await carlField.boundingBox()];
    if (!beaBox || !carlBox) throw new Error("the fields are not on screen");
    expect(overlap(beaBox, carlBox)).toBe(false);
    // Each field carries its signer's name.
    await beaField.getByText("Bea Keller").waitFor();
    await carlField.getByText("Carl Meier").waitFor();
    // Moved with the keyboard.
    await carlField.focus();
    await owner.keyboard.press("ArrowDown");
    await owner.keyboard.press("ArrowDown");
    await expectNoSeriousAxeIssue(owner);
    await shoot(owner, "5-fields-side-by-side-en-1280");

    await owner.getByRole("button", { name: "Save draft" }).click();
    await owner.getByText("The draft has been saved.").waitFor();
    const saved = await callApi<RequestView>(owner, "GET", `/v3/signature-requests/${requestId}`);
    expect(saved.quality).toBe("qes");
    expect(saved.legislation).toBe("zertes");
    expect(saved.documents.map((document) => document.title).sort()).toEqual(["Annex", "Appendix", "Contract", "Plan"]);
    expect(saved.documents.find((document) => document.title === "Contract")?.pageCount).toBe(17);
    const [beaSaved, carlSaved] = ["bea.journey@example.com", "carl.journey@example.com"].map((email) => saved.signers.find((signer) => signer.email === email)?.fields[0]);
    if (!beaSaved || !carlSaved) throw new Error("a field was not saved");
    expect(overlap(beaSaved, carlSaved)).toBe(false);
    expect(carlSaved.y).toBeGreaterThan(beaSaved.y);

    // 7. The draft is listed now that it holds something.
    expect((await listedDrafts(owner)).items.map((item) => item.id)).toContain(requestId);
  });

  it("de-ch at 390 px: Neu, sign myself, status and signing before the document, the signed PDF itself", async () => {
    const owner = await signUpInBrowser(suite.browser, suite.server.url, "dora.journey@example.com", { firstName: "Dora", viewport: { width: 390, height: 844 } });
    await callApi(owner, "PUT", "/v1/user", { attributes: { lang: "de-ch" } });
    await owner.reload();
    await owner.getByRole("heading", { name: "Beginnen Sie mit einem Dokument" }).waitFor();
    await expectNoSeriousAxeIssue(owner);
    await shoot(owner, "8-empty-dashboard-de-390");

    // 2. Files dropped on the empty dashboard upload on /upload.
    await dropFiles(owner, '[data-testid="drop-zone"]', [{ name: "Vollmacht.pdf", pdf: makeSimplePdf("Vollmacht", 17) }]);
    await owner.waitForURL((url) => url.pathname === "/upload");
    await owner.getByRole("region", { name: "Hochgeladene Dokumente" }).getByRole("heading", { name: "Vollmacht" }).waitFor();
    await owner.getByRole("heading", { name: "Wie weiter?" }).waitFor();
    await expectNoSeriousAxeIssue(owner);
    await shoot(owner, "3-upload-next-step-de-390");

    // 3. 'Sign myself' lands on the request's signing view; 18. status and signing come first on a phone.
    await owner.getByRole("button", { name: "Selbst unterschreiben" }).click();
    await owner.waitForURL(/\/view\/[0-9a-f-]{36}$/);
    await expect.poll(() => owner.title()).toBe("Vollmacht - Paraph");
    const panel = owner.getByRole("region", { name: "Ihre Signatur" });
    await panel.waitFor();
    const firstPage = owner.locator("img[alt^='Seite 1']").first();
    await firstPage.waitFor();
    const [panelBox, pageBox] = [await panel.boundingBox(), await firstPage.boundingBox()];
    if (!panelBox || !pageBox) throw new Error("the panel or the page is not on screen");
    expect(panelBox.y).toBeLessThan(pageBox.y);
    await expectNoSeriousAxeIssue(owner);
    await shoot(owner, "18-signing-first-de-390");

    await panel.getByLabel("Ich habe die Dokumente gelesen und möchte sie unterschreiben.").check();
    await panel.getByRole("button", { name: "Unterschreiben", exact: true }).click();
    await owner.getByRole("dialog", { name: "Sie haben unterschrieben" }).getByRole("button", { name: "Zurück zur Anfrage" }).click();

    // 13. One document: the signed PDF itself, the protocol its own link.
    const download = owner.waitForEvent("download");
    await owner.getByRole("button", { name: "Signiertes Dokument (PDF)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await downloadedBytes(file)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await owner.getByRole("button", { name: /Signaturprotokoll/ }).waitFor();
    expect(await owner.getByRole("button", { name: "Dokumente (ZIP)" }).count()).toBe(0);
    await owner.getByRole("button", { name: "Beweispaket herunterladen (ZIP)" }).waitFor();
    await shoot(owner, "13-downloads-de-390");
  });
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    it(`en-gb at ${viewport.width} px: two signers' fields placed by clicking the page never overlap; the keyboard places one in the middle; the tab names request and document`, async () => {
      // An address of its own per attempt, so that the suite's retry can sign up again.
      const owner = await signUpInBrowser(suite.browser, suite.server.url, `click.${viewport.width}.${Date.now()}@example.com`, { firstName: "Clara", viewport });
      await owner.goto(`${suite.server.url}/upload`);
      await owner.locator('input[type="file"]').setInputFiles([{ name: "Lease.pdf", mimeType: "application/pdf", buffer: makeSimplePdf("Lease", 2) }]);
      await owner.getByRole("region", { name: "Uploaded documents" }).getByRole("heading", { name: "Lease" }).waitFor();
      await owner.getByRole("button", { name: "Request signatures" }).click();
      await owner.waitForURL(/\/view\/[0-9a-f-]{36}$/);
      const requestId = new URL(owner.url()).pathname.split("/").pop() ?? "";
      await addSignersInComposer(owner, [
        ["bea.click@example.com", "Bea", "Keller"],
        ["carl.click@example.com", "Carl", "Meier"],
      ]);

      // 5. Bea is chosen first; a click on the page puts her field centred there.
      const choice = owner.getByRole("group", { name: "Clicking a page places a field for" });
      expect(await choice.getByRole("radio", { name: "Bea Keller" }).isChecked()).toBe(true);
      const layer = owner.locator('[data-page-drop][data-page-number="1"]');
      await layer.scrollIntoViewIfNeeded();
      const page = await layer.boundingBox();
      if (!page) throw new Error("page 1 is not on screen");
      const spot = { x: page.x + page.width * 0.4, y: page.y + Math.min(page.height * 0.3, 150) };
      await owner.mouse.click(spot.x, spot.y);
      const beaField = owner.getByRole("group", { name: "Signature field of Bea Keller" });
      await beaField.waitFor();
      const beaBox = await beaField.boundingBox();
      if (!beaBox) throw new Error("Bea's field is not on screen");
      expect(Math.abs(beaBox.x + beaBox.width / 2 - spot.x)).toBeLessThan(2);
      expect(Math.abs(beaBox.y + beaBox.height / 2 - spot.y)).toBeLessThan(2);
      // Carl is chosen and the page clicked just right of Bea's field: centred there his field would
      // cover hers, so it lands beside it instead.
      // (Choosing Carl scrolls the choice into view, above the field types' toolbar: Bea's field is measured again.)
      await choice.getByRole("radio", { name: "Carl Meier" }).check();
      await beaField.scrollIntoViewIfNeeded();
      const beaNow = await beaField.boundingBox();
      if (!beaNow) throw new Error("Bea's field is not on screen");
      const nextSpot = { x: beaNow.x + beaNow.width * 1.25, y: beaNow.y + beaNow.height / 2 };
      await owner.mouse.click(nextSpot.x, nextSpot.y);
      const carlField = owner.getByRole("group", { name: "Signature field of Carl Meier" });
      await carlField.waitFor();
      const carlBox = await carlField.boundingBox();
      if (!carlBox) throw new Error("Carl's field is not on screen");
      expect(overlap(beaNow, carlBox)).toBe(false);
      expect(Math.abs(carlBox.y - beaNow.y)).toBeLessThan(2);
      await expectNoSeriousAxeIssue(owner);
      await shoot(owner, `compose-click-place-en-${viewport.width}`);

      // The keyboard's way: the page's 'middle' button, Enter, then the arrow keys move the new field.
      await owner.getByRole("button", { name: /^Place Carl Meier.s field in the middle of page 1$/ }).focus();
      await owner.keyboard.press("Enter");
      const carlFields = owner.getByRole("group", { name: "Signature field of Carl Meier" });
      await expect.poll(() => carlFields.count()).toBe(2);
      const focused = owner.locator("[data-field-key]:focus");
      await expect.poll(() => focused.count()).toBe(1);
      const before = await focused.boundingBox();
      await owner.keyboard.press("Shift+ArrowDown");
      await expect.poll(async () => (await focused.boundingBox())?.y ?? 0).toBeGreaterThan(before?.y ?? 0);
      await shoot(owner, `compose-click-place-keyboard-en-${viewport.width}`);

      // Saved, the three fields cover none of the others, in points as on screen.
      await owner.getByLabel("Title", { exact: true }).fill("Lease 2027");
      await owner.getByRole("button", { name: "Save draft" }).click();
      await owner.getByText("The draft has been saved.").waitFor();
      const saved = await callApi<RequestView>(owner, "GET", `/v3/signature-requests/${requestId}`);
      const fields = saved.signers.flatMap((signer) => signer.fields);
      expect(fields).toHaveLength(3);
      for (const [index, field] of fields.entries()) for (const other of fields.slice(index + 1)) expect(overlap(field, other)).toBe(false);
      // 12. One document shown under another title than the request's: the tab names both.
      await expect.poll(() => owner.title()).toBe("Lease 2027 · Lease - Paraph");
    });
  }
});
