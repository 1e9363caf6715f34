import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, proseOfMail, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, countEvents, parseRequest, signAs, uploadDocuments } from "./test-helpers.ts";

let testApp: TestApp;
type Person = Awaited<ReturnType<typeof createUser>> & { token: string };
let owner: Person;
let anna: Person;
let bruno: Person;
let outsider: Person;

async function person(lang = "en-gb"): Promise<Person> {
  const user = await createUser(testApp, { email: uniqueEmail("person"), lang });
  return { ...user, token: await loginAs(testApp, user) };
}

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await person();
  anna = await person("de-ch");
  bruno = await person("fr-ch");
  outsider = await person();
});
afterAll(async () => testApp.close());

async function draft(options: { sequential?: boolean; observers?: string[]; signers?: Person[] } = {}) {
  const [first, second] = await uploadDocuments(testApp, owner.token, 2);
  const signers = options.signers ?? [anna, bruno];
  const response = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", {
    title: "Employment contract",
    message: "Please sign by Friday.",
    documents: [first, second],
    signatures: signers.map((signer, index) => ({
      account_email: signer.email,
      document_signatures: [{ document_id: index === 0 ? first : second, page: 1, x: 50, y: 600, width: 200, height: 80 }],
    })),
    observers: options.observers ?? [],
    signing_order: options.sequential ? "sequential" : "parallel",
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return parseRequest(response.body);
}

async function sent(options: Parameters<typeof draft>[0] = {}) {
  const request = await draft(options);
  const response = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/initiate`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return parseRequest(response.body);
}

describe("composing and sending", () => {
  it("creates a draft that only its owner sees, with fields placed on the documents", async () => {
    const request = await draft();
    expect(request).toMatchObject({ status: "draft", myRole: "owner", signingOrder: "parallel" });
    expect(request.documents).toHaveLength(2);
    expect(request.signers.map((signer) => [signer.email, signer.status])).toEqual([
      [anna.email, "pending"],
      [bruno.email, "pending"],
    ]);
    expect(request.signers[0]?.fields[0]).toMatchObject({ page: 1, width: 200 });
    expect(request.allowedActions).toEqual(expect.arrayContaining(["initiate", "delete", "add_signer"]));
    expect((await callRequest(testApp, anna.token, "GET", `/v3/signature-requests/${request.id}`)).status).toBe(404);
  });

  it("sends: every signer invited in their language with a link, the observer told, events recorded", async () => {
    const observer = await person("it");
    const request = await sent({ observers: [observer.email] });
    expect(request.status).toBe("open");
    expect(request.signers.every((signer) => signer.status === "open")).toBe(true);
    const [annaMail] = await testApp.mailsTo(anna.email);
    expect(annaMail?.subject).toContain("bittet Sie");
    expect(annaMail?.links[0]).toBe(`http://paraph.test/view/${request.id}`);
    expect(proseOfMail(annaMail)).toContain("Please sign by Friday.");
    expect((await testApp.mailsTo(bruno.email))[0]?.subject).toContain("vous demande de signer");
    expect((await testApp.mailsTo(observer.email))[0]?.subject).toContain("osservatore");
    const events = await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${request.id}/events`);
    const types = (events.body.events as { type: string }[]).map((event) => event.type);
    expect(types).toEqual(["created", "document_added", "signer_added", "signer_added", "observer_added", "initiated", "invited", "invited"].filter((type) => type !== "document_added"));
  });

  it("invites a signer without an account through a /sendto link they claim after signing up", async () => {
    const newcomer = uniqueEmail("newcomer");
    const [documentId] = await uploadDocuments(testApp, owner.token, 1);
    const created = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", {
      title: "NDA",
      documents: [documentId],
      signatures: [{ account_email: newcomer }],
    });
    const id = String(created.body.id);
    await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${id}/initiate`);
    const links = (await testApp.mailsTo(newcomer))[0]?.links ?? [];
    // A simple-signature request lets the newcomer sign as a guest, or sign up and claim it.
    expect(links.some((entry) => new RegExp(`^http://paraph\\.test/view/${id}/[A-Za-z0-9_-]{43}$`).test(entry))).toBe(true);
    const link = links.find((entry) => entry.includes("/sendto/")) ?? "";
    expect(link).toMatch(/^http:\/\/paraph\.test\/sendto\/[A-Za-z0-9_-]{43}$/);
    const token = link.split("/").at(-1) ?? "";

    const other = await person();
    const internal = await callRequest(testApp, other.token, "GET", `/v3/sendto/${token}/get-internal`);
    expect(internal.body).toMatchObject({ signatureRequestId: id, invitedEmail: newcomer, isClaimable: true, isClaimedByMe: false });
    expect((await callRequest(testApp, other.token, "POST", `/v3/sendto/${token}/claim`)).body).toEqual({ signatureRequestId: id });
    const view = parseRequest((await callRequest(testApp, other.token, "GET", `/v3/signature-requests/${id}`)).body);
    expect(view.myRole).toBe("signer");
    expect(view.allowedActions).toContain("sign");
    const third = await person();
    const again = await callRequest(testApp, third.token, "POST", `/v3/sendto/${token}/claim`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "invitation_already_claimed" });
    expect((await callRequest(testApp, third.token, "GET", `/v3/sendto/${"x".repeat(43)}/get-internal`)).status).toBe(404);
  });

  it("lets exactly one of two simultaneous claims of an invitation win", async () => {
    const newcomer = uniqueEmail("contested");
    const [documentId] = await uploadDocuments(testApp, owner.token, 1);
    const created = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", { title: "Contested", documents: [documentId], signatures: [{ account_email: newcomer }] });
    const id = String(created.body.id);
    await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${id}/initiate`);
    const link = (await testApp.mailsTo(newcomer))[0]?.links.find((entry) => entry.includes("/sendto/")) ?? "";
    const token = link.split("/").at(-1) ?? "";
    const [first, second] = [await person(), await person()];
    const claims = await Promise.all([first, second].map((claimer) => callRequest(testApp, claimer.token, "POST", `/v3/sendto/${token}/claim`)));
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409]);
    const events = (await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${id}/events`)).body.events as { type: string }[];
    expect(events.filter((event) => event.type === "claimed")).toHaveLength(1);
  });

  it("refuses to send a request without documents or signers, and fields off the page", async () => {
    const empty = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", { title: "Empty" });
    const initiated = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${String(empty.body.id)}/initiate`);
    expect(initiated.status).toBe(422);
    expect(initiated.body).toMatchObject({ code: "request_incomplete" });
    const [documentId] = await uploadDocuments(testApp, owner.token, 1);
    const offPage = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", {
      title: "Off page",
      documents: [documentId],
      signatures: [{ account_email: anna.email, document_signatures: [{ document_id: documentId, page: 1, x: 500, y: 800, width: 200, height: 80 }] }],
    });
    expect(offPage.status).toBe(422);
    expect(offPage.body).toMatchObject({ code: "field_invalid" });
    const usedTwice = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", { title: "Twice", documents: [String((await draft()).documents[0]?.id)] });
    expect(usedTwice.status).toBe(409);
    expect(usedTwice.body).toMatchObject({ code: "document_in_use" });
    const othersDocument = (await uploadDocuments(testApp, anna.token, 1))[0];
    expect((await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", { title: "Theirs", documents: [othersDocument] })).status).toBe(404);
  });
});

describe("signing order and completion", () => {
  it("invites sequential signers one after another and completes when the last signs", async () => {
    const request = await sent({ sequential: true });
    expect(request.signers.map((signer) => signer.status)).toEqual(["open", "pending"]);
    expect(await testApp.mailsTo(bruno.email).then((mails) => mails.filter((mail) => mail.links[0]?.endsWith(request.id)))).toHaveLength(0);
    const early = await callRequest(testApp, bruno.token, "GET", `/v3/signature-requests/${request.id}`);
    expect(parseRequest(early.body).allowedActions).not.toContain("sign");

    await signAs(testApp, anna.id, request.id);
    const afterAnna = parseRequest((await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${request.id}`)).body);
    expect(afterAnna.signers.map((signer) => signer.status)).toEqual(["signed", "open"]);
    expect((await testApp.mailsTo(bruno.email)).some((mail) => mail.links[0]?.endsWith(request.id))).toBe(true);

    await signAs(testApp, bruno.id, request.id);
    const done = parseRequest((await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${request.id}`)).body);
    expect(done.status).toBe("completed");
    expect(done.closedAt).not.toBeNull();
    expect((await testApp.mailsTo(owner.email)).some((mail) => mail.template === "signature-request-completed")).toBe(true);
    expect((await testApp.mailsTo(anna.email))[0]?.template).toBe("signature-request-completed");
  });
});

describe("decline, withdraw, remind, delegate", () => {
  it("a signer declines with a message: the request ends and the owner hears why", async () => {
    const request = await sent();
    const declined = await callRequest(testApp, bruno.token, "POST", `/v3/signature-requests/${request.id}/decline`, { message: "Wrong salary" });
    expect(declined.status).toBe(200);
    expect(parseRequest(declined.body).status).toBe("declined");
    const mail = (await testApp.mailsTo(owner.email)).find((entry) => entry.template === "signature-request-declined");
    expect(proseOfMail(mail)).toContain("Wrong salary");
    const again = await callRequest(testApp, anna.token, "POST", `/v3/signature-requests/${request.id}/decline`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "request_closed" });
  });

  it("the owner withdraws: signers are told, nobody can act any more", async () => {
    const request = await sent();
    const withdrawn = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/withdraw`, { message: "Superseded" });
    expect(parseRequest(withdrawn.body)).toMatchObject({ status: "withdrawn", allowedActions: [] });
    expect((await testApp.mailsTo(anna.email))[0]?.template).toBe("signature-request-withdrawn");
    expect((await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/remind`)).body).toMatchObject({ code: "request_closed" });
  });

  it("reminds each open signer at most once an hour", async () => {
    const request = await sent();
    const first = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/remind`);
    expect((first.body.reminded as string[]).length).toBe(2);
    const second = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/remind`);
    expect(second.body).toEqual({ reminded: [], skipped: expect.arrayContaining(first.body.reminded as string[]) });
    testApp.clock.advance(60 * 60_000);
    expect(((await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/remind`)).body.reminded as string[]).length).toBe(2);
    expect((await testApp.mailsTo(anna.email)).filter((mail) => mail.template === "signature-request-reminder")).toHaveLength(2);
  });

  it("a signer delegates: the new person takes their place and fields and is invited", async () => {
    const request = await sent();
    const deputy = uniqueEmail("deputy");
    const delegated = await callRequest(testApp, anna.token, "POST", `/v3/signature-requests/${request.id}/delegate`, {
      email: deputy,
      first_name: "Dora",
      message: "Dora signs for our team",
    });
    expect(delegated.status, JSON.stringify(delegated.body)).toBe(200);
    const view = parseRequest(delegated.body);
    const replaced = view.signers.find((signer) => signer.email === anna.email);
    const replacement = view.signers.find((signer) => signer.email === deputy);
    expect(replaced).toMatchObject({ status: "delegated", delegatedToSignerId: replacement?.id });
    expect(replacement).toMatchObject({ status: "open", position: replaced?.position, fields: replaced?.fields });
    expect(proseOfMail((await testApp.mailsTo(deputy))[0])).toContain("Dora signs for our team");
    const afterwards = await callRequest(testApp, anna.token, "POST", `/v3/signature-requests/${request.id}/decline`, {});
    expect(afterwards.status).toBe(409);
    expect(afterwards.body).toMatchObject({ code: "signer_not_active" });
  });
});

describe("who may do what", () => {
  it("answers an outsider 404 on every request-scoped endpoint", async () => {
    const request = await sent({ observers: [] });
    const signerId = request.signers[0]?.id;
    const documentId = request.documents[0]?.id;
    const calls: [("GET" | "POST" | "PUT" | "DELETE"), string, unknown?][] = [
      ["GET", ""],
      ["PUT", "", { message: "x" }],
      ["DELETE", ""],
      ["POST", "/initiate"],
      ["POST", "/documents", { documents: [documentId] }],
      ["DELETE", `/documents/${documentId}`],
      ["POST", "/signatures", { account_email: outsider.email }],
      ["DELETE", `/signatures/${signerId}`],
      ["PUT", `/signatures/${signerId}`, { first_name: "X" }],
      ["GET", `/signatures/${signerId}/status`],
      ["POST", "/observers", { email: outsider.email }],
      ["DELETE", `/observers/${crypto.randomUUID()}`],
      ["POST", "/decline", {}],
      ["POST", "/withdraw", {}],
      ["POST", "/remind"],
      ["POST", "/delegate", { email: outsider.email }],
      ["GET", "/status"],
      ["GET", "/events"],
      ["GET", "/lock-status"],
      ["GET", "/zip"],
      ["GET", "/report?type=protocol"],
    ];
    const before = await countEvents(testApp, request.id);
    for (const [method, suffix, payload] of calls) {
      const response = await callRequest(testApp, outsider.token, method, `/v3/signature-requests/${request.id}${suffix}`, payload);
      expect(response.status, `${method} ${suffix}`).toBe(404);
      const anonymous = await testApp.request({ method, url: `/api/v3/signature-requests/${request.id}${suffix}`, ...(payload ? { payload: payload as object } : {}) });
      expect(anonymous.statusCode, `${method} ${suffix} logged out`).toBe(401);
    }
    expect(await countEvents(testApp, request.id)).toBe(before);
  });

  it("lets an observer read everything but act on nothing", async () => {
    const observer = await person();
    const request = await sent({ observers: [observer.email] });
    const view = parseRequest((await callRequest(testApp, observer.token, "GET", `/v3/signature-requests/${request.id}`)).body);
    expect(view).toMatchObject({ myRole: "observer", allowedActions: [] });
    for (const suffix of ["/events", "/status", "/lock-status", "/zip", "/report"]) {
      expect((await callRequest(testApp, observer.token, "GET", `/v3/signature-requests/${request.id}${suffix}`)).status, suffix).toBe(200);
    }
    expect((await testApp.request({ method: "GET", url: `/api/v3/documents/${request.documents[0]?.id}/pages/1`, token: observer.token })).statusCode).toBe(200);
    for (const [suffix, payload] of [["/withdraw", {}], ["/remind", undefined], ["/decline", {}], ["/observers", { email: uniqueEmail() }]] as const) {
      const response = await callRequest(testApp, observer.token, "POST", `/v3/signature-requests/${request.id}${suffix}`, payload);
      expect(response.status, suffix).toBe(403);
      expect(response.body).toMatchObject({ code: "forbidden" });
    }
  });

  it("lets a signer act only for their own signature", async () => {
    const request = await sent();
    const brunoId = request.signers.find((signer) => signer.email === bruno.email)?.id;
    const removal = await callRequest(testApp, anna.token, "DELETE", `/v3/signature-requests/${request.id}/signatures/${brunoId}`);
    expect(removal.status).toBe(403);
    expect((await callRequest(testApp, anna.token, "POST", `/v3/signature-requests/${request.id}/withdraw`, {})).status).toBe(403);
  });

  it("writes exactly one event per accepted change and none for a refused one", async () => {
    const request = await draft();
    const before = await countEvents(testApp, request.id);
    await callRequest(testApp, owner.token, "PUT", `/v3/signature-requests/${request.id}`, { title: "Renamed" });
    expect(await countEvents(testApp, request.id)).toBe(before + 1);
    const observer = uniqueEmail("observer");
    await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/observers`, { email: observer });
    expect(await countEvents(testApp, request.id)).toBe(before + 2);
    const duplicate = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/observers`, { email: observer });
    expect(duplicate.status).toBe(409);
    const refused = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${request.id}/remind`);
    expect(refused.body).toMatchObject({ code: "request_not_open" });
    expect(await countEvents(testApp, request.id)).toBe(before + 2);
  });
});

describe("changing a signer in place", () => {
  it("moves a draft signer's fields with one event, and refuses fields off the page", async () => {
    const request = await draft();
    const signer = request.signers[0];
    const documentId = request.documents[0]?.id;
    const before = await countEvents(testApp, request.id);
    const moved = await callRequest(testApp, owner.token, "PUT", `/v3/signature-requests/${request.id}/signatures/${signer?.id}`, {
      first_name: "Anna-Lena",
      document_signatures: [{ document_id: documentId, page: 2, x: 10, y: 20, width: 150, height: 60 }],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const updated = parseRequest(moved.body).signers.find((entry) => entry.id === signer?.id);
    expect(updated).toMatchObject({ firstName: "Anna-Lena", fields: [{ page: 2, x: 10, y: 20, width: 150, height: 60 }] });
    expect(await countEvents(testApp, request.id)).toBe(before + 1);
    const offPage = await callRequest(testApp, owner.token, "PUT", `/v3/signature-requests/${request.id}/signatures/${signer?.id}`, {
      document_signatures: [{ document_id: documentId, page: 9, x: 10, y: 20, width: 150, height: 60 }],
    });
    expect(offPage.body).toMatchObject({ code: "field_invalid" });
    expect((await callRequest(testApp, anna.token, "PUT", `/v3/signature-requests/${request.id}/signatures/${signer?.id}`, { first_name: "X" })).status).toBe(404);
  });
});

describe("notification levels", () => {
  it("sends essential mails only to essential users and none to users who want none", async () => {
    const quiet = await person();
    const essential = await person();
    await testApp.request({ method: "PUT", url: "/api/v1/user", token: quiet.token, payload: { attributes: { emailNotificationLevel: "none" } } });
    await testApp.request({ method: "PUT", url: "/api/v1/user", token: essential.token, payload: { attributes: { emailNotificationLevel: "essential" } } });
    const request = await sent({ signers: [quiet, essential] });
    expect(await testApp.mailsTo(quiet.email)).toHaveLength(0);
    expect((await testApp.mailsTo(essential.email)).map((mail) => mail.template)).toEqual(["signature-request-invitation"]);
    expect(request.status).toBe("open");
  });
});
