import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureRequestSchema } from "@paraph/contracts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { apiTokenOf, createApiUserAs } from "../api-users/test-helpers.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { callAsGuest } from "../direct-sign/test-helpers.ts";
import { provisionTestSeal } from "../seals/test-helpers.ts";
import { callTemplates, createEmploymentTemplate } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const call = (token: string | undefined, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) => callTemplates(testApp, token, method, url, payload);

/** The newest six-digit code mailed to the address by this template. */
async function lastCode(email: string, template: string): Promise<string> {
  const mail = (await testApp.mailsTo(email)).find((entry) => entry.template === template);
  return /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1] ?? "";
}

function tokenOf(url: string): string {
  return /\/template-link\/([A-Za-z0-9_-]{43})$/.exec(url)?.[1] ?? "";
}

/** A visitor of the link names themselves, confirms the mailed code, and gets their guest link. */
async function visitAndConfirm(token: string, visitor: { email: string; firstName: string; lastName: string }) {
  const started = await call(undefined, "POST", `/v3/template-links/${token}/start`, visitor);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const confirmed = await call(undefined, "POST", `/v3/template-links/${token}/confirm`, { visitId: started.body.visitId, code: await lastCode(visitor.email, "template-link-code") });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body as { signatureRequestId: string; guestId: string; url: string; signerId: string };
}

const VISITOR_VALUES = { City: "Zürich", "Start date": "2027-02-01" };
/** HR's required field, when the link prefills nothing. */
const HR_VALUES = { Salary: "6000" };

/** The guest direct-sign flow: the e-mailed signing code, then POST /v3/direct/sign. */
async function signAsGuest(guest: { guestId: string; requestId: string }, email: string) {
  expect((await callAsGuest(testApp, guest, "POST", "/v1/direct/tan/resend", {})).status).toBe(200);
  expect((await callAsGuest(testApp, guest, "POST", "/v1/direct/tan/check", { tan: await lastCode(email, "direct-sign-tan") })).status).toBe(200);
  // The visitor's role fills its required fields (City, Start date) as it signs.
  return callAsGuest(testApp, guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: guest.requestId, formFieldValues: VISITOR_VALUES }] });
}

describe("template direct links", () => {
  it("lets a visitor confirm their address, sign first as a guest, and the named HR signer complete the request", async () => {
    const owner = await createSignedInUser(testApp, { firstName: "Olga", lastName: "Owner" });
    const hr = await createSignedInUser(testApp, { firstName: "Hanna", lastName: "Personal" });
    const template = await createEmploymentTemplate(testApp, owner.token);
    const created = await call(owner.token, "POST", `/v3/templates/${template.id}/direct-link`, { openRole: "Employee", roles: { HR: { email: hr.user.email } }, prefill: { Salary: "90000" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const token = tokenOf(String(created.body.url));
    expect(token).toBe(created.body.token);
    expect((await call(owner.token, "GET", `/v3/templates/${template.id}`)).body).toMatchObject({ directLink: { openRole: "Employee" } });

    const page = await call(undefined, "GET", `/v3/template-links/${token}`);
    expect(page).toMatchObject({ status: 200, body: { title: "Employment contract", openRole: "Employee", senderName: "Olga Owner", quality: "ses" } });

    const visitorEmail = `visitor-${crypto.randomUUID().slice(0, 8)}@example.ch`;
    const started = await call(undefined, "POST", `/v3/template-links/${token}/start`, { email: visitorEmail, firstName: "Vera", lastName: "Visitor", lang: "de-ch" });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.maskedEmail).toMatch(/^v•••@example\.ch$/);
    const visitId = String(started.body.visitId);
    const code = await lastCode(visitorEmail, "template-link-code");
    expect(code).toMatch(/^\d{6}$/);
    expect((await testApp.mailsTo(visitorEmail)).find((mail) => mail.template === "template-link-code")?.lang).toBe("de-ch");

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(await call(undefined, "POST", `/v3/template-links/${token}/confirm`, { visitId, code: wrong })).toMatchObject({ status: 422, body: { code: "tan_invalid" } });
    const otherVisit = await call(undefined, "POST", `/v3/template-links/${token}/confirm`, { visitId: crypto.randomUUID(), code });
    expect(otherVisit.status).toBe(404);
    const confirmed = await call(undefined, "POST", `/v3/template-links/${token}/confirm`, { visitId, code });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const { signatureRequestId: requestId, guestId, url } = confirmed.body as { signatureRequestId: string; guestId: string; url: string; signerId: string };
    expect(url).toBe(`${testApp.context.publicUrl}/view/${requestId}/${guestId}`);
    // Confirming again answers the same link and makes no second request.
    expect((await call(undefined, "POST", `/v3/template-links/${token}/confirm`, { visitId, code })).body).toEqual(confirmed.body);

    const request = signatureRequestSchema.parse((await call(owner.token, "GET", `/v3/signature-requests/${requestId}`)).body);
    expect(request).toMatchObject({ status: "open", templateId: template.id, templateVersion: 1, owner: { id: owner.user.id } });
    expect(request.signers.map((signer) => [signer.email, signer.firstName, signer.status])).toEqual([
      [visitorEmail, "Vera", "open"],
      [hr.user.email, "Hanna", "pending"],
    ]);

    // The visitor signs through the guest direct-sign flow.
    const guest = { guestId, requestId };
    expect((await callAsGuest(testApp, guest, "GET", "/v1/direct/user")).body).toMatchObject({ email: visitorEmail, lang: "de-ch" });
    const guestSigned = await signAsGuest(guest, visitorEmail);
    expect(guestSigned.status, JSON.stringify(guestSigned.body)).toBe(200);
    expect(guestSigned.body).toMatchObject({ signatureRequests: [{ signatureRequestId: requestId, status: "open" }] });

    // Then HR, with their account.
    // (The link prefilled HR's salary: read-only, nothing to fill.)
    const hrSigned = await call(hr.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: requestId }] });
    expect(hrSigned.status, JSON.stringify(hrSigned.body)).toBe(200);
    expect(hrSigned.body).toMatchObject({ signatureRequests: [{ signatureRequestId: requestId, status: "completed" }] });
    const completed = signatureRequestSchema.parse((await call(owner.token, "GET", `/v3/signature-requests/${requestId}`)).body);
    expect(completed.signers.map((signer) => signer.status)).toEqual(["signed", "signed"]);
    expect(completed.signers.map((signer) => Object.fromEntries(signer.formFields.filter((field) => field.value !== null).map((field) => [field.name, field.value])))).toEqual([VISITOR_VALUES, { Salary: "90000" }]);
    expect(completed.documents[0]?.signed).not.toBeNull();
  });

  it("lets the business's seal sign after the visitor, through the API user that holds it", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const seal = await provisionTestSeal(testApp, business.id, "template-seal", "Muster AG Seal");
    const sealer = await createApiUserAs(testApp, admin.token, business.id, { description: "Sealer", sealAccountName: seal.account_name });
    const sealerToken = await apiTokenOf(testApp, sealer);
    const sealerEmail = String((await call(sealerToken, "GET", "/v1/user")).body.email);
    const template = await createEmploymentTemplate(testApp, admin.token, { shared: true });
    const link = await call(admin.token, "POST", `/v3/templates/${template.id}/direct-link`, { openRole: "Employee", roles: { HR: { email: sealerEmail } } });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const visitorEmail = `sealed-${crypto.randomUUID().slice(0, 8)}@example.ch`;
    const { signatureRequestId: requestId, guestId } = await visitAndConfirm(String(link.body.token), { email: visitorEmail, firstName: "Sina", lastName: "Visitor" });
    expect((await signAsGuest({ guestId, requestId }, visitorEmail)).status).toBe(200);
    const sealed = await call(sealerToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: requestId, formFieldValues: HR_VALUES }], sealAccountName: seal.account_name });
    expect(sealed.status, JSON.stringify(sealed.body)).toBe(200);
    expect(sealed.body).toMatchObject({ signatureRequests: [{ signatureRequestId: requestId, status: "completed" }] });
  });

  it("answers 410 once revoked and 404 for a replaced or unknown token; a new link works", async () => {
    const owner = await createSignedInUser(testApp);
    const template = await createEmploymentTemplate(testApp, owner.token);
    const linkBody = { openRole: "Employee", roles: { HR: { email: "hr@example.ch" } } };
    const first = tokenOf(String((await call(owner.token, "POST", `/v3/templates/${template.id}/direct-link`, linkBody)).body.url));
    const started = await call(undefined, "POST", `/v3/template-links/${first}/start`, { email: "late@example.ch", firstName: "Lea", lastName: "Late" });
    expect(started.status).toBe(201);
    const code = await lastCode("late@example.ch", "template-link-code");

    expect((await call(owner.token, "DELETE", `/v3/templates/${template.id}/direct-link`)).status).toBe(204);
    expect((await call(owner.token, "GET", `/v3/templates/${template.id}`)).body).toMatchObject({ directLink: null });
    expect(await call(undefined, "GET", `/v3/template-links/${first}`)).toMatchObject({ status: 410, body: { code: "template_link_revoked" } });
    expect(await call(undefined, "POST", `/v3/template-links/${first}/start`, { email: "new@example.ch", firstName: "N", lastName: "N" })).toMatchObject({ status: 410 });
    // A code asked for before the revocation makes nothing after it.
    expect(await call(undefined, "POST", `/v3/template-links/${first}/confirm`, { visitId: started.body.visitId, code })).toMatchObject({ status: 410, body: { code: "template_link_revoked" } });
    expect((await call(undefined, "GET", `/v3/template-links/${"A".repeat(43)}`)).status).toBe(404);
    expect((await call(undefined, "GET", "/v3/template-links/short")).status).toBe(400);

    const second = tokenOf(String((await call(owner.token, "POST", `/v3/templates/${template.id}/direct-link`, linkBody)).body.url));
    expect(second).not.toBe(first);
    expect((await call(undefined, "GET", `/v3/template-links/${second}`)).status).toBe(200);
    expect((await call(undefined, "GET", `/v3/template-links/${first}`)).status).toBe(404);

    // A link whose people no longer fit the template (HR renamed) is outdated, not broken.
    const documentId = template.documents[0]?.id ?? "";
    const renamed = template.roles.map((role) => ({
      name: role.name === "HR" ? "People team" : role.name,
      signature_fields: role.signatureFields,
      form_fields: role.formFields,
    }));
    expect((await call(owner.token, "PUT", `/v3/templates/${template.id}`, { title: "Renamed roles", documents: [documentId], roles: renamed })).status).toBe(200);
    expect(await call(undefined, "GET", `/v3/template-links/${second}`)).toMatchObject({ status: 409, body: { code: "template_link_outdated" } });
  });

  it("mails one address at most five codes an hour", async () => {
    const owner = await createSignedInUser(testApp);
    const template = await createEmploymentTemplate(testApp, owner.token);
    const token = String((await call(owner.token, "POST", `/v3/templates/${template.id}/direct-link`, { openRole: "Employee", roles: { HR: { email: "hr@example.ch" } } })).body.token);
    const target = `flooded-${crypto.randomUUID().slice(0, 8)}@example.ch`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await call(undefined, "POST", `/v3/template-links/${token}/start`, { email: target, firstName: "F", lastName: "L" })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await testApp.mailsTo(target)).filter((mail) => mail.template === "template-link-code")).toHaveLength(5);
  });

  it("checks the link's roles when it is made", async () => {
    const owner = await createSignedInUser(testApp);
    const template = await createEmploymentTemplate(testApp, owner.token);
    const url = `/v3/templates/${template.id}/direct-link`;
    expect(await call(owner.token, "POST", url, { openRole: "Visitor", roles: { HR: { email: "hr@example.ch" } } })).toMatchObject({ status: 400, body: { code: "template_role_unknown" } });
    expect(await call(owner.token, "POST", url, { openRole: "Employee" })).toMatchObject({ status: 400, body: { code: "template_role_missing", details: { roles: ["HR"] } } });
    expect(await call(owner.token, "POST", url, { openRole: "Employee", roles: { HR: { email: "hr@example.ch" }, Employee: { email: "e@example.ch" } } })).toMatchObject({
      status: 400,
      body: { code: "validation_failed" },
    });
    const advanced = await createEmploymentTemplate(testApp, owner.token, { quality: "aes" });
    expect(await call(owner.token, "POST", `/v3/templates/${advanced.id}/direct-link`, { openRole: "Employee", roles: { HR: { email: "hr@example.ch" } } })).toMatchObject({
      status: 422,
      body: { code: "quality_not_available", details: { quality: "aes" } },
    });
    expect(await call(owner.token, "POST", url, { openRole: "Employee", roles: { HR: { email: "hr@example.ch" } }, prefill: { Salary: "-5" } })).toMatchObject({
      status: 400,
      body: { code: "template_prefill_invalid", details: { fields: [{ name: "Salary", problem: "below_min" }] } },
    });
  });
});
