import { describe, expect, it } from "vitest";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { seriousViolations } from "./support/axe.ts";
import { BROWSER_PASSWORD, newQuietPage, signUpInBrowser, submitLoginForm } from "./support/browser-accounts.ts";
import { waitForMail } from "./support/server.ts";

/** Changing the account's e-mail address in Chromium (docs/account-email.md), against the built app and a real server. */
const suite = useServerAndBrowser();


describe("changing the e-mail address in the browser", () => {
  it("asks on the settings page, confirms from the link after a login, and logs in with the new address", async () => {
    // Addresses of their own per attempt, so the suite's one retry can sign up again.
    const attempt = crypto.randomUUID().slice(0, 8);
    const oldEmail = `mira.${attempt}@example.com`;
    const newEmail = `mira.renamed.${attempt}@example.com`;
    const first = await signUpInBrowser(suite.browser, suite.server.url, oldEmail, { firstName: "Mira" });

    await first.goto(`${suite.server.url}/profile/settings`);
    await first.getByRole("heading", { name: "E-mail address" }).waitFor();
    await first.getByLabel("New e-mail address").fill(newEmail);
    await first.getByLabel("Current password").fill(BROWSER_PASSWORD);
    await first.getByRole("button", { name: "Send confirmation link" }).click();
    await first.getByText(`Waiting for confirmation at ${newEmail}.`, { exact: false }).waitFor();
    expect(await seriousViolations(first)).toEqual([]);

    // The link of the mail to the new address, opened in another browser that is not logged in:
    // the login comes first, then the page of the link.
    const mail = await waitForMail(suite.server.url, newEmail);
    expect(mail.template).toBe("email-change-confirm");
    const link = new URL(String(mail.links.find((candidate) => candidate.includes("/profile/confirm?token="))));
    const second = await newQuietPage(suite.browser, { width: 760, height: 900 });
    await second.goto(`${suite.server.url}${link.pathname}${link.search}`);
    await second.waitForURL(/\/login$/);
    await submitLoginForm(second, oldEmail);
    await second.waitForURL(/\/profile\/confirm\?token=/);
    await second.getByText("E-mail address changed").waitFor();
    await second.getByText(`Your account now uses ${newEmail}.`, { exact: false }).waitFor();
    expect(await seriousViolations(second)).toEqual([]);
    // Below 1024 px the page fits the width.
    expect(await second.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The first browser's session ended with the change.
    await first.goto(`${suite.server.url}/profile/settings`);
    await first.waitForURL(/\/login$/);
    await submitLoginForm(first, newEmail);
    await first.waitForURL(/\/profile\/settings$/);
    await first.getByText(`Your account uses ${newEmail}.`).waitFor();

    // The old address no longer logs in.
    const third = await newQuietPage(suite.browser);
    await third.goto(`${suite.server.url}/login`);
    await submitLoginForm(third, oldEmail);
    await third.getByText("The e-mail address or the password is wrong.").waitFor();
    await Promise.all([first.close(), second.close(), third.close()]);
    // One journey through three browsers, a sign-up and three log-ins: longer than one page's test.
  }, 180_000);
});
