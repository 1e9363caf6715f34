import { expect } from "vitest";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { waitForMail } from "./server.ts";

export const BROWSER_PASSWORD = "quiet harbour lantern 42";

/** `isMobile` with `hasTouch` makes the context a phone's: its meta viewport honoured, touch events and taps. */
export async function newQuietPage(
  browser: Browser,
  viewport?: { width: number; height: number },
  options: Pick<BrowserContextOptions, "locale" | "isMobile" | "hasTouch"> = {},
): Promise<Page> {
  // A context of its own: separate cookies and storage, and what axe-core needs to inject its script.
  const page = await (await browser.newContext({ ...(viewport ? { viewport } : {}), ...options })).newPage();
  // Keep the test-system frame out of the way of the screens under test.
  await page.addInitScript(() => window.localStorage.setItem("hide-staging-alert", "true"));
  return page;
}

/** A page of its own context already logged in with an API session token (as the login page would leave it), in this viewport. */
export async function newSignedInPage(browser: Browser, token: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newQuietPage(browser, viewport);
  await page.addInitScript((value) => window.localStorage.setItem("paraph-token", value), token);
  return page;
}

/** Fills and sends the login form the page shows (where the route guard sent the visitor, or /login). */
export async function submitLoginForm(page: Page, email: string, password = BROWSER_PASSWORD): Promise<void> {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Logs in through the login page and waits for the dashboard. */
export async function logInInBrowser(page: Page, serverUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${serverUrl}/login`);
  await submitLoginForm(page, email, password);
  await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/dashboard");
}

/** Signs up through the outbox in the browser and returns the page, logged in on the dashboard. */
export async function signUpInBrowser(
  browser: Browser,
  serverUrl: string,
  email: string,
  person: { firstName?: string; lastName?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const firstName = person.firstName ?? "Ada";
  const page = await newQuietPage(browser, person.viewport);
  await page.goto(`${serverUrl}/signup`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  const mail = await waitForMail(serverUrl, email);
  const link = mail.links.find((candidate) => candidate.includes("/signup/steps?token="));
  expect(link).toBeDefined();
  // Only the path and token matter: the server started on port 0 may write that port into links.
  const { pathname, search } = new URL(String(link));
  await page.goto(`${serverUrl}${pathname}${search}`);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(person.lastName ?? "Lovelace");
  await page.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
  await page.getByText("This password is strong enough.").waitFor();
  await page.getByLabel(/I accept the terms of use/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: `Hello ${firstName}` }).waitFor();
  return page;
}
