import { describe, expect, it, onTestFailed } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./support/axe.ts";
import { callAsPage, uploadDocumentAsPage, waitForTan } from "./support/browser-api.ts";
import { BROWSER_PASSWORD, newQuietPage, signUpInBrowser } from "./support/browser-accounts.ts";
import { isAtDemoIdentityProvider, waitForMail } from "./support/server.ts";
import { expectValidSignatures } from "./support/signature-checks.ts";
import { screenshotsOf, shootEveryPage } from "./support/screenshots.ts";
import { useSigningBrowserSuite } from "./support/browser-suite.ts";

/**
 * Issue 16 in Chromium: a new user confirms a mobile number on the profile (AES, the mobile AES
 * overlay), is sent by the upgrade-standards dialog of a qualified (eIDAS) request to identify at
 * the demo identity provider, comes back to the request with QES and signs it; the signed PDF
 * passes pdfsig. A ZertES identification that the provider fails says so. The standards pages in
 * German at 390 px; axe on every new page. The eID+ sign-up: the account and a ZertES video
 * identification in one flow, ending with QES.
 */
const suite = useSigningBrowserSuite({ ownPublicAddress: true });

const shoot = screenshotsOf("identification-", { fullPage: true });

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The row of the standards table for one standard and legislation. */
const standardRow = (page: Page, quality: string, legislation: string) => page.locator(`tr[data-quality="${quality}"][data-legislation="${legislation}"]`);

describe("profile identification in the browser", () => {
  it(
    "raises a new user to AES by mobile ID and to QES (eIDAS) at the demo provider from a request, signs it with QES, and says when an identification failed",
    async () => {
      onTestFailed(async () => {
        await shootEveryPage(suite.browser, shoot);
      });
      const anna = await signUpInBrowser(suite.browser, suite.server.url, "anna.ident@example.com", { firstName: "Anna", lastName: "Muster", viewport: { width: 1280, height: 900 } });
      const mobile = "+41791230001";

      // The standards table: SES held, AES and QES not yet, each with the way to get it.
      await anna.goto(`${suite.server.url}/profile/signature-standards`);
      await anna.getByRole("heading", { name: "Signature standards", level: 1 }).waitFor();
      await expect.poll(() => standardRow(anna, "ses", "any").getAttribute("data-held")).toBe("true");
      expect(await standardRow(anna, "qes", "eidas").getAttribute("data-held")).toBe("false");
      await standardRow(anna, "qes", "eidas").getByRole("link", { name: "Verify your identity (eIDAS)" }).waitFor();
      await shoot(anna, "1-standards");
      await expectAccessible(anna);
      for (const path of ["update", "legislation", "eidas", "zertes", "id-austria-success"]) {
        await anna.goto(`${suite.server.url}/profile/signature-standards/${path}`);
        await anna.getByRole("heading", { level: 1 }).waitFor();
        await expectAccessible(anna);
      }

      // Mobile ID: the TAN texted to the number confirms it; the mobile AES overlay leads back to the table.
      await anna.goto(`${suite.server.url}/profile/signature-standards`);
      await standardRow(anna, "aes", "any").getByRole("link", { name: "Confirm your mobile number" }).click();
      await anna.getByRole("heading", { name: "Mobile ID", level: 1 }).waitFor();
      await anna.getByLabel("Mobile number").fill(mobile);
      await anna.getByRole("button", { name: "Send the code" }).click();
      await anna.getByText(/A code was sent to/).waitFor();
      await expectAccessible(anna);
      await anna.getByLabel("Code from the SMS (6 digits)").fill(await waitForTan(suite.server.url, mobile, 1));
      await anna.getByRole("button", { name: "Confirm", exact: true }).click();
      const aesOverlay = anna.getByRole("dialog", { name: "You sign with AES now" });
      await aesOverlay.waitFor();
      await shoot(anna, "2-mobile-aes");
      await expectAccessible(anna);
      await aesOverlay.getByRole("button", { name: "See your signature standards" }).click();
      await anna.waitForURL((url) => url.pathname === "/profile/signature-standards");
      await expect.poll(() => standardRow(anna, "aes", "any").getAttribute("data-held")).toBe("true");

      // A qualified (eIDAS) request to herself: the panel offers the upgrade-standards dialog.
      const documentId = await uploadDocumentAsPage(suite.server.url, anna, "Loan agreement", 1);
      const created = await callAsPage<{ id: string }>(suite.server.url, anna, "POST", "/v3/signature-requests", {
        title: "Loan agreement",
        documents: [documentId],
        quality: "qes",
        legislation: "eidas",
        signatures: [{ account_email: "anna.ident@example.com", first_name: "Anna", last_name: "Muster", document_signatures: [{ document_id: documentId, page: 1, x: 56, y: 640, width: 200, height: 94 }] }],
      });
      expect(created.status).toBe(201);
      const requestId = created.body.id;
      expect((await callAsPage(suite.server.url, anna, "POST", `/v3/signature-requests/${requestId}/initiate`)).status).toBe(200);

      await anna.goto(`${suite.server.url}/view/${requestId}`);
      const panel = anna.getByRole("region", { name: "Your signature" });
      await panel.getByRole("button", { name: "Raise your signature standard" }).click();
      const upgrade = anna.getByRole("dialog", { name: "Upgrade your signature standard" });
      await upgrade.getByText(/qualified electronic signature \(QES\) under eIDAS \(EU\)/).waitFor();
      await shoot(anna, "3-upgrade-dialog");
      await expectAccessible(anna);
      await upgrade.getByRole("button", { name: "Verify my identity" }).click();
      await anna.waitForURL((url) => url.pathname === "/profile/signature-standards/eidas" && url.searchParams.get("returnTo") === `/view/${requestId}`);
      await anna.getByRole("link", { name: "Choose Self-identification" }).click();
      await anna.waitForURL((url) => url.pathname === "/profile/signature-standards/eidas/self");
      await anna.getByText("You have not started this identification yet.").waitFor();
      await expectAccessible(anna);
      await anna.getByRole("button", { name: "Start the identification" }).click();

      // At the demo identity provider: Anna identifies as herself and is sent back.
      await anna.waitForURL(isAtDemoIdentityProvider(suite.server));
      await anna.getByLabel(/Anna Muster/).check();
      await shoot(anna, "4-demo-provider");
      await anna.getByRole("button", { name: "Complete identification" }).click();
      await anna.waitForURL((url) => url.pathname === "/profile/signature-standards/eidas/self" && url.searchParams.has("identification"));
      await anna.getByText("Your identity is confirmed. You can now sign with a qualified electronic signature.").waitFor({ timeout: 30_000 });
      await shoot(anna, "5-identified");
      await expectAccessible(anna);
      await anna.getByRole("link", { name: "Back to the document" }).first().click();
      await anna.waitForURL((url) => url.pathname === `/view/${requestId}`);

      // Back on the request with QES: she signs with the TAN texted to her number.
      await panel.getByText(/Qualified electronic signature \(QES\)/).waitFor();
      await expect.poll(() => panel.getByRole("button", { name: "Raise your signature standard" }).count()).toBe(0);
      await panel.getByLabel("I have read the documents and want to sign them.").check();
      await panel.getByRole("button", { name: "Sign", exact: true }).click();
      const tanDialog = anna.getByRole("dialog", { name: "Enter the TAN" });
      await tanDialog.getByLabel("TAN", { exact: true }).fill(await waitForTan(suite.server.url, mobile, 2));
      await tanDialog.getByRole("button", { name: "Sign", exact: true }).click();
      const success = anna.getByRole("dialog", { name: "You have signed" });
      await success.waitFor({ timeout: 60_000 });
      await shoot(anna, "6-signed");

      const view = await callAsPage<{ status: string; signers: Array<{ status: string; quality: string | null }> }>(suite.server.url, anna, "GET", `/v3/signature-requests/${requestId}`);
      expect(view.body.status).toBe("completed");
      expect(view.body.signers[0]).toMatchObject({ status: "signed", quality: "qes" });
      const signed = await fetch(`${suite.server.url}/api/v3/documents/${documentId}/download?signed=true`, {
        headers: { Authorization: `Bearer ${await anna.evaluate(() => window.localStorage.getItem("paraph-token"))}` },
      });
      expect(signed.status).toBe(200);
      await expectValidSignatures(Buffer.from(await signed.arrayBuffer()), suite.validators, ["Anna Muster"]);

      // The table now shows QES under eIDAS held (a demo one).
      await anna.goto(`${suite.server.url}/profile/signature-standards`);
      await expect.poll(() => standardRow(anna, "qes", "eidas").getAttribute("data-held")).toBe("true");

      // Another identification, under ZertES, fails at the provider: the status page says so.
      await anna.goto(`${suite.server.url}/profile/signature-standards/zertes`);
      await anna.getByRole("link", { name: "Choose Automatic identification" }).click();
      await anna.getByRole("button", { name: "Start the identification" }).click();
      await anna.waitForURL(isAtDemoIdentityProvider(suite.server));
      await anna.getByRole("button", { name: "Fail identification" }).click();
      await anna.waitForURL((url) => url.pathname === "/profile/signature-standards/zertes/auto");
      await anna.getByText("Your identity could not be confirmed. You can try again.").waitFor({ timeout: 30_000 });
      await anna.getByText("The identity provider could not confirm your identity.").waitFor();
      await anna.getByRole("button", { name: "Start again" }).waitFor();
      await shoot(anna, "7-failed");
      await expectAccessible(anna);
      expect(await callAsPage(suite.server.url, anna, "GET", "/v3/user/signature-qualities-detail").then((response) => response.body)).toMatchObject({
        qualities: expect.arrayContaining([{ quality: "qes", legislation: "zertes", isAvailable: false, requires: "identification", provider: null }]),
      });

      // German at 390 px: the table reads as cards, nothing wider than the screen.
      expect((await callAsPage(suite.server.url, anna, "PUT", "/v1/user", { attributes: { lang: "de-ch" } })).status).toBe(200);
      await anna.setViewportSize({ width: 390, height: 844 });
      for (const path of ["", "/update", "/mobile-id", "/eidas"]) {
        await anna.goto(`${suite.server.url}/profile/signature-standards${path}`);
        await anna.getByRole("heading", { level: 1 }).waitFor();
        await expectAccessible(anna);
        expect(await anna.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await anna.goto(`${suite.server.url}/profile/signature-standards`);
      await anna.getByRole("heading", { name: "Signaturstandards", level: 1 }).waitFor();
      await standardRow(anna, "qes", "zertes").getByRole("link", { name: "Identität prüfen lassen (ZertES)" }).waitFor();
      await shoot(anna, "8-german-390");
      await anna.context().close();
    },
    300_000,
  );

  it(
    "signs up with eID+: the confirmed address's account, a ZertES video identification at the demo provider, and QES at the end",
    async () => {
      onTestFailed(async () => {
        await shootEveryPage(suite.browser, shoot, "eidplus-failed");
      });
      const email = "marco.eidplus@example.com";
      const page = await newQuietPage(suite.browser, { width: 1280, height: 900 });
      await page.goto(`${suite.server.url}/signup/flows/eidplus/new`);
      await page.getByRole("heading", { name: "Sign up with eID+" }).waitFor();
      await expectAccessible(page);
      await page.getByLabel("E-mail address").fill(email);
      await page.getByRole("button", { name: "Send confirmation link" }).click();
      await page.getByRole("heading", { name: "Check your inbox" }).waitFor();

      const link = (await waitForMail(suite.server.url, email)).links.find((candidate) => candidate.includes("/signup/flows/eidplus/confirm?token="));
      expect(link).toBeDefined();
      const { pathname, search } = new URL(String(link));
      await page.goto(`${suite.server.url}${pathname}${search}`);
      await page.getByLabel("First name").fill("Marco");
      await page.getByLabel("Last name").fill("Bernasconi");
      await page.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
      await page.getByText("This password is strong enough.").waitFor();
      await page.getByLabel("Switzerland (ZertES)").check();
      await page.getByLabel(/I accept the terms of use/).check();
      await shoot(page, "eidplus-1-confirm");
      await expectAccessible(page);
      await page.getByRole("button", { name: "Create account and verify my identity" }).click();

      await page.waitForURL(isAtDemoIdentityProvider(suite.server));
      await page.getByLabel(/Marco Bernasconi/).check();
      await page.getByRole("button", { name: "Complete identification" }).click();
      await page.waitForURL((url) => url.pathname === "/profile/signature-standards/zertes/video");
      await page.getByText("Your identity is confirmed. You can now sign with a qualified electronic signature.").waitFor({ timeout: 30_000 });
      await shoot(page, "eidplus-2-identified");

      // QES is confirmed by a texted TAN: the status page sends the new account to confirm a mobile number.
      const mobile = "+41791230002";
      await page.getByRole("link", { name: "Confirm your mobile number" }).click();
      await page.getByLabel("Mobile number").fill(mobile);
      await page.getByRole("button", { name: "Send the code" }).click();
      await page.getByLabel("Code from the SMS (6 digits)").fill(await waitForTan(suite.server.url, mobile, 1));
      await page.getByRole("button", { name: "Confirm", exact: true }).click();
      await page.getByRole("dialog", { name: "You sign with AES now" }).getByRole("button", { name: "See your signature standards" }).click();
      const highest = async () => (await callAsPage<{ highest: { quality: string; legislation: string } | null }>(suite.server.url, page, "GET", "/v3/user/signature-qualities-detail")).body.highest;
      await expect.poll(highest, { timeout: 30_000 }).toMatchObject({ quality: "qes", legislation: "zertes" });
      await page.waitForURL((url) => url.pathname === "/profile/signature-standards");
      await expect.poll(() => standardRow(page, "qes", "zertes").getAttribute("data-held")).toBe("true");
      await shoot(page, "eidplus-3-qes");
      await page.context().close();
    },
    180_000,
  );
});
