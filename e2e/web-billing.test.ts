import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { getUser, updateUser } from "@paraph/contracts";
import { API_PASSWORD, callApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { runBillingCommand } from "./support/billing-operator.ts";
import { logInInBrowser, newQuietPage } from "./support/browser-accounts.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { addBusinessMember, createBusinessAdmin } from "./support/business-admin.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/**
 * Issue 15 in Chromium against the built server with its default built-in provider (test
 * payments): an admin on a trial upgrades to a paid plan with the test card form and a promo code,
 * adds seats with the proration shown, cancels and keeps the subscription; a member of a locked
 * business sees the locked dialog and its admin is sent to the members page; a signer whose plan
 * has no signatures left sees the exhausted-signatures overlay.
 *
 * The lock is the real transition: the suite's server first runs with trials of no days; the
 * operator creates a promo code (with the server stopped, as an operator does); the server starts
 * again with the default trial, a grace period of no days and a catalogue whose trial includes one
 * simple signature, and its billing sweep at start-up locks the business whose trial ended.
 */
const suite = useServerAndBrowser({ env: { BILLING_TRIAL_DAYS: "0" } });

const ADMIN = { email: "bea.billing@billing.example", firstName: "Bea", lastName: "Billing" };
const SIGNER = { email: "sam.signer@quota.example", firstName: "Sam", lastName: "Signer" };
const LOCKED_ADMIN = { email: "lou.locked@locked.example", firstName: "Lou", lastName: "Locked" };
const LOCKED_MEMBER = { email: "max.member@locked.example", firstName: "Max", lastName: "Member" };
const CATALOGUE = path.resolve(import.meta.dirname, "../apps/api/config/price-plans.json");

let server: RunningServer;
let adminToken = "";
let signerToken = "";
let lockedAdminToken = "";

beforeAll(async () => {
  const locked = await createBusinessAdmin(suite.server.url, LOCKED_ADMIN, { name: "Locked AG", email: "office@locked.example" });
  lockedAdminToken = locked.adminToken;
  await addBusinessMember(suite.server.url, locked, LOCKED_MEMBER);

  await suite.server.stop();
  await runBillingCommand(suite.server.dataDir, ["create-promo", "--code", "WELCOME20", "--percent-off", "20"]);
  const catalogue = JSON.parse(await fs.readFile(CATALOGUE, "utf8")) as { trial: { signatures: { ses: number | null } } };
  catalogue.trial.signatures.ses = 1;
  const plansFile = path.join(suite.server.dataDir, "price-plans.json");
  await fs.writeFile(plansFile, JSON.stringify(catalogue));
  server = await startServer({ dataDir: suite.server.dataDir, env: { BILLING_PLANS_FILE: plansFile, BILLING_GRACE_DAYS: "0" } });

  ({ adminToken } = await createBusinessAdmin(server.url, ADMIN, { name: "Billing AG", email: "office@billing.example" }));
  ({ adminToken: signerToken } = await createBusinessAdmin(server.url, SIGNER, { name: "Quota AG", email: "office@quota.example" }));
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

/** A request for the signer alone, sent; answers its id. */
async function sendRequestToSelf(token: string, email: string, title: string): Promise<string> {
  const uploaded = await callApi(server.url, "POST", "/v3/documents", { token, body: { title, content: makeSimplePdf(title, 1).toString("base64") } });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
  const request = await callApi(server.url, "POST", "/v3/signature-requests", {
    token,
    body: { title, documents: [documentId], signatures: [{ account_email: email, document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 680, width: 220, height: 90 }] }] },
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  const requestId = String(request.body.id);
  const initiated = await callApi(server.url, "POST", `/v3/signature-requests/${requestId}/initiate`, { token });
  expect(initiated.status, JSON.stringify(initiated.body)).toBe(200);
  return requestId;
}

async function logIn(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newQuietPage(suite.browser, viewport);
  await logInInBrowser(page, server.url, email, API_PASSWORD);
  return page;
}

/** Nothing sticks out sideways: the page is usable at this width without scrolling across. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.content, where).toBeLessThanOrEqual(widths.viewport);
}

describe("plans and payments in the browser", () => {
  it("lets an admin on a trial upgrade with the test card and a promo code, add seats, cancel and keep the subscription", async () => {
    const page = await logIn(ADMIN.email);
    await page.goto(`${server.url}/business/billing/plan`);
    await page.getByRole("heading", { name: "Plan and billing", level: 1 }).waitFor();
    await page.getByText("Pro (Trial)").waitFor();
    await page.getByText("Test payments — no money moves").first().waitFor();
    await page.getByRole("progressbar").first().waitFor();
    expect(await seriousViolations(page), "plan page on a trial").toEqual([]);

    await page.getByRole("link", { name: "Choose a plan" }).first().click();
    await page.getByRole("heading", { name: "Upgrade Billing AG", level: 1 }).waitFor();
    await page.getByRole("radio", { name: /Team/ }).check();
    await page.getByLabel(/^Seats/).fill("2");
    await page.getByText("Due today").waitFor();
    expect(await seriousViolations(page), "upgrade page").toEqual([]);

    await page.getByLabel("Promo code").fill("NOT-A-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("There is no such promo code.").waitFor();
    await page.getByLabel("Promo code").fill("WELCOME20");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText(/^Promo code WELCOME20: (CHF|EUR)\s\S+ off$/).waitFor();

    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiry (MM/YY)").fill("12/30");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Pay and upgrade" }).click();
    await page.getByText("The card was declined. Please use another card.").waitFor();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay and upgrade" }).click();
    await page.waitForURL((url) => url.pathname === "/business/billing/plan");
    await page.getByText("Your plan is now Team.").waitFor();
    await page.getByText("1 of 2 seats in use").waitFor();
    expect(await seriousViolations(page), "plan page on Team").toEqual([]);

    await page.getByRole("button", { name: "Add seats" }).click();
    const overlay = page.getByRole("dialog", { name: "Add seats" });
    await overlay.getByText("Prorated for the rest of the current period.").waitFor();
    expect(await seriousViolations(page), "add seats overlay").toEqual([]);
    await overlay.getByRole("button", { name: "Add seats" }).click();
    await page.getByText("The business now has 3 seats.").waitFor();
    await page.getByText("1 of 3 seats in use").waitFor();

    await page.getByRole("button", { name: "Cancel subscription" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel the subscription?" });
    await cancel.waitFor();
    expect(await seriousViolations(page), "cancel subscription dialog").toEqual([]);
    await cancel.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText(/^Cancelled: your subscription ends on/).waitFor();
    await page.getByRole("button", { name: "Keep my subscription" }).click();
    await page.getByText("Your plan renews unchanged.").waitFor();

    await page.goto(`${server.url}/business/extras`);
    await page.getByRole("heading", { name: "Extras", level: 1 }).waitFor();
    expect(await seriousViolations(page), "extras page").toEqual([]);
    await page.close();
  });

  it("shows the plan page in German and at 390 px without sideways scrolling", async () => {
    const changed = await callApi(server.url, updateUser.method, updateUser.path, { token: adminToken, body: { attributes: { lang: "de-ch" } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const page = await logIn(ADMIN.email, { width: 390, height: 844 });
    await page.goto(`${server.url}/business/billing/plan`);
    await page.getByRole("heading", { name: "Abo und Rechnung", level: 1 }).waitFor();
    await page.getByText("Nutzung in dieser Periode").waitFor();
    await page.getByText("Testzahlungen — es fliesst kein Geld").first().waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("de-ch");
    await expectNoSidewaysScroll(page, "plan page at 390 px");
    expect(await seriousViolations(page), "plan page in German at 390 px").toEqual([]);

    await page.goto(`${server.url}/business/upgrade`);
    await page.getByRole("heading", { name: "Billing AG upgraden", level: 1 }).waitFor();
    await page.getByText("Was Sie bezahlen").waitFor();
    await expectNoSidewaysScroll(page, "upgrade page at 390 px");
    expect(await seriousViolations(page), "upgrade page in German at 390 px").toEqual([]);
    await page.close();
  });

  it("shows a member of a locked business the locked dialog and sends its admin to the members page", async () => {
    // The sweep at the restart moved the trial of no days on to a lock: the User says so.
    const lockedAdmin = await callApi(server.url, getUser.method, getUser.path, { token: lockedAdminToken });
    expect(lockedAdmin.body.business).toMatchObject({ name: "Locked AG", paymentMethod: "BLOCKED" });

    const member = await logIn(LOCKED_MEMBER.email);
    const dialog = member.getByRole("dialog", { name: "Your business account is locked" });
    await dialog.waitFor();
    await dialog.getByText(/Locked AG/).first().waitFor();
    await dialog.getByRole("link", { name: LOCKED_ADMIN.email }).waitFor();
    expect(await seriousViolations(member), "locked member dialog").toEqual([]);
    await dialog.getByRole("button", { name: "Understood" }).click();
    await dialog.waitFor({ state: "hidden" });
    await member.close();

    const admin = await newQuietPage(suite.browser);
    await admin.goto(`${server.url}/login`);
    await admin.getByLabel("E-mail address").fill(LOCKED_ADMIN.email);
    await admin.getByLabel("Password", { exact: true }).fill(API_PASSWORD);
    await admin.getByRole("button", { name: "Log in" }).click();
    await admin.waitForURL((url) => url.pathname === "/business/members");
    await admin.getByText(/Your business is locked until a plan is paid/).waitFor();
    await admin.goto(`${server.url}/business/settings`);
    await admin.waitForURL((url) => url.pathname === "/business/members");
    await admin.goto(`${server.url}/business/billing/plan`);
    await admin.getByRole("heading", { name: "Plan and billing", level: 1 }).waitFor();
    await admin.getByText("Locked", { exact: true }).waitFor();
    expect(await seriousViolations(admin), "plan page of a locked business").toEqual([]);
    await admin.close();
  });

  it("shows a signer whose plan has no simple signature left the exhausted-signatures overlay and the way to upgrade", async () => {
    const first = await sendRequestToSelf(signerToken, SIGNER.email, "First contract");
    const signed = await callApi(server.url, "POST", "/v3/sign", { token: signerToken, body: { signatureRequests: [{ signatureRequestId: first }] } });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const second = await sendRequestToSelf(signerToken, SIGNER.email, "Second contract");

    const page = await logIn(SIGNER.email);
    await page.goto(`${server.url}/view/${second}`);
    const panel = page.getByRole("region", { name: "Your signature" });
    await panel.getByLabel("I have read the documents and want to sign them.").check();
    await panel.getByRole("button", { name: "Sign", exact: true }).click();
    const overlay = page.getByRole("dialog", { name: "No signatures left" });
    await overlay.waitFor();
    await overlay.getByText("Simple signatures: the plan's signatures for this period are used up (1 of 1).").waitFor();
    await overlay.getByText("Upgrade the plan to sign now.").waitFor();
    expect(await seriousViolations(page), "exhausted-signatures overlay").toEqual([]);
    await overlay.getByRole("button", { name: "Upgrade" }).click();
    await page.waitForURL((url) => url.pathname === "/business/upgrade");
    await page.getByRole("heading", { name: "Upgrade Quota AG", level: 1 }).waitFor();
    await page.close();
  });
});
