import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, countEvents, parseRequest, uploadDocuments } from "./test-helpers.ts";

/**
 * U+0000 in free text used to reach PostgreSQL (which cannot store it) and answer 500. The
 * contracts' text rule refuses it, with every other control character, before anything runs.
 */
let testApp: TestApp;
type Person = Awaited<ReturnType<typeof createUser>> & { token: string };
let owner: Person;
let anna: Person;

async function person(): Promise<Person> {
  const user = await createUser(testApp, { email: uniqueEmail("text-rule") });
  return { ...user, token: await loginAs(testApp, user) };
}

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await person();
  anna = await person();
});
afterAll(async () => testApp.close());

const NUL = "Anna\u0000Admin";

/** A request with Anna as signer: a draft, or sent (initiated) so that signer actions reach the database. */
async function requestWithAnna(isSent: boolean) {
  const [documentId] = await uploadDocuments(testApp, owner.token, 1);
  const created = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", {
    title: "Lease",
    documents: [documentId],
    signatures: [{ account_email: anna.email, document_signatures: [{ document_id: documentId, page: 1, x: 50, y: 600, width: 200, height: 80 }] }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const request = parseRequest(created.body);
  if (isSent) expect((await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/initiate`)).status).toBe(200);
  return { id: request.id, signerId: request.signers[0]?.id ?? "" };
}

type Call = { who: "owner" | "anna"; method: "GET" | "POST" | "PUT"; url: string; payload?: object };

const cases: [string, boolean, (request: { id: string; signerId: string }) => Call][] = [
  ["create: title", false, () => ({ who: "owner", method: "POST", url: "/v3/signature-requests", payload: { title: NUL } })],
  ["create: message", false, () => ({ who: "owner", method: "POST", url: "/v3/signature-requests", payload: { title: "Lease", message: NUL } })],
  ["create: first name", false, () => ({ who: "owner", method: "POST", url: "/v3/signature-requests", payload: { title: "Lease", signatures: [{ account_email: uniqueEmail(), first_name: NUL }] } })],
  ["create: last name", false, () => ({ who: "owner", method: "POST", url: "/v3/signature-requests", payload: { title: "Lease", signatures: [{ account_email: uniqueEmail(), last_name: NUL }] } })],
  ["add signer: first name", false, (r) => ({ who: "owner", method: "POST", url: `/v3/signature-requests/${r.id}/signatures`, payload: { account_email: uniqueEmail(), first_name: NUL } })],
  ["add signer: last name", false, (r) => ({ who: "owner", method: "POST", url: `/v3/signature-requests/${r.id}/signatures`, payload: { account_email: uniqueEmail(), last_name: NUL } })],
  ["update signer: first name", false, (r) => ({ who: "owner", method: "PUT", url: `/v3/signature-requests/${r.id}/signatures/${r.signerId}`, payload: { first_name: NUL } })],
  ["update signer: last name", false, (r) => ({ who: "owner", method: "PUT", url: `/v3/signature-requests/${r.id}/signatures/${r.signerId}`, payload: { last_name: NUL } })],
  ["update: title", false, (r) => ({ who: "owner", method: "PUT", url: `/v3/signature-requests/${r.id}`, payload: { title: NUL } })],
  ["update: message", false, (r) => ({ who: "owner", method: "PUT", url: `/v3/signature-requests/${r.id}`, payload: { message: NUL } })],
  ["delegate: first name", true, (r) => ({ who: "anna", method: "POST", url: `/v3/signature-requests/${r.id}/delegate`, payload: { email: uniqueEmail(), first_name: NUL } })],
  ["delegate: last name", true, (r) => ({ who: "anna", method: "POST", url: `/v3/signature-requests/${r.id}/delegate`, payload: { email: uniqueEmail(), last_name: NUL } })],
  ["delegate: message", true, (r) => ({ who: "anna", method: "POST", url: `/v3/signature-requests/${r.id}/delegate`, payload: { email: uniqueEmail(), message: NUL } })],
  ["decline: message", true, (r) => ({ who: "anna", method: "POST", url: `/v3/signature-requests/${r.id}/decline`, payload: { message: NUL } })],
  ["withdraw: message", true, (r) => ({ who: "owner", method: "POST", url: `/v3/signature-requests/${r.id}/withdraw`, payload: { message: NUL } })],
  ["list: search", false, () => ({ who: "owner", method: "GET", url: `/v3/signature-requests-redesign?search=${encodeURIComponent(NUL)}` })],
  ["e-mail autocomplete: input", false, () => ({ who: "owner", method: "GET", url: `/v1/email_input_autocomplete?input=${encodeURIComponent(NUL)}` })],
];

describe("a NUL character in free text answers 400 validation_failed and changes nothing", () => {
  it.each(cases)("%s", async (_name, isSent, callOf) => {
    const request = await requestWithAnna(isSent);
    const eventsBefore = await countEvents(testApp, request.id);
    const call = callOf(request);
    const response = await callRequest(testApp, (call.who === "owner" ? owner : anna).token, call.method, call.url, call.payload);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body).toMatchObject({ code: "validation_failed" });
    expect(await countEvents(testApp, request.id)).toBe(eventsBefore);
  });

  it("other control characters are refused too, while a message keeps its line breaks", async () => {
    const request = await requestWithAnna(false);
    const bell = await callRequest(testApp, owner.token, "PUT", `/v3/signature-requests/${request.id}`, { title: "Lease\u0007" });
    expect(bell.status).toBe(400);
    const lines = await callRequest(testApp, owner.token, "PUT", `/v3/signature-requests/${request.id}`, { message: "Dear Anna,\n\tplease sign." });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);
    expect(parseRequest(lines.body).message).toBe("Dear Anna,\n\tplease sign.");
  });
});
