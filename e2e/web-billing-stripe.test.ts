import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, getBusiness } from "@paraph/contracts";
import { writeCatalogueWithStripePrices } from "../apps/api/src/test-support/stripe-server/stripe-catalogue.ts";
import { stripeJsStandInSource } from "../apps/api/src/test-support/stripe-server/stripe-js-stand-in.ts";
import { startStripeTestServer, type StripeTestServer } from "../apps/api/src/test-support/stripe-server/stripe-server.ts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { logInInBrowser, newQuietPage } from "./support/browser-accounts.ts";

/**
 * Issue 15, the Stripe card form in Chromium against the built server with the Stripe provider:
 * the web's real `@stripe/stripe-js` + `@stripe/react-stripe-js` path (loadStripe, Elements,
 * CardElement, confirmCardSetup) runs against a Stripe.js stand-in that Playwright serves for
 * js.stripe.com (Stripe's CDN is out of reach here), which confirms the SetupIntent on the local
 * Stripe-compatible server the server's SDK also talks to; the upgrade charges there, and the
 * server learns the rest from Stripe's signed webhook events.
 */
let stripeServer: StripeTestServer;
let plansFile = "";
const serverOptions: { env: Record<string, string> } = { env: {} };
beforeAll(async () => {
  stripeServer = await startStripeTestServer();
  plansFile = await writeCatalogueWithStripePrices(stripeServer);
  Object.assign(serverOptions.env, {
    STRIPE_SECRET_KEY: stripeServer.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripeServer.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripeServer.webhookSecret,
    STRIPE_API_BASE_URL: stripeServer.baseUrl,
    BILLING_PLANS_FILE: plansFile,
  });
});
const suite = useServerAndBrowser(serverOptions);
afterAll(async () => {
  await stripeServer.close();
  await fs.rm(path.dirname(plansFile), { recursive: true, force: true });
});

describe("paying with Stripe in the browser", () => {
  it("takes a card through Stripe Elements, refuses the declined one, upgrades and shows the active plan", async () => {
    stripeServer.setWebhookTarget(`${suite.server.url}/api/v2/billing/stripe/webhook`);
    // Its own address per attempt: a retried attempt runs against the same server.
    const ADMIN = { email: `ada.admin.${Date.now()}@stripe-billing.example`, firstName: "Ada", lastName: "Admin" };
    const token = await signUpThroughApi(suite.server.url, ADMIN.email, ADMIN);
    const created = await callApi(suite.server.url, createBusiness.method, createBusiness.path, {
      token,
      body: { name: "Stripe AG", email: "office@stripe-billing.example", gtc_accepted: true, dpa_accepted: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const businessId = String((created.body as { id: string }).id);

    const page = await newQuietPage(suite.browser);
    const scriptRequests: string[] = [];
    await page.route("https://js.stripe.com/**", async (route) => {
      scriptRequests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "application/javascript", body: stripeJsStandInSource(stripeServer.baseUrl) });
    });
    await logInInBrowser(page, suite.server.url, ADMIN.email, API_PASSWORD);
    await page.goto(`${suite.server.url}/business/upgrade`);
    await page.getByRole("heading", { name: "Upgrade Stripe AG", level: 1 }).waitFor();
    await page.getByRole("radio", { name: /Team/ }).check();
    await page.getByLabel(/^Seats/).fill("2");
    await page.getByText("Due today").waitFor();

    // The card form is Stripe's: Stripe.js was loaded from js.stripe.com by @stripe/stripe-js.
    await page.getByLabel("Card number").waitFor();
    expect(scriptRequests.some((url) => /^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js/.test(url))).toBe(true);
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 30");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay and upgrade" }).click();
    await page.getByText("Your card was declined.").waitFor();

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay and upgrade" }).click();
    await page.getByText("Your plan is now Team.").waitFor();
    await page.waitForURL(`${suite.server.url}/business/billing/plan`);

    const customer = [...stripeServer.stripe.customers.values()].find((entry) => (entry.metadata as Record<string, string>).paraphBusinessId === businessId);
    const paid = [...stripeServer.stripe.invoices.values()].filter((invoice) => invoice.customer === customer?.id);
    expect(paid.map((invoice) => invoice.status)).toEqual(["paid"]);
    const answers = await stripeServer.deliverEvents();
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await expect
      .poll(async () => {
        const business = await callApi(suite.server.url, getBusiness.method, getBusiness.path.replace(":id", businessId), { token });
        const body = business.body as { billing?: { paymentMethod: string; stripeSubscriptionStatus: string | null } };
        return [body.billing?.paymentMethod, body.billing?.stripeSubscriptionStatus];
      })
      .toEqual(["STRIPE", "active"]);
    await page.reload();
    await page.getByText("1 of 2 seats in use").waitFor();

    // The customer portal is Stripe's page (here the local server's stand-in for it).
    await page.getByRole("button", { name: "Open the customer portal" }).click();
    await page.getByRole("heading", { name: "Billing portal" }).waitFor();
    expect(page.url()).toMatch(new RegExp(`^${stripeServer.baseUrl}/p/session/bps_`));
  });
});
