import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createBusiness, requestConfirmation } from "@paraph/contracts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { logInInBrowser, newQuietPage } from "./support/browser-accounts.ts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { screenshotsOf } from "./support/screenshots.ts";
import { startServer, waitForMail, type RunningServer } from "./support/server.ts";

/**
 * Issue 18, items 17, 14 and 15 against the built server: the terms checkbox links to the terms
 * of use and the privacy notice (the built-in pages saying whose they are, or the operator's
 * TERMS_URL and PRIVACY_URL), and the activity page's dates are typed as en-gb writes them.
 */
const suite = useServerAndBrowser({ env: { OPERATOR_NAME: "Example Trust AG" } });
const screenshot = screenshotsOf("legal-", { fullPage: true });

/** Asks for a confirmation link and opens the sign-up form it leads to. */
async function openSignupForm(page: Page, serverUrl: string, email: string): Promise<void> {
  const requested = await callApi(serverUrl, requestConfirmation.method, requestConfirmation.path, { body: { email, lang: "en-gb" } });
  expect(requested.status).toBe(204);
  const link = (await waitForMail(serverUrl, email)).links.find((candidate) => candidate.includes("/signup/steps?token="));
  expect(link).toBeDefined();
  const { pathname, search } = new URL(String(link));
  await page.goto(`${serverUrl}${pathname}${search}`);
  await page.getByRole("heading", { name: "Create your account" }).waitFor();
}

/** The terms checkbox's two links: where each leads and whether it opens a new tab. */
async function termsLinks(page: Page): Promise<string[][]> {
  const label = page.locator("label").filter({ hasText: "I accept the terms of use" });
  return Promise.all(
    [/terms of use/, /privacy notice/].map(async (name) => {
      const link = label.getByRole("link", { name });
      return [String(await link.getAttribute("href")), String(await link.getAttribute("target"))];
    }),
  );
}

describe("terms of use and privacy notice", () => {
  it("links the sign-up's checkbox to the built-in pages, which say whose terms they are and pass axe", async () => {
    const page = await newQuietPage(suite.browser, { width: 1280, height: 900 });
    await openSignupForm(page, suite.server.url, "terms.reader@legal.example");
    const checkbox = page.getByRole("checkbox", { name: /I accept the terms of use.*and have read the privacy notice/ });
    expect(await checkbox.isChecked()).toBe(false);
    expect(await termsLinks(page)).toEqual([
      ["/legal/terms", "_blank"],
      ["/legal/privacy", "_blank"],
    ]);
    await screenshot(page, "signup-checkbox-en-gb-1280");

    // The link opens the terms in a new tab; the form stays as it was.
    const [terms] = await Promise.all([page.context().waitForEvent("page"), page.locator("label").getByRole("link", { name: /terms of use/ }).click()]);
    await terms.getByRole("heading", { level: 1, name: "Terms of use" }).waitFor();
    const host = new URL(suite.server.url).host;
    const article = terms.getByRole("article");
    expect(await article.textContent()).toContain(`These are the terms of use of this installation of Paraph at ${host}. It is run by Example Trust AG, who sets these terms`);
    expect(await article.textContent()).toContain("The Paraph open-source project does not run this installation");
    expect(await terms.title()).toContain("Terms of use");
    expect(await seriousViolations(terms), "terms").toEqual([]);
    await screenshot(terms, "terms-en-gb-1280");
    expect(page.url()).toContain("/signup/steps");

    // The privacy notice on a phone, opened directly.
    const privacy = await newQuietPage(suite.browser, { width: 390, height: 844 });
    await privacy.goto(`${suite.server.url}/legal/privacy`);
    await privacy.getByRole("heading", { level: 1, name: "Privacy notice" }).waitFor();
    expect(await privacy.getByRole("article").textContent()).toContain(`This is the privacy notice of this installation of Paraph at ${host}. It is run by Example Trust AG`);
    expect(await seriousViolations(privacy), "privacy").toEqual([]);
    await screenshot(privacy, "privacy-390");
    await privacy.close();
    await page.close();
  });

  describe("with the operator's own documents", () => {
    let configured: RunningServer;
    beforeAll(async () => {
      configured = await startServer({ env: { TERMS_URL: "https://sign.example.ch/terms", PRIVACY_URL: "https://sign.example.ch/privacy" } });
    });
    afterAll(async () => configured?.stop());

    it("links the checkbox to TERMS_URL and PRIVACY_URL", async () => {
      const page = await newQuietPage(suite.browser);
      await openSignupForm(page, configured.url, "operator.terms@legal.example");
      expect(await termsLinks(page)).toEqual([
        ["https://sign.example.ch/terms", "_blank"],
        ["https://sign.example.ch/privacy", "_blank"],
      ]);
      await page.close();
    });
  });
});

describe("dates in the interface language", () => {
  it("asks the activity page's dates as en-gb writes them, day/month/year, whatever the browser's locale", async () => {
    const admin = { email: "ada.admin@legal.example", firstName: "Ada", lastName: "Admin" };
    const token = await signUpThroughApi(suite.server.url, admin.email, admin);
    const created = await callApi(suite.server.url, createBusiness.method, createBusiness.path, {
      token,
      body: { name: "Formats AG", email: "office@legal.example", gtc_accepted: true, dpa_accepted: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    // A browser set to American English: a native date input would ask mm/dd/yyyy.
    const page = await newQuietPage(suite.browser, { width: 1280, height: 900 }, { locale: "en-US" });
    await logInInBrowser(page, suite.server.url, admin.email, API_PASSWORD);
    await page.goto(`${suite.server.url}/business/activity`);
    const from = page.getByLabel("From", { exact: true });
    await from.waitFor();
    expect(await from.getAttribute("type")).not.toBe("date");
    expect(await from.getAttribute("placeholder")).toBe("31/12/2026");
    await from.fill("01/11/2026");
    const to = page.getByLabel("To", { exact: true });
    // The list asks the server for 1 to 3 November, read as day/month/year.
    await Promise.all([
      page.waitForResponse((response) => response.url().includes("start_date=2026-11-01") && response.url().includes("end_date=2026-11-03")),
      to.fill("03/11/2026"),
    ]);
    // Month first, as a native input in an American browser would ask, is no date here.
    await to.fill("11/31/2026");
    await page.getByText("Enter a real date as day, month and year, for example 31/12/2026.").waitFor();
    expect(await seriousViolations(page), "activity filters").toEqual([]);
    await screenshot(page, "activity-dates-en-gb-1280");
    await page.close();
  });
});
