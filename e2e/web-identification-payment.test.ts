import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { confirmBuiltinSetupIntent, createSetupIntent, listInvoices, upgradeSubscription } from "@paraph/contracts";
import { callApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { waitForTextOrDescribe } from "./support/page-report.ts";
import { signUpInBrowser } from "./support/browser-accounts.ts";
import { addBusinessMember, createBusinessAdmin, logInInBrowser } from "./support/business-admin.ts";
import { findFreePort, isAtDemoIdentityProvider, startServer, type RunningServer } from "./support/server.ts";

/**
 * Issue 16 in Chromium, an identification no business covers: the status page asks for the price
 * with the built-in test card form (a declined card pays nothing), pays, goes on to the demo
 * identity provider and comes back with QES; afterwards the settings show the names from the
 * identification read-only. A member of a business on a plan that pays for no identification pays
 * personally, and the business is not charged. Below 1024 px, axe on the payment step and the settings.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The demo identity provider (on a port of its own) calls back the server's own public address.
  const port = await findFreePort();
  server = await startServer({
    env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, IDENTIFICATION_PRICE: "4900", IDENTIFICATION_CURRENCY: "CHF", BILLING_PROVIDER: "builtin" },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const type = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

describe("paying for an identification in the browser", () => {
  it("pays with the test card after a declined one, identifies at the demo provider and then shows the names read-only", async () => {
    // An address of this attempt's own: a retry signs up anew rather than meeting the first attempt's account.
    const anna = await signUpInBrowser(browser, server.url, `anna.pays.${Date.now()}@example.com`, { firstName: "Anna", lastName: "Muster", viewport: { width: 800, height: 900 } });
    await anna.goto(`${server.url}/profile/signature-standards/eidas/self`);
    await anna.getByRole("button", { name: "Start the identification" }).click();

    const pay = anna.getByRole("button", { name: /^Pay CHF.49\.00 and continue$/ });
    await anna.getByRole("heading", { name: "Payment", level: 2 }).waitFor();
    await anna.getByText(/No business pays for this identification\. It costs CHF.49\.00/).waitFor();
    expect(await seriousViolations(anna)).toEqual([]);

    await type(anna, "Card number", "4000 0000 0000 0002");
    await type(anna, "Expiry (MM/YY)", "12/30");
    await type(anna, "Security code", "123");
    await pay.click();
    await anna.getByText("The card was declined. Please use another card.").waitFor();
    expect(new URL(anna.url()).pathname).toBe("/profile/signature-standards/eidas/self");

    await type(anna, "Card number", "4242 4242 4242 4242");
    await pay.click();
    await anna.waitForURL(isAtDemoIdentityProvider(server));
    await anna.getByLabel(/Anna Muster/).check();
    await anna.getByRole("button", { name: "Complete identification" }).click();
    await anna.waitForURL((url) => url.pathname === "/profile/signature-standards/eidas/self" && url.searchParams.has("identification"));
    await anna.getByText("Your identity is confirmed. You can now sign with a qualified electronic signature.").waitFor({ timeout: 30_000 });
    expect(await anna.getByRole("heading", { name: "Payment" }).count()).toBe(0);

    await anna.goto(`${server.url}/profile/settings`);
    await waitForTextOrDescribe(anna, "Your first and last name come from your identification and cannot be changed.");
    expect(await anna.getByLabel("First name").getAttribute("readonly")).not.toBeNull();
    expect(await anna.getByLabel("Last name").inputValue()).toBe("Muster");
    expect(await seriousViolations(anna)).toEqual([]);
  }, 120_000);

  it("lets a member of a business whose plan pays for no identification pay personally; the business is not charged", async () => {
    const url = server.url;
    const { adminToken, businessId } = await createBusinessAdmin(url, { email: `berta.admin.${Date.now()}@example.com`, firstName: "Berta", lastName: "Admin" }, { name: "Teamwork AG", email: "office@teamwork.example" });
    // The trial pays for members' identifications; the team plan does not.
    const setup = await callApi(url, createSetupIntent.method, createSetupIntent.path.replace(":id", businessId), { token: adminToken, body: {} });
    const card = await callApi(url, confirmBuiltinSetupIntent.method, confirmBuiltinSetupIntent.path, { token: adminToken, body: { clientSecret: setup.body.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } });
    const upgraded = await callApi(url, upgradeSubscription.method, upgradeSubscription.path.replace(":id", businessId), {
      token: adminToken,
      body: { plan: "team", cycle: "monthly", currency: "CHF", amountSeats: 2, paymentMethodId: card.body.paymentMethodId },
    });
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
    const carlEmail = `carl.member.${Date.now()}@example.com`;
    await addBusinessMember(url, { adminToken, businessId }, { email: carlEmail, firstName: "Carl", lastName: "Member" });

    const carl = await logInInBrowser(browser, url, carlEmail);
    await carl.setViewportSize({ width: 800, height: 900 });
    await carl.goto(`${url}/profile/signature-standards/eidas/self`);
    await carl.getByRole("button", { name: "Start the identification" }).click();
    await carl.getByRole("heading", { name: "Payment", level: 2 }).waitFor();
    await carl.getByText(/The plan of Teamwork AG does not pay for identifications, so you pay for yours yourself: CHF.49\.00, charged to your own card and not to Teamwork AG\./).waitFor();
    expect(await seriousViolations(carl)).toEqual([]);
    await type(carl, "Card number", "4242 4242 4242 4242");
    await type(carl, "Expiry (MM/YY)", "12/30");
    await type(carl, "Security code", "123");
    await carl.getByRole("button", { name: /^Pay CHF.49\.00 and continue$/ }).click();
    await carl.waitForURL(isAtDemoIdentityProvider(server));
    // The business's invoices are its plan's only.
    const invoices = await callApi(url, listInvoices.method, listInvoices.path.replace(":id", businessId), { token: adminToken });
    expect((invoices.body.invoices as Array<{ total: number }>).map((invoice) => invoice.total)).toEqual([4000]);
  }, 120_000);
});

