import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BulkSendPreview, BulkSendView, TemplateView } from "@paraph/contracts";
import { json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

/** The first page of the file compiles and loads its chunks cold, which on a busy machine takes longer than Testing Library's 5 s. */
const COLD_PAGE = { timeout: 20_000 };

const TEMPLATE_ID = "7e000000-0000-4000-8000-000000000001";
const BULK_ID = "b5000000-0000-4000-8000-000000000001";
const DOCUMENT_ID = "d0000000-0000-4000-8000-000000000001";

const TEMPLATE: TemplateView = {
  id: TEMPLATE_ID,
  title: "Employment contract",
  message: null,
  signingOrder: "sequential",
  quality: "ses",
  legislation: null,
  version: 1,
  businessId: null,
  owner: { id: "user-1", email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" },
  documents: [],
  roles: [
    {
      name: "Employee",
      position: 0,
      quality: null,
      signatureFields: [],
      formFields: [{ type: "text", name: "City", document_id: DOCUMENT_ID, page: 1, x: 60, y: 100, width: 200, height: 24, required: true, multiline: false, max_length: 200 }],
    },
    { name: "HR", position: 1, quality: null, signatureFields: [], formFields: [] },
  ],
  directLink: null,
  canEdit: true,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
};

const PREVIEW: BulkSendPreview = {
  rows: 200,
  allowed: 450,
  separator: ";",
  columns: [
    { header: "Employee.email", kind: "email", role: "Employee" },
    { header: "Employee.firstName", kind: "firstName", role: "Employee" },
    { header: "HR.email", kind: "email", role: "HR" },
    { header: "City", kind: "field", field: "City" },
    { header: "#note", kind: "ignored" },
  ],
  preview: [
    { row: 1, roles: { Employee: { email: "erika@example.ch", firstName: "Erika" }, HR: { email: "hr@example.ch" } }, prefill: { City: "Bern" } },
    { row: 2, roles: {}, prefill: {} },
  ],
};

const view = (overrides: Partial<BulkSendView> = {}): BulkSendView => ({
  id: BULK_ID,
  templateId: TEMPLATE_ID,
  templateTitle: "Employment contract",
  createdBy: "a0000000-0000-4000-8000-000000000001",
  status: "running",
  totalRows: 200,
  rowsDone: 50,
  succeeded: 49,
  failed: 1,
  requestsCreated: 49,
  createdAt: "2026-11-29T09:00:00.000Z",
  startedAt: "2026-11-29T09:00:01.000Z",
  completedAt: null,
  ...overrides,
});

function handlers(extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    "GET /api/v1/user": () => json(200, makeUser()),
    [`GET /api/v3/templates/${TEMPLATE_ID}`]: () => json(200, TEMPLATE),
    [`GET /api/v3/templates/${TEMPLATE_ID}/bulk-sends`]: () => json(200, { items: [view({ status: "completed", rowsDone: 200, succeeded: 197, failed: 3 })] }),
    [`POST /api/v3/templates/${TEMPLATE_ID}/bulk-sends/dry-run`]: () => json(200, PREVIEW),
    ...extra,
  };
}

function chooseCsv(container: HTMLElement, name = "people.csv", type = "text/csv"): void {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [new File(["Employee.email;HR.email\n"], name, { type })] } });
}

describe("/templates/:templateId/bulk-send", () => {
  it("shows how the CSV is read (each column's use, the first rows, the count and the quota), sends it and opens the progress view", async () => {
    let isSent = false;
    const app = await renderApp(
      `/templates/${TEMPLATE_ID}/bulk-send`,
      handlers({
        [`POST /api/v3/templates/${TEMPLATE_ID}/bulk-sends`]: () => {
          isSent = true;
          return json(202, view({ status: "queued", rowsDone: 0, succeeded: 0, failed: 0, requestsCreated: 0, startedAt: null }));
        },
        [`GET /api/v3/bulk-sends/${BULK_ID}`]: () => json(200, view({ status: "queued", rowsDone: 0, succeeded: 0, failed: 0, requestsCreated: 0 })),
      }),
      { token: "t" },
    );
    await screen.findByText("Template: Employment contract", {}, COLD_PAGE);
    expect(screen.getByText(/Columns the template takes: Employee\.email, Employee\.firstName, Employee\.lastName, HR\.email, HR\.firstName, HR\.lastName, City/)).toBeTruthy();
    // The earlier bulk sends link to their progress views.
    const history = screen.getByRole("region", { name: "Previous bulk sends" });
    expect((await within(history).findByRole("link", { name: /Open the bulk send of/ })).getAttribute("href")).toBe(`/bulk-sends/${BULK_ID}`);

    chooseCsv(app.container);
    expect(await screen.findByText("200 requests will be made, one per row.")).toBeTruthy();
    expect(screen.getByText("Your plan's signatures left cover 450 rows.")).toBeTruthy();
    const columns = screen.getByRole("table", { name: "Columns" });
    const mapping = within(columns)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));
    expect(mapping).toEqual([
      ["Employee.email", "E-mail address of Employee"],
      ["Employee.firstName", "First name of Employee"],
      ["HR.email", "E-mail address of HR"],
      ["City", "Prefills the field “City”"],
      ["#note", "Ignored (note)"],
    ]);
    const rows = screen.getByRole("table", { name: "First rows" });
    expect(within(rows).getByText("Erika <erika@example.ch>")).toBeTruthy();
    expect(within(rows).getByText("City: Bern")).toBeTruthy();
    expect(within(rows).getByText(/This row cannot be read/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Send 200 requests" }));
    await app.expectLocation(`/bulk-sends/${BULK_ID}`);
    expect(isSent).toBe(true);
    expect(await screen.findByRole("heading", { name: "Bulk send of “Employment contract”", level: 1 })).toBeTruthy();
  }, 30_000);

  it("says when the plan's signatures left do not cover every row and offers no Send", async () => {
    const app = await renderApp(`/templates/${TEMPLATE_ID}/bulk-send`, handlers({ [`POST /api/v3/templates/${TEMPLATE_ID}/bulk-sends/dry-run`]: () => json(200, { ...PREVIEW, allowed: 120 }) }), { token: "t" });
    await screen.findByText("Template: Employment contract", {}, COLD_PAGE);
    chooseCsv(app.container);
    expect(await screen.findByText(/cover only 120 of the 200 rows/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send 200 requests" }) as HTMLButtonElement).disabled).toBe(true);
   }, 30_000);

  it("flags unknown columns with what the template takes, and refuses a file that is not a CSV before sending it", async () => {
    const unknown = () => json(400, { code: "bulk_send_columns_unknown", message: "unknown", details: { columns: ["Town", "HR.mail"], known: ["Employee.email", "HR.email", "City"] } });
    const app = await renderApp(`/templates/${TEMPLATE_ID}/bulk-send`, handlers({ [`POST /api/v3/templates/${TEMPLATE_ID}/bulk-sends/dry-run`]: unknown }), { token: "t" });
    await screen.findByText("Template: Employment contract", {}, COLD_PAGE);
    chooseCsv(app.container);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The CSV header has columns that are neither");
    expect(alert.textContent).toContain("These columns are neither a role's person nor a form field of the template: Town, HR.mail.");
    expect(alert.textContent).toContain("The template takes: Employee.email, HR.email, City.");
    const flagged = screen.getByRole("list", { name: "Columns" });
    expect(within(flagged).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Town Not known", "HR.mail Not known"]);
    expect(screen.queryByRole("button", { name: /Send/ })).toBeNull();

    const before = app.calls.filter((call) => call.key.endsWith("/dry-run")).length;
    chooseCsv(app.container, "contract.pdf", "application/pdf");
    expect(await screen.findByText("Choose a CSV file (.csv or plain text).")).toBeTruthy();
    expect(app.calls.filter((call) => call.key.endsWith("/dry-run")).length).toBe(before);
  }, 30_000);
});

describe("/bulk-sends/:bulkSendId", () => {
  it("shows the progress as it changes until the end, the totals and the failed rows with their numbers and errors", async () => {
    let reads = 0;
    const failed = [
      { row: 17, error: "validation_failed: roles.Employee.email: Not an e-mail address" },
      { row: 88, error: 'template_prefill_invalid: The prefilled values do not fit their fields {"fields":[{"name":"Start date","problem":"not_a_date"}]}' },
    ];
    await renderApp(
      `/bulk-sends/${BULK_ID}`,
      handlers({
        [`GET /api/v3/bulk-sends/${BULK_ID}`]: () => {
          reads += 1;
          return json(200, reads === 1 ? view() : view({ status: "completed", rowsDone: 200, succeeded: 198, failed: 2, requestsCreated: 198, completedAt: "2026-11-29T09:01:00.000Z" }));
        },
        [`GET /api/v3/bulk-sends/${BULK_ID}/failed-rows`]: () => json(200, { items: reads === 1 ? failed.slice(0, 1) : failed, nextAfter: null }),
      }),
      { token: "t" },
    );
    const bar = await screen.findByRole("progressbar", { name: "Rows done" }, COLD_PAGE);
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(bar.getAttribute("aria-valuemax")).toBe("200");
    expect(screen.getByText("Sending")).toBeTruthy();
    expect(screen.getByTestId("bulk-pending").textContent).toBe("150");

    // The page asks again on its own until the bulk send is done.
    await waitFor(() => expect(screen.getByRole("progressbar", { name: "Rows done" }).getAttribute("aria-valuenow")).toBe("200"));
    expect(screen.getByText("Done")).toBeTruthy();
    expect([screen.getByTestId("bulk-sent").textContent, screen.getByTestId("bulk-failed").textContent, screen.getByTestId("bulk-pending").textContent]).toEqual(["198", "2", "0"]);
    const list = await screen.findByTestId("failed-rows");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent?.slice(0, 6))).toEqual(["Row 17", "Row 88"]);
    expect(within(list).getByText(/not_a_date/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download failed rows" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the bulk send" }).getAttribute("href")).toBe(`/templates/${TEMPLATE_ID}/bulk-send`);
  }, 30_000);

  it("says a bulk send the caller may not see is not found", async () => {
    await renderApp(`/bulk-sends/${BULK_ID}`, handlers({ [`GET /api/v3/bulk-sends/${BULK_ID}`]: () => json(404, { code: "not_found", message: "Not found", details: {} }) }), { token: "t" });
    expect((await screen.findByRole("alert", {}, COLD_PAGE)).textContent).toBe("This could not be found.");
   }, 30_000);
});
