import { expect } from "vitest";
import type { Page } from "playwright-core";
import { describePage } from "./page-report.ts";

export interface PdfUpload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A request begins with its documents: 'New request' on the dashboard leads to /upload, the PDFs
 * are uploaded there, and 'Request signatures' opens the composer of a draft holding them.
 * Answers the draft's id; the page is on the composer.
 */
export async function startRequestFromUpload(page: Page, files: PdfUpload[]): Promise<string> {
  await page.getByRole("link", { name: "New request" }).click();
  await page.waitForURL((url) => url.pathname === "/upload");
  // The address changes before the upload page replaces the dashboard, whose drop zone has a file
  // input of its own: files set on that one went nowhere (a CI run waited 60 s for them).
  const uploadedRegion = page.getByRole("region", { name: "Uploaded documents" });
  await uploadedRegion.waitFor();
  await page.locator('input[type="file"]').setInputFiles(files);
  // Each file is in once its card (title heading) is listed under the uploaded documents.
  const uploaded = uploadedRegion.getByRole("heading", { level: 3 });
  try {
    await expect.poll(() => uploaded.count(), { timeout: 60_000 }).toBe(files.length);
  } catch (error) {
    // What the page said instead (an error, a progress bar) makes a failure in CI readable.
    throw new Error(`The upload of ${files.map((file) => file.name).join(", ")} was not listed; ${await describePage(page)}`, { cause: error });
  }
  await page.getByRole("button", { name: "Request signatures" }).click();
  await page.waitForURL(/\/view\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/** Adds signers in the composer's Signers section, one after the other, as the sender types them. */
export async function addSignersInComposer(page: Page, people: ReadonlyArray<readonly [email: string, firstName: string, lastName: string]>): Promise<void> {
  const signers = page.getByRole("region", { name: "Signers" });
  for (const [email, first, last] of people) {
    await signers.getByLabel("E-mail address").fill(email);
    await signers.getByLabel("First name").fill(first);
    await signers.getByLabel("Last name").fill(last);
    await signers.getByRole("button", { name: "Add signer" }).click();
    await page.getByRole("button", { name: `Remove ${email}` }).waitFor();
  }
}
