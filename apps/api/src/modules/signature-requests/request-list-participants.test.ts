import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, parseRequest, uploadDocuments } from "./test-helpers.ts";

/**
 * The list reads participant rows that triggers keep (migration 0007); these tests change who
 * takes part through the API and check every reader's list follows at once.
 */
let testApp: TestApp;
type Person = Awaited<ReturnType<typeof createUser>> & { token: string };
let owner: Person;
let anna: Person;
let bruno: Person;

interface ListedItem {
  id: string;
  title: string;
  status: string;
  updatedAt: string;
  myRole: string;
  mySignerStatus: string | null;
  signers: { email: string; status: string }[];
}

async function person(email = uniqueEmail("reader")): Promise<Person> {
  const user = await createUser(testApp, { email });
  return { ...user, token: await loginAs(testApp, user) };
}

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await person();
  anna = await person();
  bruno = await person();
});
afterAll(async () => testApp.close());

async function list(reader: Person, query = "size=100"): Promise<{ items: ListedItem[]; total: number }> {
  const response = await testApp.request({ method: "GET", url: `/api/v3/signature-requests-redesign?${query}`, token: reader.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: ListedItem[]; total: number };
}

async function listed(reader: Person, requestId: string, query?: string): Promise<ListedItem | undefined> {
  return (await list(reader, query)).items.find((item) => item.id === requestId);
}

async function draft(signers: string[], observers: string[] = [], title = "Service agreement") {
  const [documentId] = await uploadDocuments(testApp, owner.token, 1);
  const response = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", {
    title,
    documents: [documentId],
    signatures: signers.map((email) => ({ account_email: email })),
    observers,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return parseRequest(response.body);
}

async function sent(signers: string[], observers: string[] = [], title?: string) {
  const request = await draft(signers, observers, title);
  const response = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/initiate`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return parseRequest(response.body);
}

function signerId(request: ReturnType<typeof parseRequest>, email: string): string {
  return request.signers.find((signer) => signer.email === email)?.id ?? "";
}

describe("the list follows who takes part", () => {
  it("shows a draft to its owner only, and the sent request to its signers and observers with their roles", async () => {
    const carla = await person();
    const request = await draft([anna.email], [carla.email]);
    expect(await listed(owner, request.id)).toMatchObject({ status: "draft", myRole: "owner" });
    expect(await listed(anna, request.id)).toBeUndefined();
    expect(await listed(carla, request.id)).toBeUndefined();

    await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/initiate`);
    expect(await listed(owner, request.id)).toMatchObject({ status: "open", myRole: "owner" });
    expect(await listed(anna, request.id)).toMatchObject({ status: "open", myRole: "signer", mySignerStatus: "open" });
    expect(await listed(carla, request.id)).toMatchObject({ status: "open", myRole: "observer", mySignerStatus: null });
  });

  it("drops a removed signer's request from their list and adds it to a new signer's", async () => {
    const dora = await person();
    const request = await sent([anna.email, bruno.email]);
    expect(await listed(bruno, request.id)).toMatchObject({ myRole: "signer" });

    const removed = await callRequest(testApp, owner.token, "DELETE", `/v3/signature-requests/${request.id}/signatures/${signerId(request, bruno.email)}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await listed(bruno, request.id)).toBeUndefined();
    expect((await listed(owner, request.id))?.signers.map((signer) => signer.email)).toEqual([anna.email]);

    expect((await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/signatures`, { account_email: dora.email })).status).toBe(200);
    expect(await listed(dora, request.id)).toMatchObject({ myRole: "signer", mySignerStatus: "open" });
  });

  it("shows a delegated request to the deputy, and to the delegating signer as delegated", async () => {
    const deputy = await person();
    const request = await sent([anna.email]);
    const delegated = await callRequest(testApp, anna.token, "POST", `/v3/signature-requests/${request.id}/delegate`, { email: deputy.email });
    expect(delegated.status, JSON.stringify(delegated.body)).toBe(200);
    expect(await listed(deputy, request.id)).toMatchObject({ myRole: "signer", mySignerStatus: "open" });
    expect(await listed(anna, request.id)).toMatchObject({ myRole: "signer", mySignerStatus: "delegated" });
  });

  it("drops a removed observer's request from their list", async () => {
    const erin = await person();
    const request = await sent([anna.email], [erin.email]);
    expect(await listed(erin, request.id)).toMatchObject({ myRole: "observer" });
    const observerId = request.observers.find((observer) => observer.email === erin.email)?.id ?? "";
    expect((await callRequest(testApp, owner.token, "DELETE", `/v3/signature-requests/${request.id}/observers/${observerId}`)).status).toBe(200);
    expect(await listed(erin, request.id)).toBeUndefined();
  });

  it("drops a deleted draft from its owner's list", async () => {
    const request = await draft([anna.email]);
    expect(await listed(owner, request.id)).toBeDefined();
    expect((await callRequest(testApp, owner.token, "DELETE", `/v3/signature-requests/${request.id}`)).status).toBe(204);
    expect(await listed(owner, request.id)).toBeUndefined();
  });
});

describe("the list follows each request's state", () => {
  it("moves a declined request from the open filter to the declined one, for every reader", async () => {
    const request = await sent([anna.email, bruno.email]);
    expect(await listed(owner, request.id, "status=open&size=100")).toBeDefined();
    expect((await callRequest(testApp, bruno.token, "POST", `/v3/signature-requests/${request.id}/decline`, { message: "Not this week" })).status).toBe(200);
    for (const reader of [owner, anna, bruno]) {
      expect(await listed(reader, request.id, "status=open&size=100")).toBeUndefined();
      expect(await listed(reader, request.id, "status=declined&size=100")).toMatchObject({ status: "declined" });
    }
    expect(await listed(bruno, request.id)).toMatchObject({ mySignerStatus: "declined" });
    expect(await listed(owner, request.id, "tab=inbox&size=100")).toBeDefined();
    expect(await listed(owner, request.id, "tab=drafts&size=100")).toBeUndefined();
  });

  it("finds a request by its new title and a signer by their new name, and sorts by the last change", async () => {
    const older = await draft([anna.email], [], "Lease Rosenweg");
    const newer = await draft([bruno.email], [], "Lease Seefeld");
    const renamed = await callRequest(testApp, owner.token, "PUT", `/v3/signature-requests/${older.id}`, { title: "Lease Lindenhof" });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await listed(owner, older.id, "search=rosenweg")).toBeUndefined();
    expect(await listed(owner, older.id, "search=LINDENHOF")).toMatchObject({ title: "Lease Lindenhof" });

    const signer = signerId(newer, bruno.email);
    await callRequest(testApp, owner.token, "PUT", `/v3/signature-requests/${newer.id}/signatures/${signer}`, { first_name: "Benedikt", last_name: "Amrein" });
    expect(await listed(owner, newer.id, "search=benedikt%20amrein")).toBeDefined();
    expect(await listed(owner, older.id, "search=benedikt")).toBeUndefined();

    testApp.clock.advance(60_000);
    await callRequest(testApp, owner.token, "PUT", `/v3/signature-requests/${older.id}`, { message: "Updated terms" });
    const byChange = (await list(owner, "sortBy=updatedAt&sortOrder=desc&tab=drafts&size=100")).items.map((item) => item.id);
    expect(byChange.indexOf(older.id)).toBeLessThan(byChange.indexOf(newer.id));
  });
});

describe("invitations to an address without an account", () => {
  it("appear once the address has a verified account, leave it when claimed by another account, and never twice", async () => {
    const address = uniqueEmail("newcomer");
    const request = await sent([address]);
    const newcomer = await person(address);
    expect(await listed(newcomer, request.id)).toMatchObject({ myRole: "signer", mySignerStatus: "open" });

    await testApp.context.db.updateTable("users").set({ email_verified: false }).where("id", "=", newcomer.id).execute();
    expect(await listed(newcomer, request.id)).toBeUndefined();
    await testApp.context.db.updateTable("users").set({ email_verified: true }).where("id", "=", newcomer.id).execute();

    // Observer by account as well as signer by address: listed once, counted once, as signer.
    const before = (await list(newcomer)).total;
    expect((await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/observers`, { email: newcomer.email })).status).toBe(200);
    const after = await list(newcomer);
    expect(after.total).toBe(before);
    expect(after.items.filter((item) => item.id === request.id)).toEqual([expect.objectContaining({ myRole: "signer" })]);

    const claimer = await person();
    const invitation = (await testApp.mailsTo(address)).flatMap((mail) => mail.links).find((link) => link.includes("/sendto/"));
    const token = invitation?.split("/").at(-1) ?? "";
    expect((await callRequest(testApp, claimer.token, "POST", `/v3/sendto/${token}/claim`)).status).toBe(200);
    expect(await listed(claimer, request.id)).toMatchObject({ myRole: "signer", mySignerStatus: "open" });
    expect(await listed(newcomer, request.id)).toMatchObject({ myRole: "observer", mySignerStatus: null });
  });

  it("go back to the address when the signing account is deleted, for whoever holds the address next", async () => {
    const leaver = await person();
    const request = await sent([leaver.email]);
    const deleted = await testApp.request({ method: "POST", url: "/api/v1/user/delete", token: leaver.token, payload: { password: leaver.password } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await listed(owner, request.id))?.signers).toEqual([{ email: leaver.email, status: "open" }]);
    const successor = await person(leaver.email);
    expect(await listed(successor, request.id)).toMatchObject({ myRole: "signer", mySignerStatus: "open" });
  });
});

describe("concurrent changes", () => {
  it("leave one row per reader when transactions add signers to one request at once without locking it first", async () => {
    const request = await sent([anna.email]);
    const readers = await Promise.all(Array.from({ length: 6 }, () => person()));
    // On PostgreSQL these overlap for real; each refresh waits for the one before (PGlite runs them in turn).
    await Promise.all(
      readers.map((reader, index) =>
        testApp.context.db.transaction().execute(async (trx) => {
          await trx
            .insertInto("signers")
            .values({
              id: crypto.randomUUID(),
              signature_request_id: request.id,
              email: reader.email,
              user_id: index % 2 === 0 ? reader.id : null,
              position: index + 1,
              status: "open",
              invitation_token_hash: crypto.randomUUID(),
              fields: "[]",
              created_at: testApp.clock.now(),
              updated_at: testApp.clock.now(),
            })
            .execute();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }),
      ),
    );
    for (const reader of readers) expect(await listed(reader, request.id)).toMatchObject({ myRole: "signer", mySignerStatus: "open" });
    expect((await listed(owner, request.id))?.signers).toHaveLength(1 + readers.length);
  });
});

