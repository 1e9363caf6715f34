import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * axe-core's serious and critical findings on the page once its animations have finished (a
 * snackbar fading in is half transparent, and its contrast would be judged mid-fade; endless ones,
 * such as spinners, are not waited for), one line each.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}
