import { describe, expect, it } from "vitest";
import { getUser } from "@paraph/contracts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { BROWSER_PASSWORD, newQuietPage } from "./support/browser-accounts.ts";
import { waitForMail } from "./support/server.ts";

/**
 * Issue 14, the business sign-up against the real server: the address first, the confirmation
 * mail from the outbox, then the newcomer and the business together, landing on the welcome page
 * as the business's admin, with the referral code of the sign-up link kept.
 */
const suite = useServerAndBrowser();

const EMAIL = `nora.founder.${Date.now()}@signup-business.example`;

describe("the business sign-up in the browser", () => {
  it("signs up a business through the e-mailed link and lands on the welcome page as its admin", async () => {
    const page = await newQuietPage(suite.browser);
    await page.goto(`${suite.server.url}/business/signup?ucc=partner-42`);
    await page.getByRole("heading", { name: "Create your business account" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel("E-mail address").fill(EMAIL);
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/business/signup/mail-sent");

    const mail = await waitForMail(suite.server.url, EMAIL);
    const link = mail.links.find((candidate) => candidate.includes("/business/signup/steps?token="));
    expect(link, JSON.stringify(mail.links)).toBeDefined();
    // Only the path and token matter: the server started on port 0 may write that port into links.
    const { pathname, search } = new URL(String(link));
    await page.goto(`${suite.server.url}${pathname}${search}`);
    await page.getByText(`${EMAIL} is confirmed`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel("First name").fill("Nora");
    await page.getByLabel("Last name").fill("Founder");
    await page.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
    await page.getByText("This password is strong enough.").waitFor();
    await page.getByLabel("Business name").fill("Founder Treuhand AG");
    await page.getByLabel("Business e-mail address").fill("office@signup-business.example");
    await page.getByRole("button", { name: "Create account and business" }).click();
    await page.getByText("Please accept the data processing agreement to continue.").waitFor();
    await page.getByLabel(/I accept the terms of use/).check();
    await page.getByLabel(/data processing agreement/).check();
    await page.getByRole("button", { name: "Create account and business" }).click();

    await page.getByRole("heading", { name: "Welcome, Nora!" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/business/welcome");
    await page.getByText("Founder Treuhand AG is ready").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The header carries the business and its menu.
    await page.getByRole("button", { name: "Business: Founder Treuhand AG" }).click();
    await page.getByRole("link", { name: "Signer groups", exact: true }).waitFor({ state: "visible" });

    const token = await page.evaluate(() => window.localStorage.getItem("paraph-token"));
    const me = await callApi(suite.server.url, getUser.method, `${getUser.path}?v2=true`, { token: String(token) });
    expect(me.body).toMatchObject({
      email: EMAIL,
      attributes: { celloUcc: "partner-42" },
      business: { name: "Founder Treuhand AG", isAdmin: true },
    });
    await page.close();
  });

  it("lets an existing user register a business, then sends the new admin from register to the profile", async () => {
    const email = `luca.user.${Date.now()}@signup-business.example`;
    await signUpThroughApi(suite.server.url, email, { firstName: "Luca", lastName: "User" });
    const page = await newQuietPage(suite.browser);
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(API_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/dashboard");

    // Spec §6: a logged-in user without a business is offered the register page instead of the sign-up.
    await page.goto(`${suite.server.url}/business/signup`);
    await page.getByRole("heading", { name: "Register a business" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/business/register");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel("Business name").fill("Luca Design");
    await page.getByLabel("Business e-mail address").fill("hello@signup-business.example");
    await page.getByLabel(/I accept the terms of use/).check();
    await page.getByLabel(/data processing agreement/).check();
    await page.getByRole("button", { name: "Create business" }).click();
    await page.getByRole("heading", { name: "Welcome, Luca!" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/business/welcome");

    // Now an admin: the register page leads to the business profile.
    await page.goto(`${suite.server.url}/business/register`);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/business/profile");
    await page.close();
  });
});
