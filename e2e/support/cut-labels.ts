import type { Page } from "playwright-core";

/**
 * The buttons whose label the page cuts: a text of the button reaching past the button's own box.
 * Measured on the label's text, not the button's scroll width: a button's tap ripple (a
 * decoration that grows past the button and is clipped by it for 450 ms) widens its scroll area
 * without cutting anything, and a check that caught it failed whenever the page was measured
 * within that time of a tap.
 */
export function cutButtonLabels(page: Page): Promise<string[]> {
  return page.getByRole("button").evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        if (box.width === 0) return false;
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          const drawn = range.getBoundingClientRect();
          if (drawn.left < box.left - 1 || drawn.right > box.right + 1) return true;
        }
        return false;
      })
      .map((button) => button.textContent ?? ""),
  );
}
