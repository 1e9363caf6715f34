import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureRequestSchema, templateListItemSchema, templateSchema } from "@paraph/contracts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { apiTokenOf, createApiUserAs } from "../api-users/test-helpers.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { uploadDocuments } from "../signature-requests/test-helpers.ts";
import { createWebhookAs } from "../webhooks/test-helpers.ts";
import { signerInputsOf } from "./request-from-template.ts";
import { callTemplates, createEmploymentTemplate, employmentBody } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const call = (token: string | undefined, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) => callTemplates(testApp, token, method, url, payload);

const PEOPLE = {
  Employee: { email: "erika.employee@example.ch", firstName: "Erika", lastName: "Muster" },
  HR: { email: "hanna.hr@example.ch", firstName: "Hanna", lastName: "Personal" },
};

async function blobExists(sha256: string): Promise<boolean> {
  return testApp.context.blobs.has(sha256);
}

describe("templates: create, read, list, versions, delete", () => {
  it("takes the upload over, keeps roles in order with their fields, and counts a version per PUT", async () => {
    const { token, user } = await createSignedInUser(testApp);
    const [documentId = "", secondId = ""] = await uploadDocuments(testApp, token, 2);
    const created = await call(token, "POST", "/v3/templates", employmentBody(documentId, { documents: [documentId, secondId] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const template = templateSchema.parse(created.body);
    expect(template).toMatchObject({ title: "Employment contract", version: 1, businessId: null, canEdit: true, signingOrder: "sequential", owner: { id: user.id } });
    expect(template.documents.map((document) => document.id)).toEqual([documentId, secondId]);
    expect(template.documents[0]).toMatchObject({ pageCount: 2 });
    expect(template.roles.map((role) => [role.name, role.position, role.quality])).toEqual([
      ["Employee", 0, "aes"],
      ["HR", 1, null],
    ]);
    expect(template.roles[0]?.formFields.map((field) => field.name)).toEqual(["City", "Start date", "Accepts terms"]);
    // The upload is the template's now: no longer one of the owner's documents, its file kept.
    expect((await call(token, "GET", `/v3/documents/${documentId}`)).status).toBe(404);
    expect(await blobExists(template.documents[0]?.sha256 ?? "")).toBe(true);

    expect(templateSchema.parse((await call(token, "GET", `/v3/templates/${template.id}`)).body)).toEqual(template);

    // PUT replaces everything: the second document dropped, a title changed; version 2, then 3.
    const updated = await call(token, "PUT", `/v3/templates/${template.id}`, employmentBody(documentId, { title: "Employment contract 2027" }));
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(templateSchema.parse(updated.body)).toMatchObject({ version: 2, title: "Employment contract 2027", documents: [{ id: documentId }] });
    await testApp.mailsTo("nobody@example.ch"); // runs the queued jobs, the dropped file's cleanup among them
    expect(await blobExists(template.documents[1]?.sha256 ?? "")).toBe(false);
    const again = templateSchema.parse((await call(token, "PUT", `/v3/templates/${template.id}`, employmentBody(documentId, { title: "Employment contract 2028" }))).body);
    expect(again.version).toBe(3);

    // The list: search in titles, newest change first, paged.
    await createEmploymentTemplate(testApp, token, { title: "Non-disclosure agreement" });
    const all = await call(token, "GET", "/v3/templates?size=25");
    expect(all.body).toMatchObject({ total: 2, page: 1, size: 25 });
    const items = (all.body.items as unknown[]).map((item) => templateListItemSchema.parse(item));
    expect(items.map((item) => item.title)).toEqual(["Non-disclosure agreement", "Employment contract 2028"]);
    expect(items[1]).toMatchObject({ roleNames: ["Employee", "HR"], documentCount: 1, version: 3, canEdit: true });
    const found = await call(token, "GET", "/v3/templates?q=2028");
    expect((found.body.items as { id: string }[]).map((item) => item.id)).toEqual([template.id]);
    expect((await call(token, "GET", "/v3/templates?q=nothing-like-this")).body).toMatchObject({ items: [], total: 0 });
    expect((await call(token, "GET", "/v3/templates?scope=shared")).body).toMatchObject({ items: [], total: 0 });
    expect((await call(token, "GET", "/v3/templates?size=10")).body).toMatchObject({ code: "validation_failed" });

    expect((await call(token, "DELETE", `/v3/templates/${template.id}`)).status).toBe(204);
    expect((await call(token, "GET", `/v3/templates/${template.id}`)).status).toBe(404);
    await testApp.mailsTo("nobody@example.ch");
    expect(await blobExists(template.documents[0]?.sha256 ?? "")).toBe(false);
  });

  it("refuses templates that do not hold together, each with its code", async () => {
    const { token } = await createSignedInUser(testApp);
    const [documentId = ""] = await uploadDocuments(testApp, token, 1);
    const base = employmentBody(documentId);
    const roles = base.roles ?? [];
    const twice = await call(token, "POST", "/v3/templates", { ...base, roles: [roles[0], { ...roles[1], name: "employee" }] });
    expect(twice).toMatchObject({ status: 400, body: { code: "validation_failed", details: { fields: [{ field: "roles.1.name" }] } } });
    const sameField = await call(token, "POST", "/v3/templates", {
      ...base,
      roles: [roles[0], { ...roles[1], form_fields: [{ type: "text", name: "City", document_id: documentId, page: 1, x: 1, y: 1, width: 50, height: 20 }] }],
    });
    expect(sameField).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    const offPage = await call(token, "POST", "/v3/templates", {
      ...base,
      roles: [{ name: "Employee", signature_fields: [{ document_id: documentId, page: 3, x: 10, y: 10, width: 100, height: 40 }] }],
    });
    expect(offPage).toMatchObject({ status: 422, body: { code: "field_invalid", details: { page: 3 } } });
    const otherDocument = await call(token, "POST", "/v3/templates", {
      ...base,
      roles: [{ name: "Employee", signature_fields: [{ document_id: crypto.randomUUID(), page: 1, x: 10, y: 10, width: 100, height: 40 }] }],
    });
    expect(otherDocument.body.code).toBe("field_invalid");
    expect((await call(token, "POST", "/v3/templates", { ...base, shared: true })).body.code).toBe("template_share_needs_business");
    const stranger = await createSignedInUser(testApp);
    expect((await call(stranger.token, "POST", "/v3/templates", base)).body.code).toBe("not_found");
    // Nothing refused was kept: the upload is still the owner's, usable again.
    expect((await call(token, "GET", `/v3/documents/${documentId}`)).status).toBe(200);
    expect((await call(token, "POST", "/v3/templates", base)).status).toBe(201);
  });
});

describe("templates shared with a business", () => {
  it("lets members list and use a shared template, admins change it, and hides it from everyone else", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    const shared = await createEmploymentTemplate(testApp, member.token, { shared: true, title: "Shared employment contract" });
    const own = await createEmploymentTemplate(testApp, member.token, { title: "Member's own" });
    const adminShared = await createEmploymentTemplate(testApp, admin.token, { shared: true, title: "Admin's shared" });
    expect(shared.businessId).toBe(business.id);

    // The admin sees and manages the member's shared template, not their own one.
    expect((await call(admin.token, "GET", `/v3/templates/${shared.id}`)).body).toMatchObject({ id: shared.id, canEdit: true });
    expect((await call(admin.token, "GET", `/v3/templates/${own.id}`)).status).toBe(404);
    const listed = await call(admin.token, "GET", "/v3/templates?scope=shared");
    expect((listed.body.items as { title: string }[]).map((item) => item.title).sort()).toEqual(["Admin's shared", "Shared employment contract"]);
    expect((await call(admin.token, "GET", "/v3/templates?scope=mine")).body).toMatchObject({ total: 1, items: [{ id: adminShared.id }] });
    const documentId = shared.documents[0]?.id ?? "";
    const renamed = await call(admin.token, "PUT", `/v3/templates/${shared.id}`, employmentBody(documentId, { shared: true, title: "Renamed by the admin" }));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ version: 2, businessId: business.id, owner: { id: member.user.id } });

    // The member uses the admin's template but may not change or delete it.
    const adminDocumentId = adminShared.documents[0]?.id ?? "";
    expect((await call(member.token, "GET", `/v3/templates/${adminShared.id}`)).body).toMatchObject({ canEdit: false, directLink: null });
    expect((await call(member.token, "PUT", `/v3/templates/${adminShared.id}`, employmentBody(adminDocumentId, { shared: true }))).body.code).toBe("forbidden");
    expect((await call(member.token, "DELETE", `/v3/templates/${adminShared.id}`)).status).toBe(403);
    expect((await call(member.token, "POST", `/v3/templates/${adminShared.id}/direct-link`, { openRole: "Employee", roles: { HR: PEOPLE.HR } })).status).toBe(403);
    const used = await call(member.token, "POST", `/v3/templates/${adminShared.id}/signature-requests`, { roles: PEOPLE });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    expect(signatureRequestSchema.parse(used.body)).toMatchObject({ templateId: adminShared.id, templateVersion: 1, owner: { id: member.user.id } });

    // An API user of the business is like a member.
    const apiUser = await createApiUserAs(testApp, admin.token, business.id);
    const apiToken = await apiTokenOf(testApp, apiUser);
    expect((await call(apiToken, "GET", "/v3/templates")).body).toMatchObject({ total: 2 });
    expect((await call(apiToken, "GET", `/v3/templates/${adminShared.id}`)).status).toBe(200);
    expect((await call(apiToken, "DELETE", `/v3/templates/${adminShared.id}`)).status).toBe(403);
    expect((await call(apiToken, "POST", `/v3/templates/${adminShared.id}/signature-requests`, { roles: PEOPLE })).status).toBe(201);

    // Members see the pages of a shared template's documents, to fill its roles in.
    const page = await testApp.request({ method: "GET", url: `/api/v3/templates/${adminShared.id}/documents/${adminDocumentId}/pages/2?scale=50`, token: member.token });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("image/png");
    expect(page.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect((await call(member.token, "GET", `/v3/templates/${adminShared.id}/documents/${adminDocumentId}/pages/3`)).body.code).toBe("page_not_found");
    expect((await call(member.token, "GET", `/v3/templates/${adminShared.id}/documents/${crypto.randomUUID()}/pages/1`)).status).toBe(404);

    // Outside the business the templates do not exist.
    for (const [method, url, payload] of [
      ["GET", `/v3/templates/${adminShared.id}`, undefined],
      ["GET", `/v3/templates/${adminShared.id}/documents/${adminDocumentId}/pages/1`, undefined],
      ["PUT", `/v3/templates/${adminShared.id}`, employmentBody(adminDocumentId)],
      ["DELETE", `/v3/templates/${adminShared.id}`, undefined],
      ["POST", `/v3/templates/${adminShared.id}/signature-requests`, { roles: PEOPLE }],
      ["DELETE", `/v3/templates/${adminShared.id}/direct-link`, undefined],
    ] as const) {
      expect((await call(outsider.token, method, url, payload)).status, `${method} ${url}`).toBe(404);
    }
    expect((await call(outsider.token, "GET", "/v3/templates")).body).toMatchObject({ items: [], total: 0 });
    expect((await call(undefined, "GET", "/v3/templates")).status).toBe(401);

    // The owner un-shares: the admin loses it.
    expect((await call(member.token, "PUT", `/v3/templates/${shared.id}`, employmentBody(documentId, { shared: false }))).body).toMatchObject({ businessId: null, version: 3 });
    expect((await call(admin.token, "GET", `/v3/templates/${shared.id}`)).status).toBe(404);
  });

  it("tells the business's webhook endpoints when a shared template is created, changed or deleted", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const webhook = await createWebhookAs(testApp, admin.token, business.id, { url: "https://hooks.receiver.example/templates", events: ["template.created", "template.updated", "template.deleted"] });
    await createEmploymentTemplate(testApp, admin.token, { title: "Private" });
    const shared = await createEmploymentTemplate(testApp, admin.token, { shared: true, title: "Shared" });
    await call(admin.token, "PUT", `/v3/templates/${shared.id}`, employmentBody(shared.documents[0]?.id ?? "", { shared: true, title: "Shared v2" }));
    await call(admin.token, "DELETE", `/v3/templates/${shared.id}`);
    const deliveries = await testApp.context.db.selectFrom("webhook_deliveries").select(["event_type", "body"]).where("webhook_id", "=", webhook.id).orderBy("created_at").orderBy("sequence").execute();
    expect(deliveries.map((delivery) => delivery.event_type)).toEqual(["template.created", "template.updated", "template.deleted"]);
    const bodies = deliveries.map((delivery) => JSON.parse(delivery.body) as { data: { template: { id: string; version: number; title: string } } });
    expect(bodies.map((body) => [body.data.template.id, body.data.template.version, body.data.template.title])).toEqual([
      [shared.id, 1, "Shared"],
      [shared.id, 2, "Shared v2"],
      [shared.id, 2, "Shared v2"],
    ]);
  });
});

describe("requests from a template", () => {
  it("makes a draft with its own document copies, the signers in role order with their fields, and the template's version", async () => {
    const { token } = await createSignedInUser(testApp);
    const template = await createEmploymentTemplate(testApp, token);
    const templateDocument = template.documents[0];
    const made = await call(token, "POST", `/v3/templates/${template.id}/signature-requests`, { roles: PEOPLE, prefill: { City: "Bern", "Start date": "2027-01-01" } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const request = signatureRequestSchema.parse(made.body);
    expect(request).toMatchObject({ status: "draft", title: "Employment contract", message: "Please sign your contract.", signingOrder: "sequential", templateId: template.id, templateVersion: 1 });
    const copy = request.documents[0];
    expect(copy?.id).not.toBe(templateDocument?.id);
    expect(copy).toMatchObject({ sha256: templateDocument?.sha256, pageCount: 2 });
    expect(request.signers.map((signer) => [signer.email, signer.firstName, signer.position])).toEqual([
      ["erika.employee@example.ch", "Erika", 0],
      ["hanna.hr@example.ch", "Hanna", 1],
    ]);
    expect(request.signers[0]?.fields).toEqual([{ document_id: copy?.id, page: 2, x: 60, y: 600, width: 200, height: 60 }]);
    expect(request.signers[1]?.fields).toEqual([{ document_id: copy?.id, page: 2, x: 320, y: 600, width: 200, height: 60 }]);
    // The role's form fields arrive on its signer, on the copy, the sender's prefills read-only.
    expect(request.signers[0]?.formFields.map((field) => [field.name, field.document_id, field.value, field.readOnly])).toEqual([
      ["City", copy?.id, "Bern", true],
      ["Start date", copy?.id, "2027-01-01", true],
      ["Accepts terms", copy?.id, null, false],
    ]);
    expect(request.signers[1]?.formFields.map((field) => [field.name, field.type, field.value, field.readOnly])).toEqual([["Salary", "number", null, false]]);

    // The audit trail says where the request came from.
    const events = (await call(token, "GET", `/v3/signature-requests/${request.id}/events`)).body.events as { type: string; details: Record<string, unknown> }[];
    expect(events.find((event) => event.type === "created")?.details).toMatchObject({ templateId: template.id, templateVersion: 1 });

    // A later version is noted on the next request; deleting a request leaves the template whole.
    await call(token, "PUT", `/v3/templates/${template.id}`, employmentBody(templateDocument?.id ?? "", { title: "Employment contract v2" }));
    expect((await call(token, "DELETE", `/v3/signature-requests/${request.id}`)).status).toBe(204);
    await testApp.mailsTo("nobody@example.ch");
    expect(await blobExists(templateDocument?.sha256 ?? "")).toBe(true);
    const sent = await call(token, "POST", `/v3/templates/${template.id}/signature-requests`, { roles: PEOPLE, send: true });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ status: "open", templateVersion: 2, title: "Employment contract v2" });
    const download = await testApp.request({ method: "GET", url: `/api/v3/documents/${(sent.body.documents as { id: string }[])[0]?.id}/download`, token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Sent through the initiate path: the first signer (sequential) is invited, the second not yet.
    expect((await testApp.mailsTo(PEOPLE.Employee.email)).some((mail) => mail.subject.includes("Employment contract v2"))).toBe(true);
    expect((await testApp.mailsTo(PEOPLE.HR.email)).some((mail) => mail.subject.includes("Employment contract v2"))).toBe(false);
  });

  it("answers bad roles and prefill with stable codes, and makes nothing", async () => {
    const { token } = await createSignedInUser(testApp);
    const template = await createEmploymentTemplate(testApp, token);
    const url = `/v3/templates/${template.id}/signature-requests`;
    const before = await testApp.context.db.selectFrom("signature_requests").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    expect(await call(token, "POST", url, { roles: { Employee: PEOPLE.Employee } })).toMatchObject({ status: 400, body: { code: "template_role_missing", details: { roles: ["HR"] } } });
    expect(await call(token, "POST", url, { roles: { ...PEOPLE, Boss: { email: "boss@example.ch" } } })).toMatchObject({
      status: 400,
      body: { code: "template_role_unknown", details: { roles: ["Boss"] } },
    });
    expect(await call(token, "POST", url, { roles: PEOPLE, prefill: { Town: "Bern" } })).toMatchObject({ status: 400, body: { code: "template_field_unknown", details: { fields: ["Town"] } } });
    expect(await call(token, "POST", url, { roles: PEOPLE, prefill: { "Start date": "2027-02-30", Salary: "a lot", City: "Bern" } })).toMatchObject({
      status: 400,
      body: {
        code: "template_prefill_invalid",
        details: {
          fields: [
            { name: "Start date", problem: "not_a_date" },
            { name: "Salary", problem: "not_a_number" },
          ],
        },
      },
    });
    expect(await call(token, "POST", url, { roles: { ...PEOPLE, HR: { email: "not an address" } } })).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    expect((await call(token, "POST", url, { roles: PEOPLE, bogus: 1 })).status).toBe(400);
    const after = await testApp.context.db.selectFrom("signature_requests").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it("hands each role's form fields to its signer, prefilled values attached, on the request's copies", () => {
    const roles = [
      { name: "Employee", quality: null, signature_fields: [{ document_id: "t1", page: 1, x: 1, y: 2, width: 30, height: 20 }], form_fields: [{ type: "text" as const, name: "City", document_id: "t1", page: 1, x: 5, y: 5, width: 50, height: 20, label: undefined, required: true, multiline: false, max_length: 200, pattern: undefined }] },
      { name: "HR", quality: null, signature_fields: [], form_fields: [{ type: "checkbox" as const, name: "Approved", document_id: "t1", page: 1, x: 5, y: 50, width: 10, height: 10, label: undefined, required: false }] },
    ];
    const inputs = signerInputsOf(roles, { Employee: { email: "e@example.ch", firstName: "Erika" }, HR: { email: "h@example.ch" } }, { City: "Bern" }, new Map([["t1", "r1"]]));
    expect(inputs).toEqual([
      {
        account_email: "e@example.ch",
        first_name: "Erika",
        document_signatures: [{ document_id: "r1", page: 1, x: 1, y: 2, width: 30, height: 20 }],
        form_fields: [expect.objectContaining({ name: "City", document_id: "r1", value: "Bern" })],
      },
      { account_email: "h@example.ch", document_signatures: [], form_fields: [expect.not.objectContaining({ value: expect.anything() })] },
    ]);
  });
});
