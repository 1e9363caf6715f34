import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { callTemplates, createEmploymentTemplate } from "../templates/test-helpers.ts";
import { createWebhookAs } from "../webhooks/test-helpers.ts";
import { runBulkSendBatch } from "./jobs.ts";
import { requestPicture } from "./request-picture.ts";
import { uploadBulkCsv } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** The picture without the caller's address and client in the audit trail: each call has its own, a bulk send's job none. */
function withoutClient(picture: Record<string, unknown>): Record<string, unknown> {
  return { ...picture, events: (picture.events as Record<string, unknown>[]).map(({ ip: _ip, user_agent: _userAgent, ...event }) => event) };
}

/** The picture without what only a template's request has: its documents (copies of the template's) and the template it came from. */
function withoutOrigin(picture: Record<string, unknown>): Record<string, unknown> {
  const { documents: _documents, request, events, ...rest } = picture;
  const { template_id: _templateId, template_version: _templateVersion, ...requestColumns } = request as Record<string, unknown>;
  return {
    ...rest,
    request: requestColumns,
    events: (events as { type: string; details: Record<string, unknown> }[]).map((event) => {
      const { templateId: _id, templateVersion: _version, ...details } = event.details;
      return { ...event, details };
    }),
  };
}

describe("a bulk send's request", () => {
  it("is in every table what POST /v3/templates/{id}/signature-requests makes of the same row, and what the request calls make and send by hand", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    await createWebhookAs(testApp, admin.token, business.id, { url: "https://hooks.receiver.example/requests", events: ["signature_request.created", "signature_request.sent"] });
    const hr = await createSignedInUser(testApp, { firstName: "Hanna", lastName: "Ressource" });
    const template = await createEmploymentTemplate(testApp, admin.token, { shared: true });
    const values = { City: "Bern", "Start date": "2027-01-01", "Accepts terms": true, Salary: "5200" };
    const names = (employee: string) => ({ [employee]: "<Employee>", [hr.user.email]: "<HR>" });

    const single = await callTemplates(testApp, member.token, "POST", `/v3/templates/${template.id}/signature-requests`, {
      roles: { Employee: { email: "employee.single@example.ch", firstName: "Erika", lastName: "Muster" }, HR: { email: hr.user.email } },
      prefill: values,
      send: true,
    });
    expect(single.status, JSON.stringify(single.body)).toBe(201);

    const [documentId = ""] = await uploadDocuments(testApp, member.token, 1);
    const place = (field: Record<string, unknown>) => ({ ...field, document_id: documentId });
    const [employeeRole, hrRole] = template.roles;
    const byHand = await callRequest(testApp, member.token, "POST", "/v3/signature-requests", {
      title: template.title,
      message: template.message,
      signing_order: template.signingOrder,
      quality: template.quality,
      documents: [documentId],
      signatures: [
        {
          account_email: "employee.hand@example.ch",
          first_name: "Erika",
          last_name: "Muster",
          document_signatures: employeeRole?.signatureFields.map(place),
          form_fields: employeeRole?.formFields.map((field) => ({ ...place(field), value: values[field.name as keyof typeof values] })),
        },
        { account_email: hr.user.email, document_signatures: hrRole?.signatureFields.map(place), form_fields: hrRole?.formFields.map((field) => ({ ...place(field), value: values[field.name as keyof typeof values] })) },
      ],
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(201);
    expect((await callRequest(testApp, member.token, "POST", `/v3/signature-requests/${String(byHand.body.id)}/initiate`)).status).toBe(200);

    const csv = `Employee.email,Employee.firstName,Employee.lastName,HR.email,City,Start date,Accepts terms,Salary\r\nemployee.bulk@example.ch,Erika,Muster,${hr.user.email},Bern,2027-01-01,yes,5200\r\n`;
    const uploaded = await uploadBulkCsv(testApp, member.token, template.id, csv);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
    // The batch run by itself: no mail or webhook job has run yet for any of the three requests.
    await runBulkSendBatch(testApp.context, String(uploaded.body.id));
    const bulkRow = await testApp.context.db.selectFrom("bulk_send_rows").select("signature_request_id").where("bulk_send_id", "=", String(uploaded.body.id)).executeTakeFirstOrThrow();

    const singlePicture = await requestPicture(testApp, String(single.body.id), names("employee.single@example.ch"));
    const bulkPicture = await requestPicture(testApp, bulkRow.signature_request_id ?? "", names("employee.bulk@example.ch"));
    const handPicture = await requestPicture(testApp, String(byHand.body.id), names("employee.hand@example.ch"));
    // The picture holds what a sent request of two signers, one prefilled field each and a webhook should hold.
    expect(bulkPicture).toMatchObject({
      request: { status: "open", template_id: template.id, template_version: template.version },
      signers: [
        { email: "<Employee>", status: "open", invitationHashIsOfItsSecret: true },
        { email: "<HR>", status: "pending", user_id: hr.user.id, first_name: "Hanna" },
      ],
      events: [{ type: "created" }, { type: "signer_added" }, { type: "signer_added" }, { type: "initiated" }, { type: "invited" }],
      mails: [{ recipient: "<Employee>", template: "signature-request-invitation", status: "queued" }],
      webhookDeliveries: [
        { event_type: "signature_request.created", status: "pending" },
        { event_type: "signature_request.sent", status: "waiting" },
      ],
      businessStatistics: [{ business_id: business.id, status: "open" }],
    });
    expect((bulkPicture.formFields as unknown[]).length).toBe(4);
    expect((bulkPicture.jobs as { name: string }[]).map((job) => job.name)).toEqual(["send-mail", "webhook-delivery"]);
    expect(withoutClient(bulkPicture)).toEqual(withoutClient(singlePicture));
    expect(withoutOrigin(withoutClient(singlePicture))).toEqual(withoutOrigin(withoutClient(handPicture)));
  }, 120_000);
});
