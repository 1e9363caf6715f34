import { describe, expect, it } from "vitest";
import { useServerAndBrowser } from "./support/browser-suite.ts";

const suite = useServerAndBrowser();

describe("the web app in Chromium", () => {
  it.each(["/", "/login", "/profile/settings"])("renders %s under the strict CSP without console errors", async (path) => {
    const page = await suite.browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${suite.server.url}${path}`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => (document.getElementById("root")?.childElementCount ?? 0) > 0);
    expect(await page.title()).toContain("Paraph");
    // 401s for the logged-out user are expected answers, not page errors.
    expect(problems.filter((text) => !text.includes("401"))).toEqual([]);
    await page.close();
  });
});
