import { describe, expect, it, onTestFailed } from "vitest";
import type { Page } from "playwright-core";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { logInInBrowser, newQuietPage } from "./support/browser-accounts.ts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { signAsGuest } from "./support/guest-signing.ts";
import { mailedCode } from "./support/server.ts";
import { screenshotsOf, shootEveryPage } from "./support/screenshots.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";
import { downloadedBytes } from "./support/download.ts";

/**
 * Issue 31 in Chromium: a sender bulk-sends a template from a CSV of 200 rows (three of them
 * refused) through its page and downloads the refused rows; a visitor opens a template's public
 * link, confirms their address with the mailed code and signs as a guest, and the named
 * countersigner completes the request.
 */
// The rate limit of the invitations is lifted: the suite waits on the rows, not on the clock.
const suite = useServerAndBrowser({ env: { BULK_SEND_ROWS_PER_MINUTE: "100000" } });
const shoot = screenshotsOf("templates-");

/** A template of two roles on a one-page document: the first fills a city (and a start date) and signs, the second signs. */
async function createTemplate(token: string, title: string, roles: [string, string], options: { startDate?: boolean } = {}): Promise<string> {
  const uploaded = await callApi(suite.server.url, "POST", "/v3/documents", { token, body: { title, content: makeSimplePdf(title, 1).toString("base64") } });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const documentId = String((uploaded.body.documents as Array<{ id: string }>)[0]?.id);
  const place = (x: number, y: number, width: number, height: number) => ({ document_id: documentId, page: 1, x, y, width, height });
  const created = await callApi(suite.server.url, "POST", "/v3/templates", {
    token,
    body: {
      title,
      quality: "ses",
      documents: [documentId],
      roles: [
        {
          name: roles[0],
          signature_fields: [place(56, 640, 200, 94)],
          form_fields: [
            { type: "text", name: "City", ...place(56, 200, 200, 24) },
            ...(options.startDate ? [{ type: "date", name: "Start date", required: false, ...place(56, 240, 140, 24) }] : []),
          ],
        },
        { name: roles[1], signature_fields: [place(316, 640, 200, 94)], form_fields: [] },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return String(created.body.id);
}

/** 200 rows separated by ";": row 17's address is not one, row 88 has none, row 150's start date is not a date. */
function employeesCsv(): string {
  const lines = ["Employee.email;Employee.firstName;Employee.lastName;HR.email;City;Start date"];
  for (let row = 1; row <= 200; row += 1) {
    const email = row === 17 ? "not-an-address" : row === 88 ? "" : `employee.${row}@bulk.example.ch`;
    lines.push([email, `Erika ${row}`, "Muster", "hr@bulk.example.ch", "Bern", row === 150 ? "31.12.2027" : "2027-01-01"].join(";"));
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function chooseCsv(page: Page, name: string, text: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

describe("templates in the browser", () => {
  it(
    "bulk-sends a CSV of 200 rows: 197 requests made, exactly the 3 refused rows listed and downloaded, and the download reads back as a file to upload",
    async () => {
      onTestFailed(async () => {
        await shootEveryPage(suite.browser, shoot);
      });
      const email = `bulk.sender.${crypto.randomUUID().slice(0, 8)}@example.com`;
      const token = await signUpThroughApi(suite.server.url, email, { firstName: "Berta", lastName: "Bulk" });
      const templateId = await createTemplate(token, "Employment contract", ["Employee", "HR"], { startDate: true });

      const page = await newQuietPage(suite.browser, { width: 1280, height: 900 });
      await logInInBrowser(page, suite.server.url, email, API_PASSWORD);
      await page.goto(`${suite.server.url}/templates/${templateId}/bulk-send`);
      await page.getByRole("heading", { name: "Bulk send", level: 1 }).waitFor();
      await page.getByText("This template has not been bulk-sent yet.").waitFor();

      await chooseCsv(page, "employees.csv", employeesCsv());
      await page.getByText("200 requests will be made, one per row.").waitFor();
      const columns = page.getByRole("table", { name: "Columns" });
      expect(await columns.getByRole("row").allInnerTexts()).toEqual([
        "Column in the file\tUsed as",
        "Employee.email\tE-mail address of Employee",
        "Employee.firstName\tFirst name of Employee",
        "Employee.lastName\tLast name of Employee",
        "HR.email\tE-mail address of HR",
        "City\tPrefills the field “City”",
        "Start date\tPrefills the field “Start date”",
      ]);
      await page.getByRole("table", { name: "First rows" }).getByText("Erika 1 Muster <employee.1@bulk.example.ch>").waitFor();
      await shoot(page, "bulk-send-preview");
      expect(await seriousViolations(page)).toEqual([]);

      const [upload] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === `/api/v3/templates/${templateId}/bulk-sends`, { timeout: 60_000 }),
        page.getByRole("button", { name: "Send 200 requests" }).click(),
      ]);
      expect(upload.status(), await upload.text()).toBe(202);
      // The page moves on in the app (no document load): the address is what to wait on. It changes
      // once the progress page's chunk has loaded, from a server busy making the rows already.
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 120_000 }).toMatch(/^\/bulk-sends\/[0-9a-f-]{36}$/);
      const bulkSendId = new URL(page.url()).pathname.split("/").pop() ?? "";
      const bar = page.getByRole("progressbar", { name: "Rows done" });
      await expect.poll(() => bar.getAttribute("aria-valuenow"), { timeout: 240_000, interval: 500 }).toBe("200");
      await page.getByText("Done", { exact: true }).waitFor();
      expect(await page.getByTestId("bulk-sent").innerText()).toBe("197");
      expect(await page.getByTestId("bulk-failed").innerText()).toBe("3");
      expect(await page.getByTestId("bulk-pending").innerText()).toBe("0");
      const failed = page.getByTestId("failed-rows").getByRole("listitem");
      await expect.poll(() => failed.count()).toBe(3);
      const failedTexts = await failed.allInnerTexts();
      expect(failedTexts.map((text) => /^Row (\d+)/.exec(text)?.[1])).toEqual(["17", "88", "150"]);
      expect(failedTexts[0]).toContain("validation_failed");
      expect(failedTexts[2]).toContain("not_a_date");
      await shoot(page, "bulk-send-done");
      expect(await seriousViolations(page)).toEqual([]);

      // Through the API: 197 requests, all sent.
      const view = await callApi(suite.server.url, "GET", `/v3/bulk-sends/${bulkSendId}`, { token });
      expect(view.body).toMatchObject({ status: "completed", totalRows: 200, succeeded: 197, failed: 3, requestsCreated: 197 });
      const listed = await callApi(suite.server.url, "GET", "/v3/signature-requests-redesign?tab=search&size=25", { token });
      expect(listed.body.total).toBe(197);

      // The download holds exactly the three rows, as uploaded, with their numbers and errors.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download failed rows" }).click()]);
      const file = await downloadedBytes(download);
      const lines = file.toString("utf8").replace(/^\uFEFF/, "").trimEnd().split("\r\n");
      // errors.csv writes with "," whatever the upload used.
      expect(lines[0]).toBe("Employee.email,Employee.firstName,Employee.lastName,HR.email,City,Start date,#row,#error");
      expect(lines.slice(1).map((line) => line.split(",")[6])).toEqual(["17", "88", "150"]);
      expect(lines[1]).toMatch(/^not-an-address,Erika 17,/);
      expect(lines[3]).toMatch(/^employee\.150@bulk\.example\.ch,Erika 150,Muster,hr@bulk\.example\.ch,Bern,31\.12\.2027,150,/);

      // Fixed in a spreadsheet, it goes back through the same page: the # columns are notes.
      const fixed = lines.map((line, index) =>
        index === 1 ? line.replace("not-an-address", "employee.17@bulk.example.ch") : index === 2 ? line.replace(/^,/, "employee.88@bulk.example.ch,") : line.replace("31.12.2027", "2027-12-31"),
      );
      await page.getByRole("link", { name: "Back to the bulk send" }).click();
      await page.getByRole("link", { name: /Open the bulk send of/ }).waitFor();
      await chooseCsv(page, "fixed.csv", `\uFEFF${fixed.join("\r\n")}\r\n`);
      await page.getByText("3 requests will be made, one per row.").waitFor();
      expect(await page.getByRole("table", { name: "Columns" }).getByRole("row").filter({ hasText: "Ignored (note)" }).count()).toBe(2);
      await page.context().close();
    },
    420_000,
  );

  it(
    "lets a visitor sign through a template's public link with the mailed code; the named countersigner completes the request",
    async () => {
      onTestFailed(async () => {
        await shootEveryPage(suite.browser, shoot);
      });
      const ownerToken = await signUpThroughApi(suite.server.url, "olga.owner@example.com", { firstName: "Olga", lastName: "Owner" });
      const hrEmail = "hanna.hr@example.com";
      const hrToken = await signUpThroughApi(suite.server.url, hrEmail, { firstName: "Hanna", lastName: "Personal" });
      const templateId = await createTemplate(ownerToken, "Volunteer agreement", ["Volunteer", "Organisation"]);
      const link = await callApi(suite.server.url, "POST", `/v3/templates/${templateId}/direct-link`, { token: ownerToken, body: { openRole: "Volunteer", roles: { Organisation: { email: hrEmail } } } });
      expect(link.status, JSON.stringify(link.body)).toBe(201);
      const linkToken = String(link.body.token);

      const visitorEmail = "vera.visitor@example.com";
      const visitor = await newQuietPage(suite.browser, { width: 390, height: 844 });
      await visitor.goto(`${suite.server.url}/template-link/${linkToken}`);
      await visitor.getByRole("heading", { name: "Volunteer agreement", level: 1 }).waitFor();
      await visitor.getByText("Sent by Olga Owner").waitFor();
      await visitor.getByText("You sign as: Volunteer").waitFor();
      expect(await seriousViolations(visitor)).toEqual([]);
      await visitor.getByLabel("First name").fill("Vera");
      await visitor.getByLabel("Last name").fill("Visitor");
      await visitor.getByLabel("E-mail address").fill(visitorEmail);
      await shoot(visitor, "link-details-390");
      await visitor.getByRole("button", { name: "Send me the code" }).click();
      await visitor.getByText(/We sent a six-digit code to v•••@example\.com/).waitFor();

      const code = await mailedCode(suite.server.url, visitorEmail, "template-link-code");
      expect(code).toMatch(/^\d{6}$/);
      const codeField = visitor.getByRole("textbox", { name: "Code" });
      await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
      await visitor.getByRole("button", { name: "Confirm and open the document" }).click();
      await visitor.getByText("This code is wrong. Check the e-mail and try again.").waitFor();
      await shoot(visitor, "link-code-390");
      await codeField.fill(code);
      await visitor.getByRole("button", { name: "Confirm and open the document" }).click();
      await visitor.waitForURL(/\/view\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/, { timeout: 30_000 });
      const requestId = new URL(visitor.url()).pathname.split("/")[2] ?? "";

      // The guest view takes over: fill the city, sign with the e-mailed signing code.
      await visitor.getByRole("heading", { name: "Volunteer agreement", level: 1 }).waitFor();
      await visitor.getByRole("region", { name: "Fields to fill in" }).getByRole("textbox", { name: "City" }).fill("Lugano");
      await signAsGuest(visitor, suite.server.url, visitorEmail);

      const afterVisitor = await callApi(suite.server.url, "GET", `/v3/signature-requests/${requestId}`, { token: ownerToken });
      expect(afterVisitor.body).toMatchObject({ status: "open", templateId });
      const signers = afterVisitor.body.signers as Array<{ email: string; status: string; formFields: Array<{ name: string; value: unknown }> }>;
      expect(signers.map((signer) => [signer.email, signer.status])).toEqual([
        [visitorEmail, "signed"],
        [hrEmail, "open"],
      ]);
      expect(signers[0]?.formFields.find((field) => field.name === "City")?.value).toBe("Lugano");

      const countersigned = await callApi(suite.server.url, "POST", "/v3/sign", { token: hrToken, body: { signatureRequests: [{ signatureRequestId: requestId }] } });
      expect(countersigned.status, JSON.stringify(countersigned.body)).toBe(200);
      expect((await callApi(suite.server.url, "GET", `/v3/signature-requests/${requestId}`, { token: ownerToken })).body.status).toBe("completed");

      // Revoked, the link says so plainly.
      expect((await callApi(suite.server.url, "DELETE", `/v3/templates/${templateId}/direct-link`, { token: ownerToken })).status).toBe(204);
      const later = await newQuietPage(suite.browser);
      await later.goto(`${suite.server.url}/template-link/${linkToken}`);
      await later.getByRole("heading", { name: "This link has been revoked", level: 1 }).waitFor();
      await later.goto(`${suite.server.url}/template-link/${"x".repeat(43)}`);
      await later.getByRole("heading", { name: "This link does not exist", level: 1 }).waitFor();
      for (const page of [visitor, later]) await page.context().close();
    },
    300_000,
  );
});
