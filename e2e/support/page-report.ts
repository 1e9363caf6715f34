import type { Frame, Page } from "playwright-core";

/** Where the page (or a frame of it) is and what it says in its alerts, status lines, progress bars and headings: a failure in CI names its cause. */
export async function describePage(page: Page | Frame): Promise<string> {
  const said = await page.locator('[role="alert"], [role="status"], [role="progressbar"], [role="dialog"] h2, main h1').allInnerTexts();
  return `${page.url()} said ${JSON.stringify(said)}`;
}

/** Waits for a text to be visible; when it does not come, the error tells what the page showed instead. */
export async function waitForTextOrDescribe(page: Page, text: string, timeout = 30_000): Promise<void> {
  try {
    await page.getByText(text).waitFor({ timeout });
  } catch (error) {
    throw new Error(`"${text}" did not appear within ${timeout} ms; ${await describePage(page)}`, { cause: error });
  }
}
