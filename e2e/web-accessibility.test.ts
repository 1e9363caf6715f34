import { describe, expect, it } from "vitest";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { seriousViolations } from "./support/axe.ts";
import { newQuietPage, signUpInBrowser } from "./support/browser-accounts.ts";

/** axe-core on the account screens: no serious or critical violation. */
const suite = useServerAndBrowser();

describe("accessibility of the account screens", () => {
  it.each(["/login", "/signup", "/password-reset", "/no-such-page", "/sorry", "/validate"])("%s has no serious or critical violations", async (path) => {
    const page = await newQuietPage(suite.browser);
    await page.goto(`${suite.server.url}${path}`, { waitUntil: "networkidle" });
    await page.locator("main, h1").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("logged-in screens have no serious or critical violations", async () => {
    const page = await signUpInBrowser(suite.browser, suite.server.url, "axe.check@example.com");
    for (const path of ["/dashboard", "/profile", "/profile/settings", "/profile/change-password", "/upload", "/profile/visual-signature"]) {
      await page.goto(`${suite.server.url}${path}`, { waitUntil: "networkidle" });
      await page.locator("h1").first().waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.close();
  });
});
