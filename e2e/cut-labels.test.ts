import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./support/browser.ts";
import { cutButtonLabels } from "./support/cut-labels.ts";

/** The check the phone layouts rely on (support/cut-labels.ts), on buttons drawn for it. */
describe("the cut button label check", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("names a button whose label its box cuts, and not one whose tap ripple overflows it", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 600 } });
    await page.setContent(`
      <style>button { overflow: hidden; white-space: nowrap; position: relative; }</style>
      <button style="width: 120px">Download the signed documents (ZIP)</button>
      <button style="width: 200px">Next field<span style="position: absolute; left: 0; top: 0; width: 16px; height: 16px; transform: scale(18)"></span></button>
      <button style="width: 200px">Previous field</button>`);
    expect(await cutButtonLabels(page)).toEqual(["Download the signed documents (ZIP)"]);
    await page.close();
  });
});
