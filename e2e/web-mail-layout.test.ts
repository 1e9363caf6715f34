import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { renderHtml } from "../apps/api/src/platform/mail/html-layout.ts";
import { MAIL_SAMPLES } from "../apps/api/src/test-support/mail-samples.ts";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { screenshotsOf } from "./support/screenshots.ts";

/**
 * Paraph's mail HTML as a mail program's narrow pane shows it (320 px, a phone) and as its widest
 * column (600 px): no word is broken across lines, nothing is wider than the pane, and the whole
 * button is the link. Screenshots (SCREENSHOT_DIR=docs/screenshots/journey): mail-*.png.
 */

const shoot = screenshotsOf("mail-", { fullPage: true });
const WIDTHS = [320, 600];
/** The mails with the longest texts: a request's invitation (names, a file-name title, a message with addresses) and the webhook warning (an endpoint's address). */
const SAMPLES = MAIL_SAMPLES.filter((sample) => sample.name === "request-invitation" || (sample.name === "webhook-disabled" && sample.lang === "fr-ch"));

interface Layout {
  brokenWords: string[];
  pageWidth: number;
  wrappingElements: number;
  button: { link: { width: number; height: number }; cell: { width: number; height: number } } | null;
}

/**
 * In the page: every word outside an address's own element whose text runs over more than one
 * line. A line may break after a hyphen the text contains (Hohenberg-|Wittelsbach), as in print,
 * so the pieces checked end at hyphens.
 */
function measure(): Layout {
  const wrapsAnywhere = (node: Node) => Boolean(node.parentElement?.closest('[style*="overflow-wrap:anywhere"]'));
  const brokenWords: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (wrapsAnywhere(node)) continue;
    for (const match of (node.textContent ?? "").matchAll(/[^\s-]+-*|-+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (tops.size > 1) brokenWords.push(match[0]);
    }
  }
  const link = document.querySelector<HTMLElement>("td[bgcolor] > a");
  const cell = link?.parentElement;
  const size = (element: Element) => ({ width: Math.round(element.getBoundingClientRect().width), height: Math.round(element.getBoundingClientRect().height) });
  return {
    brokenWords,
    pageWidth: document.documentElement.scrollWidth,
    wrappingElements: document.querySelectorAll('[style*="overflow-wrap:anywhere"]').length,
    button: link && cell ? { link: size(link), cell: size(cell) } : null,
  };
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe("mail HTML in Chromium", () => {
  it("renders the mails chosen for their long texts", () => {
    expect(SAMPLES.map((sample) => `${sample.name} ${sample.lang}`)).toEqual([
      "request-invitation en-gb",
      "request-invitation de-ch",
      "request-invitation fr-ch",
      "webhook-disabled fr-ch",
      "request-invitation it",
    ]);
  });

  describe.each(SAMPLES.map((sample) => [`${sample.name} ${sample.lang}`, sample] as const))("%s", (label, { content, lang }) => {
    it.each(WIDTHS)("at %i px: no word broken across lines, nothing wider than the pane, the whole button is the link", async (width) => {
      await page.setViewportSize({ width, height: 800 });
      await page.setContent(renderHtml(content, lang));
      const layout = await page.evaluate(measure);
      expect(layout.brokenWords).toEqual([]);
      expect(layout.pageWidth).toBeLessThanOrEqual(width);
      // The long addresses do wrap, inside their own elements.
      expect(layout.wrappingElements).toBeGreaterThan(0);
      expect(layout.button?.link).toEqual(layout.button?.cell);
      expect(layout.button?.link.height).toBeGreaterThanOrEqual(44);
      expect(await seriousViolations(page)).toEqual([]);
      if (lang === "de-ch" || content.subject.includes("webhook")) await shoot(page, `${label.replace(" ", "-")}-${width}`);
    });
  });
});
