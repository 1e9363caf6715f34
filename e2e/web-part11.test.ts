import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFHexString } from "@cantoo/pdf-lib";
import { createBusiness, updateBusinessSettings } from "@paraph/contracts";
import { pageTextWithWidgets } from "../apps/api/src/test-support/pdf-text.ts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { newQuietPage } from "./support/browser-accounts.ts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { addBusinessMember } from "./support/business-admin.ts";
import { expectValidSignatures, prepareSignatureValidators, type SignatureValidators } from "./support/signature-checks.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";

/**
 * Issue 14, Part 11 mode against the real server: an admin turns it on, a member signs through
 * the Part 11 verification overlay (a wrong password first), and the signature validates and
 * states its meaning, the printed name and the UTC time.
 */
const suite = useServerAndBrowser();
let validators: SignatureValidators;
beforeAll(async () => {
  validators = await prepareSignatureValidators(suite.server.url);
});
afterAll(async () => {
  await validators?.dispose();
});

const ADMIN = { email: "ada.admin@pharma.example", firstName: "Ada", lastName: "Admin" };
const MEMBER = { email: "max.member@pharma.example", firstName: "Max", lastName: "Member" };

/** A business with Part 11 on (through the settings call) and the member in it; the admin's token. */
async function part11Business(): Promise<string> {
  const url = suite.server.url;
  const adminToken = await signUpThroughApi(url, ADMIN.email, ADMIN);
  const created = await callApi(url, createBusiness.method, createBusiness.path, { token: adminToken, body: { name: "Pharma AG", email: "office@pharma.example", gtc_accepted: true, dpa_accepted: true } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const businessId = String(created.body.id);
  const settings = await callApi(url, updateBusinessSettings.method, updateBusinessSettings.path.replace(":id", businessId), {
    token: adminToken,
    body: { settings: { signatureRequests: { part11: { enabled: true } } } },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  await addBusinessMember(url, { adminToken, businessId }, MEMBER);
  return adminToken;
}

describe("Part 11 mode in the browser", () => {
  it("makes a member confirm password and meaning in the Part 11 overlay; the signature validates and shows the meaning", async () => {
    const url = suite.server.url;
    const adminToken = await part11Business();
    const uploaded = await callApi(url, "POST", "/v3/documents", { token: adminToken, body: { title: "Batch record", content: makeSimplePdf("Batch record", 1).toString("base64") } });
    const documentId = String((uploaded.body.documents as Array<{ id: string }>)[0]?.id);
    const created = await callApi(url, "POST", "/v3/signature-requests", {
      token: adminToken,
      body: {
        title: "Batch record 42",
        documents: [documentId],
        signatures: [{ account_email: MEMBER.email, document_signatures: [{ document_id: documentId, page: 1, x: 56, y: 600, width: 220, height: 120 }] }],
      },
    });
    const requestId = String(created.body.id);
    expect((await callApi(url, "POST", `/v3/signature-requests/${requestId}/initiate`, { token: adminToken })).status).toBe(200);

    const page = await newQuietPage(suite.browser, { width: 1280, height: 900 });
    await page.goto(`${url}/login`);
    await page.getByLabel("E-mail address").fill(MEMBER.email);
    await page.getByLabel("Password", { exact: true }).fill(API_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((current) => current.pathname === "/" || current.pathname === "/dashboard");
    await page.goto(`${url}/view/${requestId}`);
    const panel = page.getByRole("region", { name: "Your signature" });
    await panel.getByLabel("I have read the documents and want to sign them.").check();
    await panel.getByRole("button", { name: "Sign", exact: true }).click();

    const overlay = page.getByRole("dialog", { name: "Part 11 verification" });
    await overlay.getByText("Your signature will show your name, Max Member, the meaning you choose and the time in UTC.").waitFor();
    expect(await seriousViolations(page), "Part 11 verification overlay").toEqual([]);
    await overlay.getByRole("radio", { name: /^Approval/ }).check();
    await overlay.getByLabel("Your Paraph password").fill("not-the-password");
    await overlay.getByRole("button", { name: "Confirm and sign" }).click();
    await page.getByRole("dialog", { name: "Part 11 verification" }).getByText("The password is wrong. Your signature was not made.").waitFor();
    await page.getByLabel("Your Paraph password").fill(API_PASSWORD);
    await page.getByRole("button", { name: "Confirm and sign" }).click();
    await page.getByRole("dialog", { name: "You have signed" }).waitFor({ timeout: 60_000 });
    await page.close();

    const download = await fetch(`${url}/api/v3/documents/${documentId}/download?signed=true`, { headers: { authorization: `Bearer ${adminToken}` } });
    const pdf = Buffer.from(await download.arrayBuffer());
    await expectValidSignatures(pdf, validators, ["Max Member"]);
    const reason = /\/Reason (<[0-9A-Fa-f]+>)/.exec(pdf.toString("latin1"))?.[1] ?? "";
    expect(PDFHexString.of(reason.slice(1, -1)).decodeText()).toMatch(/^Approval \(21 CFR Part 11\); Max Member; \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\+00:00$/);
    const drawn = pageTextWithWidgets(pdf);
    expect(drawn).toContain("Meaning: approval");
    expect(drawn).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\+00:00/);
  });
});
