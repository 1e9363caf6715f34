import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkSendPreviewSchema, bulkSendSchema, signatureRequestSchema } from "@paraph/contracts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { apiTokenOf, createApiUserAs } from "../api-users/test-helpers.ts";
import { addToBusiness, createBusinessCast } from "../businesses/test-helpers.ts";
import { createEmploymentTemplate } from "../templates/test-helpers.ts";
import { createWebhookAs } from "../webhooks/test-helpers.ts";
import { employmentCsv, readBulkSend, runBulkSendToEnd, uploadBulkCsv } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function requestsOfTemplate(templateId: string): Promise<{ id: string; status: string }[]> {
  return testApp.context.db.selectFrom("signature_requests").select(["id", "status"]).where("template_id", "=", templateId).execute();
}

/** The first signer (the employee) of every request the bulk send made, by address. */
async function employeeAddresses(bulkSendId: string): Promise<string[]> {
  const rows = await testApp.context.db
    .selectFrom("bulk_send_rows")
    .innerJoin("signers", "signers.signature_request_id", "bulk_send_rows.signature_request_id")
    .select("signers.email")
    .where("bulk_send_rows.bulk_send_id", "=", bulkSendId)
    .where("signers.position", "=", 0)
    .execute();
  return rows.map((row) => row.email);
}

/** The numbers of the rows recorded so far, in order. */
async function committedRows(bulkSendId: string): Promise<number[]> {
  const rows = await testApp.context.db.selectFrom("bulk_send_rows").select("row_number").where("bulk_send_id", "=", bulkSendId).orderBy("row_number").execute();
  return rows.map((row) => row.row_number);
}

async function errorsCsv(token: string, id: string): Promise<{ status: number; type: string; text: string }> {
  const response = await testApp.request({ method: "GET", url: `/api/v3/bulk-sends/${id}/errors.csv`, token });
  return { status: response.statusCode, type: String(response.headers["content-type"]), text: response.body };
}

describe("bulk send: a template to every row of a CSV", () => {
  it("makes and sends 197 requests of 200 rows, lists the 3 refused rows in errors.csv and tells the business's webhook", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    const template = await createEmploymentTemplate(testApp, admin.token, { shared: true });
    const webhook = await createWebhookAs(testApp, admin.token, business.id, { url: "https://hooks.receiver.example/bulk", events: ["bulk_send.completed"] });
    const csv = employmentCsv(200, { tag: "two-hundred", bad: { 17: { email: "not-an-address" }, 88: { start: "31.12.2027" }, 150: { salary: "-5" } } });

    const created = await uploadBulkCsv(testApp, member.token, template.id, csv);
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    const queued = bulkSendSchema.parse(created.body);
    expect(queued).toMatchObject({ status: "queued", totalRows: 200, rowsDone: 0, templateId: template.id, createdBy: member.user.id, startedAt: null });

    const done = await runBulkSendToEnd(testApp, member.token, queued.id);
    expect(done).toMatchObject({ status: "completed", totalRows: 200, rowsDone: 200, succeeded: 197, failed: 3, requestsCreated: 197 });
    expect(done.completedAt).not.toBeNull();
    const requests = await requestsOfTemplate(template.id);
    expect(requests).toHaveLength(197);
    expect(new Set(requests.map((request) => request.status))).toEqual(new Set(["open"]));
    const addresses = await employeeAddresses(queued.id);
    expect(new Set(addresses).size).toBe(197);
    expect(addresses).not.toContain("employee.two-hundred.88@example.ch");
    // Each row's prefilled values are on its request, read-only for the signer (row 2: Bern, 2027-01-01, yes, 5002).
    const rowTwo = await testApp.context.db.selectFrom("signers").select("signature_request_id").where("email", "=", "employee.two-hundred.2@example.ch").executeTakeFirstOrThrow();
    const view = signatureRequestSchema.parse((await testApp.request({ method: "GET", url: `/api/v3/signature-requests/${rowTwo.signature_request_id}`, token: member.token })).json());
    const prefilled = view.signers.flatMap((signer) => signer.formFields.map((field) => [field.name, field.value, field.readOnly]));
    expect(prefilled).toEqual(expect.arrayContaining([["City", "Bern", true], ["Start date", "2027-01-01", true], ["Accepts terms", true, true], ["Salary", "5002", true]]));
    // The first signer of a sequential request is invited; the refused rows' people are not.
    expect((await testApp.mailsTo("employee.two-hundred.1@example.ch")).length).toBe(1);
    expect(await testApp.mailsTo("employee.two-hundred.150@example.ch")).toEqual([]);

    const errors = await errorsCsv(member.token, queued.id);
    expect(errors.status).toBe(200);
    expect(errors.type).toContain("text/csv");
    const lines = errors.text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Employee.email,Employee.firstName,Employee.lastName,HR.email,City,Start date,Accepts terms,Salary,#row,#error");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^not-an-address,Erika 17,Muster,hr\.two-hundred@example\.ch,Bern,2027-01-01,,5017,17,validation_failed: roles\.Employee\.email: /);
    expect(lines[2]).toMatch(/^employee\.two-hundred\.88@example\.ch,Erika 88,.*,31\.12\.2027,yes,5088,88,"template_prefill_invalid: .*""Start date"",""problem"":""not_a_date""/);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(lines[3]).toMatch(/^employee\.two-hundred\.150@example\.ch,.*,'-5,150,"template_prefill_invalid: .*below_min/);

    // The same rows as JSON for the web page's list, with the errors as errors.csv writes them.
    const failedRows = await testApp.request({ method: "GET", url: `/api/v3/bulk-sends/${queued.id}/failed-rows`, token: member.token });
    expect(failedRows.statusCode).toBe(200);
    const failedBody = failedRows.json() as { items: { row: number; error: string }[]; nextAfter: number | null };
    expect(failedBody.items.map((item) => item.row)).toEqual([17, 88, 150]);
    expect(failedBody.items[0]?.error).toMatch(/^validation_failed: roles\.Employee\.email: /);
    expect(failedBody.items[1]?.error).toMatch(/^template_prefill_invalid: .*"Start date"/);
    expect(failedBody.nextAfter).toBeNull();
    const afterFirst = await testApp.request({ method: "GET", url: `/api/v3/bulk-sends/${queued.id}/failed-rows?after=17`, token: member.token });
    expect((afterFirst.json() as { items: { row: number }[] }).items.map((item) => item.row)).toEqual([88, 150]);

    const deliveries = await testApp.context.db.selectFrom("webhook_deliveries").select(["event_type", "body"]).where("webhook_id", "=", webhook.id).execute();
    expect(deliveries.map((delivery) => delivery.event_type)).toEqual(["bulk_send.completed"]);
    expect(JSON.parse(deliveries[0]?.body ?? "{}")).toMatchObject({ data: { bulkSend: { id: queued.id, templateId: template.id, totalRows: 200, succeeded: 197, failed: 3 } } });

    // The creator and the business's admins see it; others do not.
    expect((await readBulkSend(testApp, admin.token, queued.id)).succeeded).toBe(197);
    const colleague = await createSignedInUser(testApp);
    await addToBusiness(testApp, business.id, colleague.user.id);
    for (const token of [colleague.token, outsider.token]) {
      expect((await testApp.request({ method: "GET", url: `/api/v3/bulk-sends/${queued.id}`, token })).statusCode).toBe(404);
      expect((await errorsCsv(token, queued.id)).status).toBe(404);
      expect((await testApp.request({ method: "GET", url: `/api/v3/bulk-sends/${queued.id}/failed-rows`, token })).statusCode).toBe(404);
    }
    expect((await testApp.request({ method: "GET", url: `/api/v3/bulk-sends/${queued.id}/failed-rows` })).statusCode).toBe(401);
    const listed = await testApp.request({ method: "GET", url: `/api/v3/templates/${template.id}/bulk-sends`, token: admin.token });
    expect((listed.json() as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([queued.id]);
    const listedToColleague = await testApp.request({ method: "GET", url: `/api/v3/templates/${template.id}/bulk-sends`, token: colleague.token });
    expect(listedToColleague.json()).toEqual({ items: [] });
  }, 300_000);

  it("makes no row twice when a batch dies halfway and runs again, nor when a late second run repeats rows already made", async () => {
    const batchRows = String(testApp.context.config.BULK_SEND_BATCH_ROWS);
    testApp = await testApp.restart({ BULK_SEND_BATCH_ROWS: "5" });
    try {
      const { token } = await createSignedInUser(testApp);
      const template = await createEmploymentTemplate(testApp, token);
      const created = await uploadBulkCsv(testApp, token, template.id, employmentCsv(30, { tag: "crash" }));
      expect(created.status, JSON.stringify(created.body)).toBe(202);
      const id = String(created.body.id);
      const start = await testApp.context.db.selectFrom("bulk_sends").select(["next_byte", "next_row"]).where("id", "=", id).executeTakeFirstOrThrow();
      // The worker dies while recording row 8, in the second batch (rows 6 to 10): the first batch
      // committed with its cursor; nothing of the second did.
      await sql
        .raw(
          `CREATE FUNCTION bulk_crash() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.row_number = 8 THEN RAISE EXCEPTION 'worker killed'; END IF; RETURN NEW; END $$;
           CREATE TRIGGER bulk_crash BEFORE INSERT ON bulk_send_rows FOR EACH ROW EXECUTE FUNCTION bulk_crash();`,
        )
        .execute(testApp.context.db);
      await testApp.context.jobs.runUntilIdle();
      testApp.clock.advance(1000);
      await testApp.context.jobs.runUntilIdle();
      const halfway = await testApp.context.db.selectFrom("bulk_sends").select(["next_row", "status", "succeeded"]).where("id", "=", id).executeTakeFirstOrThrow();
      expect(halfway).toEqual({ next_row: 6, status: "running", succeeded: 5 });
      expect(await committedRows(id)).toEqual([1, 2, 3, 4, 5]);
      expect(await requestsOfTemplate(template.id)).toHaveLength(5);
      expect((await testApp.mailsTo("employee.crash.3@example.ch")).length).toBe(1);
      expect(await testApp.mailsTo("employee.crash.6@example.ch")).toEqual([]);
      await sql.raw("DROP TRIGGER bulk_crash ON bulk_send_rows; DROP FUNCTION bulk_crash();").execute(testApp.context.db);

      // A second worker that read the bulk send before the first batch committed (its lease ran
      // out, say) starts again at row 1: it finds rows 1 to 5 recorded and makes only the others.
      await testApp.context.db.updateTable("bulk_sends").set(start).where("id", "=", id).execute();
      const done = await runBulkSendToEnd(testApp, token, id);
      expect(done).toMatchObject({ status: "completed", succeeded: 30, failed: 0 });
      expect(await requestsOfTemplate(template.id)).toHaveLength(30);
      const addresses = await employeeAddresses(id);
      expect(addresses).toHaveLength(30);
      expect(new Set(addresses).size).toBe(30);
      expect((await testApp.mailsTo("employee.crash.3@example.ch")).length).toBe(1);
      expect((await testApp.mailsTo("employee.crash.8@example.ch")).length).toBe(1);
    } finally {
      testApp = await testApp.restart({ BULK_SEND_BATCH_ROWS: batchRows });
    }
  }, 120_000);

  it("reads ';' with a byte-order mark, quoted cells with separators, quotes and newlines, and ticks checkboxes", async () => {
    const { token } = await createSignedInUser(testApp);
    const template = await createEmploymentTemplate(testApp, token);
    const csv = [
      "Employee.email;Employee.firstName;Employee.lastName;HR.email;City;Accepts terms;#note",
      'semi.1@example.ch;"Muster; Erika";"O""Brien";hr.semi@example.ch;"Bern; Stadt";x;"a note\nover two lines"',
      'semi.2@example.ch;Hans;;hr.semi@example.ch;"Zürich\nNord";;',
      "semi.3@example.ch;Ilse;Keller;hr.semi@example.ch;Thun;no;",
    ].join("\n");
    const preview = await uploadBulkCsv(testApp, token, template.id, `\uFEFF${csv}`, { dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(bulkSendPreviewSchema.parse(preview.body)).toEqual({
      rows: 3,
      columns: [
        { header: "Employee.email", kind: "email", role: "Employee" },
        { header: "Employee.firstName", kind: "firstName", role: "Employee" },
        { header: "Employee.lastName", kind: "lastName", role: "Employee" },
        { header: "HR.email", kind: "email", role: "HR" },
        { header: "City", kind: "field", field: "City" },
        { header: "Accepts terms", kind: "field", field: "Accepts terms" },
        { header: "#note", kind: "ignored" },
      ],
      allowed: null,
      separator: ";",
      preview: [
        { row: 1, roles: { Employee: { email: "semi.1@example.ch", firstName: "Muster; Erika", lastName: 'O"Brien' }, HR: { email: "hr.semi@example.ch" } }, prefill: { City: "Bern; Stadt", "Accepts terms": true } },
        { row: 2, roles: { Employee: { email: "semi.2@example.ch", firstName: "Hans" }, HR: { email: "hr.semi@example.ch" } }, prefill: { City: "Zürich\nNord" } },
        { row: 3, roles: { Employee: { email: "semi.3@example.ch", firstName: "Ilse", lastName: "Keller" }, HR: { email: "hr.semi@example.ch" } }, prefill: { City: "Thun" } },
      ],
    });
    expect(await requestsOfTemplate(template.id)).toHaveLength(0);

    const created = await uploadBulkCsv(testApp, token, template.id, `\uFEFF${csv}`);
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    const done = await runBulkSendToEnd(testApp, token, String(created.body.id));
    // A single-line text field refuses the newline: that row fails, the rows around it go on.
    expect(done).toMatchObject({ status: "completed", totalRows: 3, succeeded: 2, failed: 1 });
    const signers = await testApp.context.db
      .selectFrom("signers")
      .innerJoin("signature_requests", "signature_requests.id", "signers.signature_request_id")
      .select(["signers.email", "signers.first_name", "signers.last_name"])
      .where("signature_requests.template_id", "=", template.id)
      .where("signers.position", "=", 0)
      .orderBy("signers.email")
      .execute();
    expect(signers.map((signer) => [signer.email, signer.first_name, signer.last_name])).toEqual([
      ["semi.1@example.ch", "Muster; Erika", 'O"Brien'],
      ["semi.3@example.ch", "Ilse", "Keller"],
    ]);
    const errors = await errorsCsv(token, String(created.body.id));
    expect(errors.text.replace(/^\uFEFF/, "")).toBe(
      'Employee.email,Employee.firstName,Employee.lastName,HR.email,City,Accepts terms,#note,#row,#error\r\nsemi.2@example.ch,Hans,,hr.semi@example.ch,"Zürich\nNord",,,2,' +
        `${errors.text.split(",2,")[1] ?? ""}`,
    );
    expect(errors.text).toContain("template_prefill_invalid");
  }, 120_000);

  it("refuses a header that does not fit the template with every offending column, and files it cannot read", async () => {
    const { token } = await createSignedInUser(testApp);
    const template = await createEmploymentTemplate(testApp, token);
    const upload = (csv: string | Buffer) => uploadBulkCsv(testApp, token, template.id, csv);
    expect(await upload("Employee.email,HR.mail,Town,City\na@example.ch,b@example.ch,x,y\n")).toMatchObject({
      status: 400,
      body: { code: "bulk_send_columns_unknown", details: { columns: ["HR.mail", "Town"], known: expect.arrayContaining(["HR.email", "Salary"]) } },
    });
    expect(await upload("employee.EMAIL,City\na@example.ch,Bern\n")).toMatchObject({ status: 400, body: { code: "bulk_send_role_email_missing", details: { roles: ["HR"] } } });
    expect(await upload("Employee.email,HR.email,City,city\na,b,c,d\n")).toMatchObject({ status: 400, body: { code: "bulk_send_columns_duplicate", details: { columns: ["city"] } } });
    expect(await upload("Employee.email,HR.email\r\n\r\n")).toMatchObject({ status: 400, body: { code: "bulk_send_no_rows" } });
    expect(await upload("")).toMatchObject({ status: 400, body: { code: "bulk_send_csv_invalid", details: { problem: "empty" } } });
    expect(await upload('Employee.email,HR.email\na@example.ch,"b@example.ch\n')).toMatchObject({ status: 400, body: { code: "bulk_send_csv_invalid", details: { problem: "unterminated_quote" } } });
    expect(await upload(Buffer.concat([Buffer.from("Employee.email,HR.email\n"), Buffer.from([0xe9, 0x2c, 0x62, 0x0a])]))).toMatchObject({ status: 400, body: { code: "bulk_send_csv_invalid", details: { problem: "not_utf8" } } });
    const tooMany = `Employee.email,HR.email\n${"a@example.ch,b@example.ch\n".repeat(10_001)}`;
    expect(await upload(tooMany)).toMatchObject({ status: 400, body: { code: "bulk_send_too_many_rows", details: { rows: 10_001, max: 10_000 } } });
    const json = await testApp.request({ method: "POST", url: `/api/v3/templates/${template.id}/bulk-sends`, token, payload: { rows: [] } });
    expect(json.statusCode).toBe(415);
    expect(await testApp.context.db.selectFrom("bulk_sends").select("id").where("template_id", "=", template.id).execute()).toEqual([]);
  }, 60_000);

  it("refuses a CSV whose rows need more signatures than the plan has left, with the rows and the rows allowed; a dry run tells the same", async () => {
    const { token } = await createSignedInUser(testApp);
    // The trial allows 1000 advanced signatures; each request of two roles asks two.
    const template = await createEmploymentTemplate(testApp, token, { quality: "aes" });
    const csv = employmentCsv(501, { tag: "quota" });
    expect(await uploadBulkCsv(testApp, token, template.id, csv)).toMatchObject({ status: 402, body: { code: "bulk_send_quota_exceeded", details: { rows: 501, allowed: 500 } } });
    const dryRun = await uploadBulkCsv(testApp, token, template.id, csv, { dryRun: true });
    expect(dryRun).toMatchObject({ status: 200, body: { rows: 501, allowed: 500 } });
    // The header as it is read: each column's role part or form field.
    expect(bulkSendPreviewSchema.parse(dryRun.body).columns).toEqual([
      { header: "Employee.email", kind: "email", role: "Employee" },
      { header: "Employee.firstName", kind: "firstName", role: "Employee" },
      { header: "Employee.lastName", kind: "lastName", role: "Employee" },
      { header: "HR.email", kind: "email", role: "HR" },
      { header: "City", kind: "field", field: "City" },
      { header: "Start date", kind: "field", field: "Start date" },
      { header: "Accepts terms", kind: "field", field: "Accepts terms" },
      { header: "Salary", kind: "field", field: "Salary" },
    ]);
    expect((dryRun.body.preview as unknown[]).length).toBe(5);
    expect(await testApp.context.db.selectFrom("bulk_sends").select("id").where("template_id", "=", template.id).execute()).toEqual([]);
  }, 60_000);

  it("lets whoever may use the template bulk-send it: owner, the business's members and API users; 404 to outsiders, 401 without a login", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    const shared = await createEmploymentTemplate(testApp, admin.token, { shared: true });
    const own = await createEmploymentTemplate(testApp, admin.token);
    const apiUser = await createApiUserAs(testApp, admin.token, business.id);
    const apiToken = await apiTokenOf(testApp, apiUser);
    const csv = employmentCsv(1, { tag: "access" });
    for (const token of [admin.token, member.token, apiToken]) expect((await uploadBulkCsv(testApp, token, shared.id, csv)).status).toBe(202);
    expect((await uploadBulkCsv(testApp, member.token, own.id, csv)).status).toBe(404);
    expect((await uploadBulkCsv(testApp, outsider.token, shared.id, csv)).status).toBe(404);
    expect((await uploadBulkCsv(testApp, undefined, shared.id, csv)).status).toBe(401);
    expect((await uploadBulkCsv(testApp, outsider.token, "0f0e0d0c-0b0a-4908-8706-050403020100", csv)).status).toBe(404);
    const withCharset = await testApp.request({
      method: "POST",
      url: `/api/v3/templates/${shared.id}/bulk-sends`,
      token: member.token,
      headers: { "content-type": "text/csv; charset=utf-8" },
      payload: Buffer.from(csv),
    });
    expect(withCharset.statusCode, withCharset.body).toBe(202);

    // A retried upload with the same Idempotency-Key answers the first bulk send and sends nothing twice.
    const keyed = () =>
      testApp.request({ method: "POST", url: `/api/v3/templates/${shared.id}/bulk-sends`, token: member.token, headers: { "content-type": "text/csv", "idempotency-key": "bulk-retry-1" }, payload: Buffer.from(csv) });
    const first = await keyed();
    const retry = await keyed();
    expect([first.statusCode, retry.statusCode]).toEqual([202, 202]);
    expect((retry.json() as { id: string }).id).toBe((first.json() as { id: string }).id);
    expect(await testApp.context.db.selectFrom("bulk_sends").select("id").where("template_id", "=", shared.id).where("created_by", "=", member.user.id).execute()).toHaveLength(3);
  }, 60_000);

  it("stops as failed, sending nothing more, when the template is deleted before its rows are made", async () => {
    const { token } = await createSignedInUser(testApp);
    const template = await createEmploymentTemplate(testApp, token);
    const created = await uploadBulkCsv(testApp, token, template.id, employmentCsv(3, { tag: "deleted" }));
    expect(created.status).toBe(202);
    expect((await testApp.request({ method: "DELETE", url: `/api/v3/templates/${template.id}`, token })).statusCode).toBe(204);
    const done = await runBulkSendToEnd(testApp, token, String(created.body.id));
    expect(done).toMatchObject({ status: "failed", templateId: null, totalRows: 3, rowsDone: 0, succeeded: 0 });
    expect(await testApp.mailsTo("employee.deleted.1@example.ch")).toEqual([]);
  }, 60_000);
});
