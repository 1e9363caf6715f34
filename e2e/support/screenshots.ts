import type { Browser, Page } from "playwright-core";

/**
 * Screenshots for people reviewing the screens, written only when `SCREENSHOT_DIR` is set: the
 * suites assert without them. Each suite names its files with its own prefix.
 */
export function screenshotsOf(prefix: string, options: { fullPage?: boolean } = {}): (page: Page, name: string) => Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  return async (page, name) => {
    if (directory) await page.screenshot({ path: `${directory}/${prefix}${name}.png`, fullPage: options.fullPage ?? false });
  };
}

/** Shoots every open page of `browser` (named `{label}-{context index}`): what a failed walk left on screen. */
export async function shootEveryPage(browser: Browser, shoot: (page: Page, name: string) => Promise<void>, label = "failed"): Promise<void> {
  for (const [index, context] of browser.contexts().entries()) for (const page of context.pages()) await shoot(page, `${label}-${index}`);
}
