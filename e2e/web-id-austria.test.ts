import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { callAsPage, waitForTan } from "./support/browser-api.ts";
import { signUpInBrowser } from "./support/browser-accounts.ts";
import { findFreePort, startServer, type RunningServer } from "./support/server.ts";
import { screenshotsOf, shootEveryPage } from "./support/screenshots.ts";

/**
 * Issue 16 in Chromium, ID Austria: a user with a confirmed mobile number opens the
 * connect-an-Austrian-eID dialog from the standards one can add, goes on to the demo identity
 * provider's ID Austria page, logs in as a test identity and comes back to the id-austria-success
 * page holding QES under eIDAS, with the name fixed; the dialog and the page in German at 390 px.
 * Axe on the dialog, the provider's round trip and the success page.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The demo identity provider calls back the server's own public address.
  const port = await findFreePort();
  server = await startServer({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shoot = screenshotsOf("id-austria-", { fullPage: true });

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

const standardRow = (page: Page, quality: string, legislation: string) => page.locator(`tr[data-quality="${quality}"][data-legislation="${legislation}"]`);

describe("connecting ID Austria in the browser", () => {
  it(
    "connects ID Austria from the profile through the dialog and the demo provider's ID Austria page, ending with QES under eIDAS",
    async () => {
      onTestFailed(async () => {
        await shootEveryPage(browser, shoot);
      });
      const marco = await signUpInBrowser(browser, server.url, "marco.austria@example.com", { firstName: "Marco", lastName: "Bernasconi", viewport: { width: 1280, height: 900 } });
      const mobile = "+41791230077";
      expect((await callAsPage(server.url, marco, "POST", "/v1/user/mobile/send-tan", { mobile })).status).toBe(200);
      expect((await callAsPage(server.url, marco, "POST", "/v1/user/mobile/confirm", { tan: await waitForTan(server.url, mobile, 1) })).status).toBe(200);

      await marco.goto(`${server.url}/profile/signature-standards/update`);
      await marco.getByRole("heading", { name: "Update signature standards", level: 1 }).waitFor();
      await marco.getByRole("button", { name: "Connect ID Austria" }).click();
      const dialog = marco.getByRole("dialog", { name: "Connect an Austrian eID" });
      await dialog.getByText("ID Austria passes on to Paraph:").waitFor();
      await shoot(marco, "1-dialog");
      await expectAccessible(marco);
      await dialog.getByRole("button", { name: "Continue to ID Austria" }).click();

      // The demo identity provider's ID Austria page: Marco logs in as himself.
      await marco.waitForURL((url) => url.pathname.startsWith("/demo-idp/ident/"));
      await marco.getByRole("heading", { name: "Log in with ID Austria" }).waitFor();
      await marco.getByLabel(/Marco Bernasconi/).check();
      await shoot(marco, "2-provider");
      await expectAccessible(marco);
      await marco.getByRole("button", { name: "Confirm with ID Austria" }).click();

      await marco.waitForURL((url) => url.pathname === "/profile/signature-standards/id-austria-success" && url.searchParams.has("identification"));
      await marco.getByRole("heading", { name: "ID Austria connected", level: 1 }).waitFor();
      await marco.getByText("Your identity is confirmed. You can now sign with a qualified electronic signature.").waitFor();
      await shoot(marco, "3-success");
      await expectAccessible(marco);
      const detail = await callAsPage<{ qualities: { quality: string; legislation: string; isAvailable: boolean }[] }>(server.url, marco, "GET", "/v3/user/signature-qualities-detail");
      expect(detail.body.qualities.find((row) => row.quality === "qes" && row.legislation === "eidas")).toMatchObject({ isAvailable: true, provider: "demo" });
      const user = await callAsPage<{ attributes: { immutableEidFields: string[] } }>(server.url, marco, "GET", "/v1/user?v2=true");
      expect(user.body.attributes.immutableEidFields).toEqual(["firstName", "lastName", "dateOfBirth", "documentNumber"]);

      // Back to the table: QES under eIDAS is held.
      await marco.getByRole("link", { name: "Back to your signature standards" }).first().click();
      await marco.waitForURL((url) => url.pathname === "/profile/signature-standards");
      await expect.poll(() => standardRow(marco, "qes", "eidas").getAttribute("data-held")).toBe("true");

      // German at 390 px: the success page and the dialog fit the screen.
      expect((await callAsPage(server.url, marco, "PUT", "/v1/user", { attributes: { lang: "de-ch" } })).status).toBe(200);
      await marco.setViewportSize({ width: 390, height: 844 });
      await marco.goto(`${server.url}/profile/signature-standards/eidas`);
      await marco.getByRole("button", { name: "ID Austria verbinden" }).click();
      const germanDialog = marco.getByRole("dialog", { name: "Österreichische E-ID verbinden" });
      await germanDialog.getByText("ID Austria übermittelt Paraph:").waitFor();
      expect(await marco.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(marco);
      await shoot(marco, "4-dialog-german-390");
      await germanDialog.getByRole("button", { name: "Abbrechen", exact: true }).click();
      await germanDialog.waitFor({ state: "detached" });
      await marco.goto(`${server.url}/profile/signature-standards/id-austria-success`);
      await marco.getByText("Ihre Identität ist bestätigt", { exact: false }).waitFor();
      expect(await marco.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(marco);
      await marco.context().close();
    },
    300_000,
  );
});
