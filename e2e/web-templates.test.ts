import { describe, expect, it, onTestFailed } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { SignatureRequestView, TemplateView } from "@paraph/contracts";
import { callApi } from "./support/api-accounts.ts";
import { newQuietPage, newSignedInPage } from "./support/browser-accounts.ts";
import { useSigningBrowserSuite } from "./support/browser-suite.ts";
import { addBusinessMember, createBusinessAdmin } from "./support/business-admin.ts";
import { signAsGuest } from "./support/guest-signing.ts";
import { pdftotext } from "./support/pdf-text.ts";
import { screenshotsOf, shootEveryPage } from "./support/screenshots.ts";
import { guestLinkPath } from "./support/server.ts";
import { expectValidSignatures } from "./support/signature-checks.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";
import { cutButtonLabels } from "./support/cut-labels.ts";

/**
 * Issue 31 in Chromium, templates end to end: a business admin builds a template of a three-page
 * contract in the editor (two roles in signing order, six fields of six types placed by drag,
 * click and keyboard on all three pages) and shares it; a member who may not change it finds it
 * under "Shared with my business" and sends it to two people; the first fills and signs at
 * 1280 px, the second on a 390 px phone. The signed PDF shows each value on its page (pdftotext),
 * carries two valid signatures (pdfsig, OpenSSL, qpdf), and /v1/validate and the /validate page
 * name per signature the values it covers.
 */
const suite = useSigningBrowserSuite();
const shoot = screenshotsOf("templates-editor-", { fullPage: true });

const TITLE = "Employment contract";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

type TemplateBox = TemplateView["roles"][number]["signatureFields"][number];

/**
 * A page of the document shown, measured by its frame: the frame stays while the page's picture
 * arrives, but the image element does not (the loaded picture replaces the placeholder element,
 * and a measurement that catches the old one leaving reads no box at all).
 */
const pageFrame = (page: Page, pageNumber: number) => page.getByTestId("document-pages").locator(`[data-page="${pageNumber}"]`);

/**
 * A point on a page of the document shown, as fractions of the page's width and height, brought
 * into view as a mouse user does it (also while dragging): the wheel over the viewer's pages, which
 * scroll inside it and then the window.
 */
async function pointOnPage(page: Page, pageNumber: number, fraction: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const frame = pageFrame(page, pageNumber);
  const list = page.getByTestId("document-pages");
  const screen = page.viewportSize() ?? DESKTOP;
  for (let turn = 0; turn < 12; turn += 1) {
    const box = await frame.boundingBox();
    const shown = await list.boundingBox();
    if (!box || !shown) throw new Error(`page ${pageNumber} is not shown`);
    const top = Math.max(shown.y, 0) + 30;
    const bottom = Math.min(shown.y + shown.height, screen.height) - 30;
    const point = { x: box.x + box.width * fraction.x, y: box.y + box.height * fraction.y };
    if (point.y >= top && point.y <= bottom) return point;
    if (bottom > top) await page.mouse.move(shown.x + shown.width / 2, (top + bottom) / 2, { steps: 4 });
    await page.mouse.wheel(0, point.y - (top + bottom) / 2);
    await untilStill(frame, box.y);
  }
  throw new Error(`the point on page ${pageNumber} could not be scrolled into view`);
}

/** The wheel does not wait for the scroll: waits until the element moved from `before` and stopped (or, at the end of the scroll, did not move). */
async function untilStill(element: Locator, before: number): Promise<void> {
  let last = before;
  let hasMoved = false;
  for (let reading = 0; reading < 40; reading += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = (await element.boundingBox())?.y ?? last;
    if (Math.abs(now - before) >= 0.5) hasMoved = true;
    if (hasMoved && Math.abs(now - last) < 0.5) return;
    last = now;
  }
}

/** Where a point of a page is in PDF points (the API's positions: from the top-left corner). */
async function pointsOf(page: Page, pageNumber: number, at: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const box = await pageFrame(page, pageNumber).boundingBox();
  if (!box) throw new Error(`page ${pageNumber} is not shown`);
  const scale = box.width / 595;
  return { x: (at.x - box.x) / scale, y: (at.y - box.y) / scale };
}

/** Drags a palette button onto a page with the mouse (pointer events), turning the wheel on the way; answers the drop point in PDF points. */
async function dragOntoPage(page: Page, button: Locator, pageNumber: number, fraction: { x: number; y: number }): Promise<{ x: number; y: number }> {
  await button.scrollIntoViewIfNeeded();
  const from = await button.boundingBox();
  if (!from) throw new Error("the palette button is not shown");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 3 });
  const to = await pointOnPage(page, pageNumber, fraction);
  await page.mouse.move(to.x, to.y, { steps: 10 });
  // Measured before the drop: the new field takes the focus, which may scroll the page.
  const dropped = await pointsOf(page, pageNumber, to);
  await page.mouse.up();
  return dropped;
}

/** The selected field's settings (the panel names the type and the role): a new name, and what else the test sets. */
async function nameField(page: Page, settingsOf: string, name: string, more: (settings: Locator) => Promise<void> = async () => {}): Promise<void> {
  const settings = page.getByRole("region", { name: `Field settings: ${settingsOf}` });
  await settings.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await more(settings);
  await settings.getByRole("button", { name: "Done" }).click();
}

const typeButton = (page: Page, type: string, role: string) => page.getByRole("toolbar", { name: "Field types" }).getByRole("button", { name: `Add a ${type} field for ${role}` });

/** The admin builds the template in the editor and saves it; its id. */
async function buildTemplateInEditor(admin: Page, adminToken: string): Promise<string> {
  await admin.goto(`${suite.server.url}/templates/new`);
  await admin.getByRole("heading", { name: "New template", level: 1 }).waitFor();
  const details = admin.getByRole("region", { name: "Details" });
  await details.getByRole("textbox", { name: "Name" }).fill(TITLE);
  await details.getByRole("checkbox", { name: "Share with my business" }).check();
  await admin.locator('input[type="file"]').setInputFiles({ name: `${TITLE}.pdf`, mimeType: "application/pdf", buffer: makeSimplePdf(TITLE, 3) });
  await admin.getByRole("region", { name: "Documents", exact: true }).getByText("Pages: 3").waitFor({ timeout: 30_000 });
  const roles = admin.getByRole("region", { name: "Roles" });
  for (const role of ["Employee", "HR"]) {
    await roles.getByRole("textbox", { name: "New role" }).fill(role);
    await roles.getByRole("button", { name: "Add role" }).click();
  }
  await admin.getByRole("img", { name: "Page 3 of 3" }).waitFor();

  // Employee (chosen first): a click on page 3 places their signature field there.
  const clickFor = admin.getByRole("group", { name: "Clicking a page places a field for" });
  expect(await clickFor.getByRole("radio", { name: "Employee" }).isChecked()).toBe(true);
  const employeeSignature = await pointOnPage(admin, 3, { x: 0.3, y: 0.8 });
  await admin.mouse.click(employeeSignature.x, employeeSignature.y);
  await admin.getByRole("group", { name: "Signature field of Employee" }).waitFor();

  // A text field dragged onto page 1; a date field from the keyboard goes beside it and is moved down with the arrow keys.
  const cityDrop = await dragOntoPage(admin, typeButton(admin, "Text", "Employee"), 1, { x: 0.35, y: 0.3 });
  await nameField(admin, "Text field of Employee", "City");
  await typeButton(admin, "Date", "Employee").focus();
  await admin.keyboard.press("Enter");
  const date = admin.getByRole("group", { name: "Date field “Date 1” of Employee" });
  await expect.poll(() => date.evaluate((element) => element === document.activeElement)).toBe(true);
  await admin.keyboard.press("Shift+ArrowDown");
  await admin.keyboard.press("Shift+ArrowDown");
  await nameField(admin, "Date field of Employee", "Start date");
  // A checkbox dragged onto page 2, and a list beside it by a press.
  const checkboxDrop = await dragOntoPage(admin, typeButton(admin, "Checkbox", "Employee"), 2, { x: 0.2, y: 0.4 });
  await nameField(admin, "Checkbox field of Employee", "Code of conduct", (settings) => settings.getByRole("textbox", { name: /Label shown to the signer/ }).fill("I accept the code of conduct"));
  await typeButton(admin, "List", "Employee").click();
  await nameField(admin, "List field of Employee", "Department", (settings) => settings.getByRole("textbox", { name: "Options, one per line" }).fill("Sales\nFinance\nLegal"));

  // HR: a signature field by a click on page 3, a number dragged onto page 3 and initials beside it from the keyboard.
  await clickFor.getByRole("radio", { name: "HR" }).check();
  const hrSignature = await pointOnPage(admin, 3, { x: 0.7, y: 0.8 });
  await admin.mouse.click(hrSignature.x, hrSignature.y);
  await admin.getByRole("group", { name: "Signature field of HR" }).waitFor();
  const salaryDrop = await dragOntoPage(admin, typeButton(admin, "Number", "HR"), 3, { x: 0.3, y: 0.35 });
  await nameField(admin, "Number field of HR", "Salary", (settings) => settings.getByRole("textbox", { name: /Smallest number/ }).fill("0"));
  await typeButton(admin, "Initials", "HR").focus();
  await admin.keyboard.press("Enter");
  await nameField(admin, "Initials field of HR", "HR initials");
  await shoot(admin, "1-editor");

  await admin.getByRole("button", { name: "Save template" }).click();
  await admin.waitForURL(/\/templates\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const templateId = new URL(admin.url()).pathname.split("/").pop() ?? "";

  // What was saved: every field on the page it was put on, where it was dropped (centred on the drop point).
  const saved = await callApi(suite.server.url, "GET", `/v3/templates/${templateId}`, { token: adminToken });
  expect(saved.status).toBe(200);
  const template = saved.body as unknown as TemplateView;
  expect(template.businessId).not.toBeNull();
  expect(template.roles.map((role) => role.name)).toEqual(["Employee", "HR"]);
  const [employee, hr] = template.roles;
  expect(employee?.signatureFields.map((field) => field.page)).toEqual([3]);
  expect(hr?.signatureFields.map((field) => field.page)).toEqual([3]);
  expect(employee?.formFields.map((field) => [field.name, field.type, field.page])).toEqual([
    ["City", "text", 1],
    ["Start date", "date", 1],
    ["Code of conduct", "checkbox", 2],
    ["Department", "dropdown", 2],
  ]);
  expect(hr?.formFields.map((field) => [field.name, field.type, field.page])).toEqual([
    ["Salary", "number", 3],
    ["HR initials", "initials", 3],
  ]);
  const [city, startDate, conduct, department] = employee?.formFields ?? [];
  const [salary, initials] = hr?.formFields ?? [];
  const centre = (field: TemplateBox | undefined) => ({ x: (field?.x ?? 0) + (field?.width ?? 0) / 2, y: (field?.y ?? 0) + (field?.height ?? 0) / 2 });
  for (const [field, drop] of [
    [city, cityDrop],
    [conduct, checkboxDrop],
    [salary, salaryDrop],
  ] as const) {
    expect(centre(field).x).toBeCloseTo(drop.x, -1);
    expect(centre(field).y).toBeCloseTo(drop.y, -1);
  }
  // A press puts the field beside the one placed before it (8 points apart), then the arrow keys moved it 20 points down.
  expect(startDate?.x).toBeCloseTo((city?.x ?? 0) + (city?.width ?? 0) + 8, 1);
  expect(startDate?.y).toBeCloseTo((city?.y ?? 0) + 20, 1);
  expect(department?.x).toBeCloseTo((conduct?.x ?? 0) + (conduct?.width ?? 0) + 8, 1);
  expect(department?.y).toBeCloseTo(conduct?.y ?? 0, 1);
  expect(initials?.x).toBeCloseTo((salary?.x ?? 0) + (salary?.width ?? 0) + 8, 1);
  expect(conduct).toMatchObject({ label: "I accept the code of conduct" });
  expect(department).toMatchObject({ options: ["Sales", "Finance", "Legal"] });
  return templateId;
}

type RequestView = Pick<SignatureRequestView, "status" | "templateId" | "templateVersion" | "documents" | "signers">;

describe("templates in the browser, from the editor to the signed PDF", () => {
  it(
    "an admin builds and shares a template of three pages, a member sends it, two people fill and sign at 1280 and 390 px; each value is on its page and in its signature",
    async () => {
      onTestFailed(async () => {
        await shootEveryPage(suite.browser, shoot);
      });
      const url = suite.server.url;
      // Addresses of their own per attempt, so that a retry can sign up again.
      const attempt = crypto.randomUUID().slice(0, 8);
      const adminPerson = { email: `anna.admin.${attempt}@contracts.example`, firstName: "Anna", lastName: "Admin" };
      const memberPerson = { email: `max.member.${attempt}@contracts.example`, firstName: "Max", lastName: "Member" };
      const employee = { email: `erika.${attempt}@example.com`, firstName: "Erika", lastName: "Muster" };
      const hr = { email: `hans.${attempt}@example.com`, firstName: "Hans", lastName: "Personal" };
      const business = await createBusinessAdmin(url, adminPerson, { name: "Contracts AG", email: `office.${attempt}@contracts.example` });
      const memberToken = await addBusinessMember(url, business, memberPerson);

      // 1. The admin builds and shares the template.
      const admin = await newSignedInPage(suite.browser, business.adminToken, DESKTOP);
      const templateId = await buildTemplateInEditor(admin, business.adminToken);
      await admin.context().close();

      // 2. The member finds it shared (not among their own), may use it but not change it, and sends it.
      const member = await newSignedInPage(suite.browser, memberToken, DESKTOP);
      await member.goto(`${url}/templates`);
      await member.getByRole("heading", { name: "You have no template yet." }).waitFor();
      await member.getByRole("navigation", { name: "Which templates" }).getByRole("link", { name: "Shared with my business" }).click();
      const row = member.getByRole("row").filter({ hasText: TITLE });
      await row.getByText("by Anna Admin").waitFor();
      expect(await row.getByRole("cell").allInnerTexts()).toEqual(expect.arrayContaining(["Employee → HR", "1"]));
      await row.getByText("Shared", { exact: true }).waitFor();
      expect(await row.getByRole("link", { name: `Edit ${TITLE}` }).count()).toBe(0);
      await row.getByRole("link", { name: `Use ${TITLE}` }).click();
      await member.getByRole("heading", { name: `Use “${TITLE}”`, level: 1 }).waitFor();
      for (const [role, person] of [
        ["Employee", employee],
        ["HR", hr],
      ] as const) {
        const group = member.getByRole("group", { name: role });
        await group.getByRole("textbox", { name: "E-mail address" }).fill(person.email);
        await group.getByRole("textbox", { name: /First name/ }).fill(person.firstName);
        await group.getByRole("textbox", { name: /Last name/ }).fill(person.lastName);
      }
      await shoot(member, "2-use");
      await member.getByRole("button", { name: "Send now" }).click();
      await member.waitForURL(/\/view\/[0-9a-f-]{36}$/, { timeout: 30_000 });
      const requestId = new URL(member.url()).pathname.split("/").pop() ?? "";
      const sent = (await callApi(url, "GET", `/v3/signature-requests/${requestId}`, { token: memberToken })).body as unknown as RequestView;
      expect(sent).toMatchObject({ status: "open", templateId, templateVersion: 1 });
      expect(sent.signers.map((signer) => signer.email)).toEqual([employee.email, hr.email]);

      // 3a. Erika fills her four fields at 1280 px, all at once, and signs with the mailed code.
      const erika = await newQuietPage(suite.browser, DESKTOP);
      await erika.goto(`${url}${await guestLinkPath(url, employee.email, requestId)}`);
      await erika.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
      const erikaFields = erika.getByRole("region", { name: "Fields to fill in" });
      await erikaFields.getByRole("button", { name: "Show all fields" }).click();
      await erikaFields.getByRole("textbox", { name: "City" }).fill("Bern");
      await erikaFields.getByRole("textbox", { name: "Start date" }).fill("01/03/2027");
      await erikaFields.getByRole("checkbox", { name: "I accept the code of conduct" }).check();
      await erikaFields.getByRole("combobox", { name: "Department" }).selectOption("Finance");
      await shoot(erika, "3-erika-1280");
      await signAsGuest(erika, url, employee.email);

      // 3b. Hans, on a phone, is invited once Erika signed; he fills his two fields one at a time by touch and signs.
      const hans = await newQuietPage(suite.browser, PHONE, { isMobile: true, hasTouch: true });
      await hans.goto(`${url}${await guestLinkPath(url, hr.email, requestId)}`);
      await hans.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
      const hansFields = hans.getByRole("region", { name: "Fields to fill in" });
      await hansFields.getByText("Field 1 of 2 · Page 3").waitFor();
      await hansFields.getByRole("textbox", { name: "Salary" }).fill("85000");
      await hansFields.getByRole("button", { name: "Next field" }).tap();
      await hansFields.getByText("Field 2 of 2 · Page 3").waitFor();
      await hansFields.getByRole("textbox", { name: "HR initials" }).fill("HP");
      // Erika's values are shown to him as hers, read-only.
      await hansFields.getByText("Bern").waitFor();
      // The phone's page fits its width, and no button's label is cut.
      expect(await hans.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await cutButtonLabels(hans)).toEqual([]);
      await shoot(hans, "4-hans-390");
      await signAsGuest(hans, url, hr.email);

      const completed = (await callApi(url, "GET", `/v3/signature-requests/${requestId}`, { token: memberToken })).body as unknown as RequestView;
      expect(completed.status).toBe("completed");
      expect(completed.signers.map((signer) => [signer.status, signer.quality])).toEqual([
        ["signed", "ses"],
        ["signed", "ses"],
      ]);

      // 4. The signed PDF: each value on its own page and on no other, two valid signatures.
      const download = await fetch(`${url}/api/v3/documents/${completed.documents[0]?.id}/download?signed=true`, { headers: { Authorization: `Bearer ${memberToken}` } });
      expect(download.status).toBe(200);
      const pdf = Buffer.from(await download.arrayBuffer());
      const pages = await Promise.all([1, 2, 3].map((page) => pdftotext(pdf, { page })));
      const values: Array<[string, number]> = [
        ["Bern", 1],
        ["01/03/2027", 1],
        ["Finance", 2],
        ["85000", 3],
        ["HP", 3],
      ];
      for (const [index, text] of pages.entries()) {
        expect(text).toContain(`${TITLE} - page ${index + 1} of 3`);
        for (const [value, page] of values) {
          if (page === index + 1) expect(text).toContain(value);
          else expect(text).not.toContain(value);
        }
      }
      await expectValidSignatures(pdf, suite.validators, ["Erika Muster", "Hans Personal"]);

      // The /validate page checks it with POST /v1/validate: each signature lists exactly what its signer filled, read from its own revision.
      await member.goto(`${url}/validate`);
      const [validated] = await Promise.all([
        member.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/v1/validate", { timeout: 30_000 }),
        member.locator('input[type="file"]').setInputFiles({ name: "signed.pdf", mimeType: "application/pdf", buffer: pdf }),
      ]);
      expect(validated.status()).toBe(200);
      const report = (await validated.json()) as { verdict: string; signatures: Array<{ signer: { name: string | null }; formFields: Array<{ name: string; page: number; value: unknown }> }> };
      expect(report.verdict).toBe("valid");
      const bySigner = report.signatures.filter((signature) => signature.signer.name !== null && signature.formFields.length > 0);
      expect(bySigner.map((signature) => [signature.signer.name, signature.formFields])).toEqual([
        [
          "Erika Muster",
          [
            { name: "City", page: 1, value: "Bern" },
            { name: "Start date", page: 1, value: "2027-03-01" },
            { name: "Code of conduct", page: 2, value: true },
            { name: "Department", page: 2, value: "Finance" },
          ],
        ],
        [
          "Hans Personal",
          [
            { name: "Salary", page: 3, value: "85000" },
            { name: "HR initials", page: 3, value: "HP" },
          ],
        ],
      ]);
      // The page names them per signature too, and tells the first that the later fields were filled by a later signer.
      await member.getByRole("heading", { level: 2, name: "All signatures are valid" }).waitFor();
      const erikaCard = member.getByRole("article", { name: "Signature 1: Erika Muster" });
      const hansCard = member.getByRole("article", { name: "Signature 2: Hans Personal" });
      const filledOnCard = async (card: Locator) => (await card.getByRole("listitem").allInnerTexts()).filter((text) => text.includes("(page "));
      expect(await filledOnCard(erikaCard)).toEqual(["City (page 1): Bern", "Start date (page 1): 01/03/2027", "Code of conduct (page 2): ticked", "Department (page 2): Finance"]);
      expect(await filledOnCard(hansCard)).toEqual(["Salary (page 3): 85000", "HR initials (page 3): HP"]);
      await erikaCard.getByText("Filled in after this signature by later signers, each covered by their own signature: “Salary”, “HR initials”.", { exact: false }).waitFor();
      await shoot(member, "5-validate");
      for (const page of [member, erika, hans]) await page.context().close();
    },
    180_000,
  );
});
