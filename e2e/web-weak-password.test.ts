import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { hashPassword } from "../apps/api/src/platform/auth/password-hashing.ts";
import { openDatabase } from "../apps/api/src/platform/db/database.ts";
import { BROWSER_PASSWORD, newQuietPage, signUpInBrowser } from "./support/browser-accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/**
 * A user whose stored password no longer meets the policy is sent to change it. Such a password
 * cannot be set through the API, so the test writes its hash into the stopped server's embedded
 * database, as an older policy would have left it.
 */
let browser: Browser;
const servers: RunningServer[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
});

describe("weak passwords", () => {
  it("force the user to /profile/change-password until they choose a strong one", async () => {
    const email = "weak.password@example.com";
    const first = await startServer();
    servers.push(first);
    const signedUp = await signUpInBrowser(browser, first.url, email);
    await signedUp.close();
    expect(await first.stop()).toBe(0);

    const database = await openDatabase({ kind: "pglite", dataDir: `${first.dataDir}/pg` });
    await database.db.updateTable("users").set({ password_hash: await hashPassword("password12") }).where("email", "=", email).execute();
    await database.close();

    const second = await startServer({ dataDir: first.dataDir });
    servers.push(second);
    const page = await newQuietPage(browser);
    await page.goto(`${second.url}/login`);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("password12");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Please choose a new password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/profile/change-password");

    await page.goto(`${second.url}/profile/settings`);
    await page.getByText("Please choose a new password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/profile/change-password");

    await page.getByLabel("Current password").fill("password12");
    await page.getByLabel("New password", { exact: true }).fill(BROWSER_PASSWORD);
    await page.getByLabel("Repeat the new password").fill(BROWSER_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your password has been changed.").waitFor();
    await page.goto(`${second.url}/profile/settings`);
    await page.waitForURL(`${second.url}/profile/settings`);
    expect(new URL(page.url()).pathname).toBe("/profile/settings");
  });
});
