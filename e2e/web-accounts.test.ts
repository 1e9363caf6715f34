import { describe, expect, it } from "vitest";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { seriousViolations } from "./support/axe.ts";
import { BROWSER_PASSWORD, newQuietPage, signUpInBrowser, submitLoginForm } from "./support/browser-accounts.ts";

/** The account flows of issue 3 in Chromium, against the built app and a real server. */
const suite = useServerAndBrowser();

const PASSWORD = BROWSER_PASSWORD;
const newPage = () => newQuietPage(suite.browser);
const signUp = (email: string) => signUpInBrowser(suite.browser, suite.server.url, email);


describe("accounts in the browser", () => {
  it("signs up through the e-mailed link, switches to German and logs out", async () => {
    const page = await signUp("ada.browser@example.com");
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByLabel("Language").selectOption("de-ch");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Ihre Einstellungen wurden gespeichert.").waitFor();
    await page.getByRole("link", { name: "Übersicht" }).waitFor({ state: "visible" });
    await expect.poll(() => page.title()).toBe("Einstellungen - Paraph");

    await page.getByRole("link", { name: "Abmelden" }).click();
    await page.getByRole("heading", { name: "Bei Paraph anmelden" }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem("paraph-token"))).toBeNull();
    await page.close();
  });

  it("shows the 404 page with the path", async () => {
    const page = await newPage();
    await page.goto(`${suite.server.url}/no/such/page`);
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByText("/no/such/page").waitFor({ state: "visible" });
    await page.close();
  });

  it("sends a logged-out visitor to /login and back to the protected page", async () => {
    const registered = await signUp("grace.browser@example.com");
    await registered.close();
    const page = await newPage();
    await page.goto(`${suite.server.url}/profile/change-password`);
    await page.waitForURL(/\/login$/);
    await submitLoginForm(page, "grace.browser@example.com");
    await page.waitForURL(/\/profile\/change-password$/);
    await page.getByRole("heading", { name: "Change password" }).waitFor({ state: "visible" });
    await page.close();
  });

  it("sends the visitor to /sorry when the API answers 500", async () => {
    const page = await signUp("linus.browser@example.com");
    await page.route("**/api/v1/user?*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "internal_error", message: "boom" }) }),
    );
    await page.goto(`${suite.server.url}/profile`);
    await page.waitForURL(/\/sorry$/);
    await page.getByRole("heading", { name: "Sorry, something went wrong" }).waitFor({ state: "visible" });
    await page.close();
  });

  it("refuses a wrong password in the delete-account dialog, then deletes and shows /bye", async () => {
    const page = await signUp("hedy.browser@example.com");
    await page.goto(`${suite.server.url}/profile`);
    await page.getByRole("button", { name: "Delete account" }).click();
    // The delete-user overlay first says what the deletion removes and what others keep.
    const overlay = page.getByRole("dialog", { name: "Delete your account?" });
    await overlay.getByText("The signature requests you sent, drafts included", { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Below 1024 px the whole overlay, buttons included, still fits the width.
    await page.setViewportSize({ width: 760, height: 900 });
    const continueButton = overlay.getByRole("button", { name: "Continue to delete" });
    const box = await continueButton.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 760).toBe(true);
    await continueButton.click();
    await overlay.waitFor({ state: "detached" });
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Password", { exact: true }).fill("not the password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("The password is wrong.").waitFor();
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(/\/bye$/);
    await page.getByRole("heading", { name: "Your account has been deleted" }).waitFor();
    await page.goto(`${suite.server.url}/login`);
    await submitLoginForm(page, "hedy.browser@example.com");
    await page.getByText("The e-mail address or the password is wrong.").waitFor();
    await page.close();
  });
});
