import { expect } from "vitest";
import type { Page } from "playwright-core";

/** One animation frame's look at the overlay: its text ("" when none shows) and when. */
export interface OverlaySample {
  at: number;
  text: string;
}

/**
 * Records, every animation frame from now on, the text of the overlay shown (or "" when none)
 * and when; `stop()` answers the samples.
 */
export async function sampleOverlay(page: Page): Promise<{ stop: () => Promise<OverlaySample[]> }> {
  await page.evaluate(() => {
    const samples: { at: number; text: string }[] = [];
    (window as unknown as { overlaySamples: typeof samples }).overlaySamples = samples;
    const frame = () => {
      const overlay = document.querySelector("[data-overlay]");
      samples.push({ at: performance.now(), text: overlay instanceof HTMLElement ? overlay.innerText.trim() : "" });
      if ((window as unknown as { overlaySampling?: boolean }).overlaySampling !== false) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return {
    stop: () =>
      page.evaluate(() => {
        (window as unknown as { overlaySampling: boolean }).overlaySampling = false;
        return (window as unknown as { overlaySamples: OverlaySample[] }).overlaySamples;
      }),
  };
}

/** From the first frame with an overlay to the success overlay: the longest time with no text, in ms. */
export function longestBlank(samples: OverlaySample[], successTitle: string): number {
  const first = samples.findIndex((sample) => sample.text !== "");
  const done = samples.findIndex((sample) => sample.text.includes(successTitle));
  expect(first).toBeGreaterThanOrEqual(0);
  expect(done).toBeGreaterThan(first);
  let longest = 0;
  let blankSince: number | null = null;
  for (const sample of samples.slice(first, done + 1)) {
    if (sample.text === "") blankSince ??= sample.at;
    else if (blankSince !== null) {
      longest = Math.max(longest, sample.at - blankSince);
      blankSince = null;
    }
  }
  return longest;
}
