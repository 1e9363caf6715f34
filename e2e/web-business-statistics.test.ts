import { describe, expect, it } from "vitest";
import { createBusiness } from "@paraph/contracts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { logInInBrowser, newQuietPage } from "./support/browser-accounts.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";

/**
 * Issue 14, the business dashboard against the real server: a request the admin sent and
 * signed to completion shows in the statistics, in the charts' tables and the top senders.
 */
const suite = useServerAndBrowser();

const ADMIN = { email: "ada.admin@dashboard.example", firstName: "Ada", lastName: "Admin" };

describe("the business dashboard in the browser", () => {
  it("shows a sent and completed request in the statistics, and passes axe", async () => {
    const token = await signUpThroughApi(suite.server.url, ADMIN.email, ADMIN);
    const created = await callApi(suite.server.url, createBusiness.method, createBusiness.path, {
      token,
      body: { name: "Dashboard AG", email: "office@dashboard.example", gtc_accepted: true, dpa_accepted: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const content = makeSimplePdf("Supply contract", 1).toString("base64");
    const uploaded = await callApi(suite.server.url, "POST", "/v3/documents", { token, body: { title: "Supply contract", content } });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
    const request = await callApi(suite.server.url, "POST", "/v3/signature-requests", {
      token,
      body: {
        title: "Supply contract",
        documents: [documentId],
        signatures: [{ account_email: ADMIN.email, document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 680, width: 220, height: 90 }] }],
      },
    });
    const requestId = String(request.body.id);
    expect((await callApi(suite.server.url, "POST", `/v3/signature-requests/${requestId}/initiate`, { token })).status).toBe(200);
    const signed = await callApi(suite.server.url, "POST", "/v3/sign", { token, body: { signatureRequests: [{ signatureRequestId: requestId }] } });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const view = await callApi(suite.server.url, "GET", `/v3/signature-requests/${requestId}`, { token });
    expect(view.body.status).toBe("completed");

    const page = await newQuietPage(suite.browser);
    await logInInBrowser(page, suite.server.url, ADMIN.email, API_PASSWORD);

    await page.goto(`${suite.server.url}/business/dashboard`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByRole("figure", { name: "Requests per month" }).waitFor();
    const summary = page.locator("dl");
    await expect.poll(() => summary.locator("div").filter({ hasText: "Requests completed" }).locator("dd").textContent()).toBe("1");
    expect(await summary.locator("div").filter({ hasText: "Signatures" }).locator("dd").textContent()).toBe("1");
    expect(await page.locator("svg[aria-hidden='true'] rect").count()).toBeGreaterThan(0);
    expect(await seriousViolations(page), "charts").toEqual([]);

    await page.getByLabel("Show the figures as tables").check();
    const thisMonth = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date());
    const requests = page.getByRole("table", { name: "Requests per month" });
    const row = requests.getByRole("row").filter({ has: page.getByRole("rowheader", { name: thisMonth }) });
    expect(await row.getByRole("cell").allTextContents()).toEqual(["1", "1", "0", "0", "0"]);
    const senders = page.getByRole("region", { name: "Top senders" });
    await senders.getByRole("rowheader", { name: "Ada Admin" }).waitFor();
    expect(await senders.getByRole("row").filter({ hasText: "Ada Admin" }).getByRole("cell").last().textContent()).toBe("1");
    expect(await seriousViolations(page), "tables").toEqual([]);
    await page.close();
  });
});
