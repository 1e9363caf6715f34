import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_FIELD_LIMITS } from "@paraph/contracts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callAsGuest, confirmedGuestOf } from "../direct-sign/test-helpers.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";
import { person, placed, requestWith, sign, type Person } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** One field of every type, with a value that fits it and one that does not (and the problem it gives). */
const EVERY_TYPE: { field: Record<string, unknown>; good: string | boolean; bad: string | boolean; problem: string }[] = [
  // Text values are trimmed by the contract (the text rule): blanks only are empty.
  { field: { type: "initials", name: "Initials" }, good: "F. F.", bad: "   ", problem: "required" },
  { field: { type: "name", name: "Full name" }, good: "Zoë Łódź", bad: "a\nb", problem: "not_text" },
  { field: { type: "email", name: "E-mail" }, good: "fritz@example.ch", bad: "fritz at example", problem: "pattern_mismatch" },
  { field: { type: "date", name: "Date" }, good: "2028-02-29", bad: "2026-02-29", problem: "not_a_date" },
  { field: { type: "text", name: "IBAN", pattern: "iban" }, good: "CH93 0076 2011 6238 5295 7", bad: "CH94 0076 2011 6238 5295 7", problem: "pattern_mismatch" },
  { field: { type: "number", name: "Count", min: 1, max: 10 }, good: "7", bad: "11", problem: "above_max" },
  { field: { type: "checkbox", name: "Consent" }, good: true, bad: "yes", problem: "wrong_type" },
  { field: { type: "radio", name: "Size", options: ["S", "M"] }, good: "M", bad: "XL", problem: "not_an_option" },
  { field: { type: "dropdown", name: "Colour", options: ["red", "blue"] }, good: "blue", bad: "green", problem: "not_an_option" },
];

async function cast(): Promise<{ owner: Person; first: Person; second: Person }> {
  return {
    owner: await person(testApp, { firstName: "Olga", lastName: "Owner" }),
    first: await person(testApp, { firstName: "Fritz", lastName: "First" }),
    second: await person(testApp, { firstName: "Sina", lastName: "Second" }),
  };
}

async function signerStatuses(owner: Person, requestId: string) {
  const view = await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${requestId}`);
  return (view.body.signers ?? []).map((signer) => signer.status);
}

async function versionCount(owner: Person, documentId: string): Promise<number> {
  const rows = await testApp.context.db.selectFrom("document_versions").select("version").where("document_id", "=", documentId).execute();
  expect(owner.token).toBeTruthy();
  return rows.length;
}

describe("form field values at signing", () => {
  it("checks every type: wrong values answer 400 form_field_values_invalid with each field's problem and sign nothing; fitting values sign", async () => {
    const { owner, first } = await cast();
    const request = await requestWith(testApp, owner, (documentId) => [
      { account_email: first.email, form_fields: EVERY_TYPE.map(({ field }, index) => placed(documentId, 1 + (index % 2), Math.floor(index / 2), field)) },
    ]);
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    const versionsBefore = await versionCount(owner, request.documentId);

    const wrong = await sign(testApp, first, request.id, Object.fromEntries(EVERY_TYPE.map(({ field, bad }) => [String(field.name), bad])));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "form_field_values_invalid" });
    expect((wrong.body.details as { fields: unknown[] }).fields).toEqual(EVERY_TYPE.map(({ field, problem }) => ({ field: field.name, problem })));
    expect(await signerStatuses(owner, request.id)).toEqual(["open"]);
    expect(await versionCount(owner, request.documentId)).toBe(versionsBefore);

    const right = await sign(testApp, first, request.id, Object.fromEntries(EVERY_TYPE.map(({ field, good }) => [String(field.name), good])));
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(await signerStatuses(owner, request.id)).toEqual(["signed"]);
    const stored = await testApp.context.db.selectFrom("signer_form_fields").select(["name", "value", "filled_by_role"]).where("signature_request_id", "=", request.id).orderBy("position").execute();
    expect(stored).toEqual(EVERY_TYPE.map(({ field, good }) => ({ name: field.name, value: good, filled_by_role: "signer" })));
  });

  it("refuses a required field left empty with 400 and signs nothing; an optional one may stay empty", async () => {
    const { owner, first } = await cast();
    const request = await requestWith(testApp, owner, (documentId) => [
      { account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "text", name: "City" }), placed(documentId, 1, 1, { type: "text", name: "Remarks", required: false })] },
    ]);
    const versionsBefore = await versionCount(owner, request.documentId);
    const missing = await sign(testApp, first, request.id, { Remarks: "none" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "form_field_values_invalid", details: { fields: [{ field: "City", problem: "required" }] } });
    const noValues = await sign(testApp, first, request.id);
    expect(noValues.body).toMatchObject({ code: "form_field_values_invalid", details: { fields: [{ field: "City", problem: "required" }] } });
    expect(await signerStatuses(owner, request.id)).toEqual(["open"]);
    expect(await versionCount(owner, request.documentId)).toBe(versionsBefore);
    expect((await sign(testApp, first, request.id, { City: "Bern" })).status).toBe(200);
  });

  it("refuses a value the PDF's font cannot draw (CJK, emoji) with 422 field_value_not_drawable naming the field and the character, and signs nothing", async () => {
    const { owner, first } = await cast();
    const request = await requestWith(testApp, owner, (documentId) => [
      { account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "name", name: "Full name" }), placed(documentId, 1, 1, { type: "text", name: "Remarks", required: false })] },
    ]);
    const versionsBefore = await versionCount(owner, request.documentId);
    const cjk = await sign(testApp, first, request.id, { "Full name": "山田太郎", Remarks: "ok" });
    expect(cjk.status).toBe(422);
    expect(cjk.body).toMatchObject({ code: "field_value_not_drawable", details: { field: "Full name", character: "山", codePoint: "U+5C71" } });
    const emoji = await sign(testApp, first, request.id, { "Full name": "Ἀλέξης Дмитрий", Remarks: "Thanks 😀" });
    expect(emoji.status).toBe(422);
    expect(emoji.body).toMatchObject({ code: "field_value_not_drawable", details: { field: "Remarks", character: "😀", codePoint: "U+1F600" } });
    expect(await signerStatuses(owner, request.id)).toEqual(["open"]);
    expect(await versionCount(owner, request.documentId)).toBe(versionsBefore);
    // Values that do not fit their field are told first, as before.
    expect((await sign(testApp, first, request.id, { "Full name": "", Remarks: "😀" })).body).toMatchObject({ code: "form_field_values_invalid" });
    // Joiners and variation selectors draw as nothing; Greek, Cyrillic and Vietnamese sign.
    expect((await sign(testApp, first, request.id, { "Full name": "Nguyễn\u200d Ánh", Remarks: "Ἀλέξης, Дмитрий" })).status).toBe(200);
  });

  it("keeps the sender's prefill: read-only for the signer, another value is 403 form_field_read_only, the same value or none signs", async () => {
    const { owner, first } = await cast();
    const request = await requestWith(testApp, owner, (documentId) => [
      { account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "text", name: "Company", value: "Muster AG" }), placed(documentId, 1, 1, { type: "name", name: "Signatory" })] },
    ]);
    const mine = await callRequest(testApp, first.token, "GET", `/v3/signature-requests/${request.id}`);
    expect(mine.body.signers?.[0]?.formFields.map((field) => [field.name, field.value, field.readOnly])).toEqual([
      ["Company", "Muster AG", true],
      ["Signatory", null, false],
    ]);
    const changed = await sign(testApp, first, request.id, { Company: "Other GmbH", Signatory: "Fritz First" });
    expect(changed.status).toBe(403);
    expect(changed.body).toMatchObject({ code: "form_field_read_only", details: { fields: ["Company"] } });
    expect((await sign(testApp, first, request.id, { Company: "Muster AG", Signatory: "Fritz First" })).status).toBe(200);
    const after = await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${request.id}`);
    expect(after.body.signers?.[0]?.formFields.map((field) => [field.name, field.value])).toEqual([
      ["Company", "Muster AG"],
      ["Signatory", "Fritz First"],
    ]);
  });

  it("never lets a later signer set an earlier signer's field (403 form_field_not_yours), nor name a field the request does not have", async () => {
    const { owner, first, second } = await cast();
    const request = await requestWith(testApp, owner, (documentId) => [
      { account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "text", name: "City" })] },
      { account_email: second.email, form_fields: [placed(documentId, 1, 1, { type: "text", name: "Country" })] },
    ]);
    expect((await sign(testApp, first, request.id, { City: "Zürich" })).status).toBe(200);
    const takeover = await sign(testApp, second, request.id, { City: "Genève", Country: "CH" });
    expect(takeover.status).toBe(403);
    expect(takeover.body).toMatchObject({ code: "form_field_not_yours", details: { fields: ["City"] } });
    const unknown = await sign(testApp, second, request.id, { Country: "CH", Planet: "Earth" });
    expect(unknown.body).toMatchObject({ code: "form_field_not_yours", details: { fields: ["Planet"] } });
    expect((await sign(testApp, second, request.id, { Country: "CH" })).status).toBe(200);
    const view = await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${request.id}`);
    expect(view.body.signers?.map((signer) => signer.formFields.map((field) => [field.name, field.value]))).toEqual([[["City", "Zürich"]], [["Country", "CH"]]]);
  });
});

describe("form field definitions from the sender", () => {
  it("answers 400 form_field_name_taken for a name used twice across the request, 400 form_field_values_invalid for a prefill that does not fit, and field_invalid for a page the document does not have", async () => {
    const { owner, first, second } = await cast();
    const taken = await requestWith(testApp, owner, (documentId) => [
      { account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "text", name: "City" })] },
      { account_email: second.email, form_fields: [placed(documentId, 1, 1, { type: "text", name: "City" })] },
    ]);
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ code: "form_field_name_taken", details: { names: ["City"] } });
    const badPrefill = await requestWith(testApp, owner, (documentId) => [{ account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "date", name: "Date", value: "31.12.2026" })] }]);
    expect(badPrefill.body).toMatchObject({ code: "form_field_values_invalid", details: { fields: [{ field: "Date", problem: "not_a_date" }] } });
    const noPage = await requestWith(testApp, owner, (documentId) => [{ account_email: first.email, form_fields: [placed(documentId, 9, 0, { type: "text", name: "City" })] }]);
    expect(noPage.body).toMatchObject({ code: "field_invalid", details: { page: 9 } });
  });

  it("answers 422 field_value_not_drawable for a prefill or an option the PDF's font cannot draw: the signer could not change them", async () => {
    const { owner, first } = await cast();
    const prefill = await requestWith(testApp, owner, (documentId) => [{ account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "text", name: "Company", value: "株式会社" })] }]);
    expect(prefill.status).toBe(422);
    expect(prefill.body).toMatchObject({ code: "field_value_not_drawable", details: { field: "Company", character: "株" } });
    const option = await requestWith(testApp, owner, (documentId) => [{ account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "dropdown", name: "Mood", options: ["Fine", "Great 🎉"] })] }]);
    expect(option.status).toBe(422);
    expect(option.body).toMatchObject({ code: "field_value_not_drawable", details: { field: "Mood", character: "🎉", codePoint: "U+1F389" } });
    const drawable = await requestWith(testApp, owner, (documentId) => [{ account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "radio", name: "Πόλη", options: ["Αθήνα", "Москва"], value: "Москва" })] }]);
    expect(drawable.status, JSON.stringify(drawable.body)).toBe(201);
  });

  it("counts the fields of the whole request against the limit, and a signer added later cannot take a name in use", async () => {
    const { owner, first, second } = await cast();
    const half = Math.ceil(FORM_FIELD_LIMITS.perRequest / 2);
    const many = (documentId: string, prefix: string, count: number) => Array.from({ length: count }, (_, index) => ({ type: "checkbox", name: `${prefix}${index}`, document_id: documentId, page: 1, x: 10, y: 10, width: 10, height: 10 }));
    const request = await requestWith(testApp, owner, (documentId) => [{ account_email: first.email, form_fields: many(documentId, "a", half) }], { send: false });
    expect(request.status).toBe(201);
    const tooMany = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/signatures`, { account_email: second.email, form_fields: many(request.documentId, "b", half + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: "form_field_limit_reached", details: { max: FORM_FIELD_LIMITS.perRequest } });
    const reused = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/signatures`, { account_email: second.email, form_fields: many(request.documentId, "a", 1) });
    expect(reused.body).toMatchObject({ code: "form_field_name_taken", details: { names: ["a0"] } });
    const firstId = String((request.body.signers as { id: string }[] | undefined)?.[0]?.id);
    const replaced = await callRequest(testApp, owner.token, "PUT", `/v3/signature-requests/${request.id}/signatures/${firstId}`, { form_fields: many(request.documentId, "c", 2) });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.signers?.[0]?.formFields.map((field) => field.name)).toEqual(["c0", "c1"]);
  });
});

describe("fields follow their signer and document", () => {
  it("go to the person a signer delegates to, who fills them; a removed document takes its fields along", async () => {
    const { owner, first, second } = await cast();
    const request = await requestWith(testApp, owner, (documentId) => [{ account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "text", name: "City" })] }]);
    const delegated = await callRequest(testApp, first.token, "POST", `/v3/signature-requests/${request.id}/delegate`, { email: second.email });
    expect(delegated.status, JSON.stringify(delegated.body)).toBe(200);
    // The first signer may no longer sign (the request's state machine refuses before any field is looked at).
    expect((await sign(testApp, first, request.id, { City: "Bern" })).status).toBe(409);
    expect((await sign(testApp, second, request.id, { City: "Chur" })).status).toBe(200);
    const view = await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${request.id}`);
    expect(view.body.signers?.map((signer) => [signer.status, signer.formFields.map((field) => field.value)])).toEqual([
      ["delegated", []],
      ["signed", ["Chur"]],
    ]);

    const draft = await requestWith(testApp, owner, (documentId) => [{ account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "text", name: "City" })] }], { send: false });
    const removed = await callRequest(testApp, owner.token, "DELETE", `/v3/signature-requests/${draft.id}/documents/${draft.documentId}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.signers?.[0]?.formFields).toEqual([]);
  });
});

describe("who sees which values, and who may fill", () => {
  it("shows another signer's values only once they signed, the owner every value; an outsider gets 404 for the request and for signing it", async () => {
    const { owner, first, second } = await cast();
    const outsider = await person(testApp, { firstName: "Otto", lastName: "Outsider" });
    const request = await requestWith(
      testApp,
      owner,
      (documentId) => [
        { account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "text", name: "Salary", value: "100000" })] },
        { account_email: second.email, form_fields: [placed(documentId, 1, 1, { type: "text", name: "City" })] },
      ],
      { signing_order: "sequential" },
    );
    const seenBy = async (viewer: Person) =>
      (await callRequest(testApp, viewer.token, "GET", `/v3/signature-requests/${request.id}`)).body.signers?.map((signer) => signer.formFields.map((field) => field.value));
    expect(await seenBy(second)).toEqual([[null], [null]]);
    expect(await seenBy(owner)).toEqual([["100000"], [null]]);
    expect(await seenBy(first)).toEqual([["100000"], [null]]);
    expect((await callRequest(testApp, outsider.token, "GET", `/v3/signature-requests/${request.id}`)).status).toBe(404);
    const outsiderSigns = await sign(testApp, outsider, request.id, { City: "Basel" });
    expect(outsiderSigns.status).toBe(404);

    expect((await sign(testApp, first, request.id)).status).toBe(200);
    expect(await seenBy(second)).toEqual([["100000"], [null]]);
    expect((await sign(testApp, second, request.id, { City: "Basel" })).status).toBe(200);
    expect(await seenBy(first)).toEqual([["100000"], ["Basel"]]);
  });

  it("records each fill in the audit trail by field name, without the values", async () => {
    const { owner, first } = await cast();
    const request = await requestWith(testApp, owner, (documentId) => [
      { account_email: first.email, form_fields: [placed(documentId, 1, 0, { type: "text", name: "Company", value: "Muster AG" }), placed(documentId, 1, 1, { type: "text", name: "City" })] },
    ]);
    expect((await sign(testApp, first, request.id, { City: "Lugano" })).status).toBe(200);
    const events = await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${request.id}/events`);
    const list = (events.body.events ?? []) as { type: string; details: Record<string, unknown> }[];
    expect(list.find((event) => event.type === "signer_added")?.details).toMatchObject({ formFields: ["Company", "City"], prefilledFormFields: ["Company"] });
    expect(list.find((event) => event.type === "signed")?.details).toMatchObject({ formFields: ["City"] });
    expect(JSON.stringify(list)).not.toContain("Lugano");
    expect(JSON.stringify(list)).not.toContain("Muster AG");
  });

  it("lets a guest fill their fields through their direct link, with the same checks", async () => {
    const owner = await person(testApp, { firstName: "Olga", lastName: "Owner" });
    const guestEmail = `guest-${crypto.randomUUID()}@example.ch`;
    const request = await requestWith(testApp, owner, (documentId) => [{ account_email: guestEmail, form_fields: [placed(documentId, 1, 0, { type: "date", name: "Moving day" })] }]);
    const guest = await confirmedGuestOf(testApp, request.id, guestEmail);
    const wrong = await callAsGuest(testApp, guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: request.id, formFieldValues: { "Moving day": "tomorrow" } }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "form_field_values_invalid", details: { fields: [{ field: "Moving day", problem: "not_a_date" }] } });
    const right = await callAsGuest(testApp, guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: request.id, formFieldValues: { "Moving day": "2027-04-01" } }] });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    const view = await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${request.id}`);
    expect(view.body.signers?.[0]?.formFields[0]).toMatchObject({ name: "Moving day", value: "2027-04-01", readOnly: true });
    const stored = await testApp.context.db.selectFrom("signer_form_fields").select(["filled_by_role", "filled_by_user_id", "filled_by_signer_id"]).where("signature_request_id", "=", request.id).executeTakeFirst();
    expect(stored).toEqual({ filled_by_role: "signer", filled_by_user_id: null, filled_by_signer_id: view.body.signers?.[0]?.id });
  });
});
