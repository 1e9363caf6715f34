import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_TYPES, webhookDeliverySchema, webhookSchema, type WebhookDelivery } from "@paraph/contracts";
import { createSignedInUser, loginAs, uniqueEmail } from "../../test-support/factories.ts";
import { readGuestId } from "../../test-support/worlds.ts";
import { callAsGuest } from "../direct-sign/test-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessAs, createBusinessCast } from "../businesses/test-helpers.ts";
import { callRequest, signAs, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { runRetentionSweep } from "../business-retention/index.ts";
import { createWebhookAs, startReceiver, verifiesWith, webhooksUrl, type TestReceiver } from "./test-helpers.ts";

const HOUR = 60 * 60_000;
const ALL_REQUEST_EVENTS = WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith("signature_request."));

let testApp: TestApp;
let receiver: TestReceiver;
beforeAll(async () => {
  testApp = await createTestApp({ WEBHOOKS_ALLOWED_HOSTS: "127.0.0.1" });
});
afterAll(async () => testApp.close());
afterEach(async () => receiver?.close());

/** A business whose member sends a request to a signer, with an endpoint for every request event. */
async function sendingBusiness(events = ALL_REQUEST_EVENTS) {
  receiver = await startReceiver();
  const cast = await createBusinessCast(testApp);
  const webhook = await createWebhookAs(testApp, cast.admin.token, cast.business.id, { url: receiver.url, events, description: "ERP" });
  return { ...cast, webhook };
}

async function createAndSend(token: string, signerEmail: string, extra: Record<string, unknown> = {}): Promise<string> {
  const [documentId] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Contract", documents: [documentId], signatures: [{ account_email: signerEmail }], ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const requestId = String(created.body.id);
  expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${requestId}/initiate`)).status).toBe(200);
  return requestId;
}

async function deliveriesOf(token: string, businessId: string, webhookId: string): Promise<WebhookDelivery[]> {
  const response = await testApp.request({ method: "GET", url: webhooksUrl(businessId, `/${webhookId}/deliveries`), token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { deliveries: unknown[] }).deliveries.map((entry) => webhookDeliverySchema.parse(entry));
}

async function runJobsFor(milliseconds: number): Promise<void> {
  testApp.clock.advance(milliseconds);
  await testApp.context.jobs.runUntilIdle();
}

describe("who may manage webhooks", () => {
  it("lets admins in; members get 403, members of another business 404, no token 401", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const rival = await createSignedInUser(testApp, { firstName: "Rita", lastName: "Rival" });
    await createBusinessAs(testApp, rival.token, { name: "Rival AG" });
    const body = { url: "https://hooks.receiver.example/paraph", events: ["signature_request.completed"] };
    const created = await createWebhookAs(testApp, admin.token, business.id, body);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const calls = [
      { method: "GET", url: webhooksUrl(business.id) },
      { method: "POST", url: webhooksUrl(business.id), payload: body },
      { method: "PUT", url: webhooksUrl(business.id, `/${created.id}`), payload: { enabled: false } },
      { method: "POST", url: webhooksUrl(business.id, `/${created.id}/roll-secret`) },
      { method: "GET", url: webhooksUrl(business.id, `/${created.id}/deliveries`) },
      { method: "POST", url: webhooksUrl(business.id, `/${created.id}/test`) },
      { method: "DELETE", url: webhooksUrl(business.id, `/${created.id}`) },
    ] as const;
    for (const call of calls) {
      expect((await testApp.request({ ...call }).then((response) => response.statusCode)), `${call.method} ${call.url} anonymous`).toBe(401);
      const asRival = await testApp.request({ ...call, token: rival.token });
      expect(asRival.statusCode, `${call.method} ${call.url} rival`).toBe(404);
      expect(asRival.body).not.toContain("receiver.example");
      const asMember = await testApp.request({ ...call, token: member.token });
      expect(asMember.statusCode, `${call.method} ${call.url} member`).toBe(403);
      expect(asMember.json()).toMatchObject({ code: "business_admin_required" });
    }
    const listed = await testApp.request({ method: "GET", url: webhooksUrl(business.id), token: admin.token });
    expect(listed.statusCode).toBe(200);
    const list = listed.json() as { webhooks: unknown[]; callbackSecret: string };
    expect(list.webhooks.map((entry) => webhookSchema.parse(entry).id)).toEqual([created.id]);
    expect(listed.body).not.toContain(created.secret);
    expect(list.callbackSecret).toMatch(/^whsec_/);
    expect((await testApp.request({ method: "DELETE", url: webhooksUrl(business.id, `/${created.id}`), token: admin.token })).statusCode).toBe(204);
  });

  it("keeps to 20 endpoints per business and to URLs of 2048 characters", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    for (let index = 0; index < 20; index += 1) {
      await createWebhookAs(testApp, admin.token, business.id, { url: `https://hooks.receiver.example/${index}`, events: ["document.deleted"] });
    }
    const over = await testApp.request({ method: "POST", url: webhooksUrl(business.id), token: admin.token, payload: { url: "https://hooks.receiver.example/21", events: ["document.deleted"] } });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: "webhook_limit_reached", details: { max: 20 } });
    const long = await testApp.request({ method: "POST", url: webhooksUrl(business.id), token: admin.token, payload: { url: `https://hooks.receiver.example/${"a".repeat(2048)}`, events: ["document.deleted"] } });
    expect(long.statusCode).toBe(400);
  });
});

describe("signed deliveries", () => {
  it("POSTs each event with a signature the receiver verifies on its own, in order, and logs it", async () => {
    const { business, admin, member, webhook } = await sendingBusiness();
    const signer = await createSignedInUser(testApp, { firstName: "Sami", lastName: "Signer" });
    const requestId = await createAndSend(member.token, signer.user.email);
    await testApp.context.jobs.runUntilIdle();
    expect((await callRequest(testApp, signer.token, "GET", `/v3/signature-requests/${requestId}`)).status).toBe(200);
    await callRequest(testApp, signer.token, "GET", `/v3/signature-requests/${requestId}`);
    await signAs(testApp, signer.user.id, requestId);
    await testApp.context.jobs.runUntilIdle();

    expect(receiver.received.map((delivery) => delivery.parsed.type)).toEqual([
      "signature_request.created",
      "signature_request.sent",
      "signature_request.viewed",
      "signature_request.signed",
      "signature_request.completed",
    ]);
    for (const delivery of receiver.received) {
      expect(verifiesWith(delivery, webhook.secret)).toBe(true);
      expect(verifiesWith(delivery, `${webhook.secret}x`)).toBe(false);
      expect(delivery.headers).toMatchObject({
        "content-type": "application/json",
        "user-agent": "Paraph-Webhooks/1",
        "paraph-webhook-id": delivery.parsed.id,
        "paraph-event-type": delivery.parsed.type,
      });
      expect(delivery.headers["paraph-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(delivery.parsed.data).toMatchObject({ signatureRequest: { id: requestId, title: "Contract" } });
    }
    expect(receiver.received[3]?.parsed.data).toMatchObject({ signer: { email: signer.user.email, status: "signed" } });
    expect(receiver.received[4]?.parsed.data).toMatchObject({ signatureRequest: { status: "completed" } });
    expect(new Set(receiver.received.map((delivery) => delivery.parsed.id)).size).toBe(5);

    const log = await deliveriesOf(admin.token, business.id, webhook.id);
    expect(log).toHaveLength(5);
    expect(log[0]).toMatchObject({ eventType: "signature_request.completed", status: "succeeded", attempts: 1, lastStatusCode: 200, lastResponseBody: "thanks" });
    expect(log[0]?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("sends viewed once when a guest opens the request through their direct link", async () => {
    const { member } = await sendingBusiness(["signature_request.viewed"]);
    const guestEmail = uniqueEmail("guest");
    const requestId = await createAndSend(member.token, guestEmail);
    const guest = { guestId: await readGuestId(testApp, guestEmail, requestId), requestId };
    expect((await callAsGuest(testApp, guest, "GET", `/v3/direct/signature-requests/${requestId}`)).status).toBe(200);
    expect((await callAsGuest(testApp, guest, "GET", `/v3/direct/signature-requests/${requestId}`)).status).toBe(200);
    await testApp.context.jobs.runUntilIdle();
    expect(receiver.received.map((delivery) => [delivery.parsed.type, (delivery.parsed.data.signer as { email: string }).email])).toEqual([["signature_request.viewed", guestEmail]]);
  });

  it("retries after 500s with backoff and delivers; a later event of the request waits for the earlier one", async () => {
    const { business, admin, member, webhook } = await sendingBusiness(["signature_request.created", "signature_request.sent"]);
    receiver.answers.push(500, 500);
    const signer = await createSignedInUser(testApp);
    await createAndSend(member.token, signer.user.email);
    await testApp.context.jobs.runUntilIdle();
    expect(receiver.received.map((delivery) => delivery.parsed.type)).toEqual(["signature_request.created"]);
    let log = await deliveriesOf(admin.token, business.id, webhook.id);
    expect(log.map((entry) => [entry.eventType, entry.status, entry.attempts, entry.lastStatusCode])).toEqual([
      ["signature_request.sent", "waiting", 0, null],
      ["signature_request.created", "pending", 1, 500],
    ]);
    expect(Date.parse(log[1]?.nextAttemptAt ?? "") - Date.parse(log[1]?.createdAt ?? "")).toBeGreaterThanOrEqual(60_000);

    await runJobsFor(30_000); // not due yet
    expect(receiver.received).toHaveLength(1);
    await runJobsFor(31_000); // the 1-minute retry: 500 again, next in 5 minutes
    expect(receiver.received).toHaveLength(2);
    await runJobsFor(5 * 60_000 + 1000); // delivered; the waiting event follows at once
    expect(receiver.received.map((delivery) => delivery.parsed.type)).toEqual([
      "signature_request.created",
      "signature_request.created",
      "signature_request.created",
      "signature_request.sent",
    ]);
    expect(new Set(receiver.received.slice(0, 3).map((delivery) => delivery.parsed.id)).size).toBe(1);
    log = await deliveriesOf(admin.token, business.id, webhook.id);
    expect(log.map((entry) => [entry.eventType, entry.status, entry.attempts])).toEqual([
      ["signature_request.sent", "succeeded", 1],
      ["signature_request.created", "succeeded", 3],
    ]);
  });

  it("counts an attempt that went out before the process could record it: the job's next run sends it again and the log says 2 attempts", async () => {
    const { business, admin, member, webhook } = await sendingBusiness(["signature_request.sent"]);
    const signer = await createSignedInUser(testApp);
    const db = testApp.context.db;
    // Recording a success fails, as when the process dies between the receiver's answer and the record.
    await sql`CREATE FUNCTION refuse_recorded_success() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.status = 'succeeded' THEN RAISE EXCEPTION 'the process died before recording'; END IF; RETURN NEW; END $$`.execute(db);
    await sql`CREATE TRIGGER refuse_recorded_success BEFORE UPDATE ON webhook_deliveries FOR EACH ROW EXECUTE FUNCTION refuse_recorded_success()`.execute(db);
    try {
      await createAndSend(member.token, signer.user.email);
      await testApp.context.jobs.runUntilIdle();
      expect(receiver.received.map((delivery) => delivery.parsed.type)).toEqual(["signature_request.sent"]);
    } finally {
      await sql`DROP TRIGGER refuse_recorded_success ON webhook_deliveries`.execute(db);
      await sql`DROP FUNCTION refuse_recorded_success()`.execute(db);
    }
    for (let run = 0; run < 10 && receiver.received.length < 2; run += 1) await runJobsFor(60_000);
    // The receiver heard the event twice, with one id to tell it is the same, and the log counts both sends.
    expect(receiver.received).toHaveLength(2);
    expect(new Set(receiver.received.map((delivery) => delivery.parsed.id)).size).toBe(1);
    const log = await deliveriesOf(admin.token, business.id, webhook.id);
    expect(log.map((entry) => [entry.eventType, entry.status, entry.attempts])).toEqual([["signature_request.sent", "succeeded", 2]]);
  });

  it("signs with both secrets for 24 hours after a roll, then with the new one only", async () => {
    const { business, admin, webhook } = await sendingBusiness();
    const rolled = await testApp.request({ method: "POST", url: webhooksUrl(business.id, `/${webhook.id}/roll-secret`), token: admin.token });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const { secret: newSecret, previousSecretExpiresAt } = rolled.json() as { secret: string; previousSecretExpiresAt: string };
    expect(newSecret).not.toBe(webhook.secret);
    expect(previousSecretExpiresAt).not.toBeNull();

    const ping = await testApp.request({ method: "POST", url: webhooksUrl(business.id, `/${webhook.id}/test`), token: admin.token });
    expect(ping.statusCode, ping.body).toBe(201);
    await testApp.context.jobs.runUntilIdle();
    const during = receiver.received[0];
    if (!during) throw new Error("no ping arrived");
    expect(during.parsed.type).toBe("ping");
    expect(during.headers["paraph-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifiesWith(during, newSecret)).toBe(true);
    expect(verifiesWith(during, webhook.secret)).toBe(true);

    testApp.clock.advance(24 * HOUR + 1000);
    admin.token = await loginAs(testApp, admin.user);
    await testApp.request({ method: "POST", url: webhooksUrl(business.id, `/${webhook.id}/test`), token: admin.token });
    await testApp.context.jobs.runUntilIdle();
    const after = receiver.received[1];
    if (!after) throw new Error("no second ping arrived");
    expect(after.headers["paraph-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifiesWith(after, newSecret)).toBe(true);
    expect(verifiesWith(after, webhook.secret)).toBe(false);
  });

  it("sends a delivery again with the same body id on request", async () => {
    const { business, admin, webhook } = await sendingBusiness();
    await testApp.request({ method: "POST", url: webhooksUrl(business.id, `/${webhook.id}/test`), token: admin.token });
    await testApp.context.jobs.runUntilIdle();
    const [first] = await deliveriesOf(admin.token, business.id, webhook.id);
    const resent = await testApp.request({ method: "POST", url: webhooksUrl(business.id, `/${webhook.id}/deliveries/${first?.id}/resend`), token: admin.token });
    expect(resent.statusCode, resent.body).toBe(201);
    await testApp.context.jobs.runUntilIdle();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
    expect(receiver.received[1]?.headers["paraph-webhook-id"]).toBe(first?.eventId);
    const unknown = await testApp.request({ method: "POST", url: webhooksUrl(business.id, `/${webhook.id}/deliveries/${crypto.randomUUID()}/resend`), token: admin.token });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps the log for 30 days", async () => {
    const { business, admin, webhook } = await sendingBusiness();
    await testApp.request({ method: "POST", url: webhooksUrl(business.id, `/${webhook.id}/test`), token: admin.token });
    await testApp.context.jobs.runUntilIdle();
    testApp.clock.advance(31 * 24 * HOUR);
    admin.token = await loginAs(testApp, admin.user);
    expect(await deliveriesOf(admin.token, business.id, webhook.id)).toEqual([]);
    const [old] = await testApp.context.db.selectFrom("webhook_deliveries").select("id").where("webhook_id", "=", webhook.id).execute();
    expect(old).toBeDefined();
    await testApp.request({ method: "POST", url: webhooksUrl(business.id, `/${webhook.id}/test`), token: admin.token });
    await testApp.context.jobs.runUntilIdle();
    const left = await testApp.context.db.selectFrom("webhook_deliveries").select("id").where("webhook_id", "=", webhook.id).execute();
    expect(left.map((row) => row.id)).not.toContain(old?.id);
    expect(await deliveriesOf(admin.token, business.id, webhook.id)).toHaveLength(1);
  });

  it("disables an endpoint whose deliveries failed for 3 days and mails the business's admins", async () => {
    const { business, admin, member, webhook } = await sendingBusiness(["signature_request.created"]);
    receiver.answers.push(...Array<number>(100).fill(500));
    const signer = await createSignedInUser(testApp);
    await createAndSend(member.token, signer.user.email);
    await testApp.context.jobs.runUntilIdle();
    for (let hour = 0; hour < 80; hour += 1) await runJobsFor(HOUR);
    // Three days on, the sessions have ended.
    admin.token = await loginAs(testApp, admin.user);
    member.token = await loginAs(testApp, member.user);
    const [delivery] = await deliveriesOf(admin.token, business.id, webhook.id);
    expect(delivery).toMatchObject({ status: "failed", lastStatusCode: 500, nextAttemptAt: null });
    expect(delivery?.attempts).toBeGreaterThanOrEqual(8);
    expect(delivery?.attempts).toBe(receiver.received.length);

    const listed = await testApp.request({ method: "GET", url: webhooksUrl(business.id), token: admin.token });
    expect((listed.json() as { webhooks: unknown[] }).webhooks.map((entry) => webhookSchema.parse(entry))[0]).toMatchObject({ enabled: false, disabledForFailures: true });
    const mails = await testApp.mailsTo(admin.user.email);
    expect(mails.find((mail) => mail.template === "webhook-disabled")).toMatchObject({ subject: "A webhook endpoint was disabled" });
    expect((await testApp.mailsTo(member.user.email)).some((mail) => mail.template === "webhook-disabled")).toBe(false);

    // Nothing more goes out while disabled; enabling again clears the mark.
    const before = receiver.received.length;
    await createAndSend(member.token, signer.user.email);
    await runJobsFor(HOUR);
    expect(receiver.received).toHaveLength(before);
    const enabled = await testApp.request({ method: "PUT", url: webhooksUrl(business.id, `/${webhook.id}`), token: admin.token, payload: { enabled: true } });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledForFailures: false });
  });

  it("counts a delivery whose job keeps failing inside Paraph as a failed attempt: retried on its schedule, and the line moves on", async () => {
    receiver = await startReceiver();
    const { member } = await createBusinessCast(testApp);
    const signer = await createSignedInUser(testApp);
    const deliveryRows = () =>
      testApp.context.db.selectFrom("webhook_deliveries").select(["event_type", "status", "attempts", "last_error"]).where("callback_url", "=", receiver.url).orderBy("created_at").execute();
    // Without the callback secrets' table every run of the delivery job fails before sending.
    await sql`ALTER TABLE business_callback_secrets RENAME TO business_callback_secrets_away`.execute(testApp.context.db);
    try {
      await createAndSend(member.token, signer.user.email, { callbackUrls: { update: receiver.url } });
      for (let run = 0; run < 10 && (await deliveryRows())[0]?.attempts === 0; run += 1) await runJobsFor(10_000);
      const [created, sent] = await deliveryRows();
      expect(created).toMatchObject({ event_type: "signature_request.created", status: "pending", attempts: 1 });
      expect(created?.last_error).toMatch(/^not sent: Paraph could not run the delivery/);
      expect(sent).toMatchObject({ event_type: "signature_request.sent", status: "waiting", attempts: 0 });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await sql`ALTER TABLE business_callback_secrets_away RENAME TO business_callback_secrets`.execute(testApp.context.db);
    }
    for (let run = 0; run < 10 && receiver.received.length < 2; run += 1) await runJobsFor(5 * 60_000);
    expect(receiver.received.map((delivery) => delivery.parsed.type)).toEqual(["signature_request.created", "signature_request.sent"]);
    expect((await deliveryRows()).map((row) => [row.event_type, row.status, row.attempts])).toEqual([
      ["signature_request.created", "succeeded", 2],
      ["signature_request.sent", "succeeded", 1],
    ]);
  });

  it("posts a request's events to its callback URLs, signed with the business's callback secret", async () => {
    const { business, admin, member } = await sendingBusiness(["document.deleted"]);
    const signer = await createSignedInUser(testApp);
    const requestId = await createAndSend(member.token, signer.user.email, { callbackUrls: { update: `${receiver.url}?kind=update`, success: `${receiver.url}?kind=success` } });
    await signAs(testApp, signer.user.id, requestId);
    await testApp.context.jobs.runUntilIdle();
    // The secret was made for the first callback; the page shows the same one.
    const { callbackSecret } = (await testApp.request({ method: "GET", url: webhooksUrl(business.id), token: admin.token })).json() as { callbackSecret: string };
    expect(receiver.received.map((delivery) => delivery.parsed.type)).toEqual([
      "signature_request.created",
      "signature_request.sent",
      "signature_request.signed",
      "signature_request.completed",
    ]);
    for (const delivery of receiver.received) expect(verifiesWith(delivery, callbackSecret)).toBe(true);

    const loner = await createSignedInUser(testApp);
    const [documentId] = await uploadDocuments(testApp, loner.token, 1);
    const refused = await callRequest(testApp, loner.token, "POST", "/v3/signature-requests", { title: "T", documents: [documentId], callbackUrls: { update: receiver.url } });
    expect(refused).toMatchObject({ status: 422, body: { code: "callback_urls_need_business" } });
  });

  it("tells the owner's business's endpoints that a document was deleted", async () => {
    const { member } = await sendingBusiness(["document.deleted"]);
    const [documentId] = await uploadDocuments(testApp, member.token, 1);
    expect((await callRequest(testApp, member.token, "DELETE", `/v3/documents/${documentId}`)).status).toBe(204);
    await testApp.context.jobs.runUntilIdle();
    expect(receiver.received.map((delivery) => [delivery.parsed.type, delivery.parsed.data])).toEqual([["document.deleted", { document: { id: documentId, title: "Document 1" } }]]);
  });

  it("tells them too when automatic deletion removes an ended request's documents", async () => {
    const { business, admin, member } = await sendingBusiness(["document.deleted"]);
    const settings = { settings: { signatureRequests: { retention: { enabled: true, terminalState: ["withdrawn"], days: 1 } } } };
    expect((await testApp.request({ method: "PUT", url: `/api/v1/businesses/${business.id}/settings`, token: admin.token, payload: settings })).statusCode).toBe(200);
    const signer = await createSignedInUser(testApp);
    const requestId = await createAndSend(member.token, signer.user.email);
    const { documents } = (await callRequest(testApp, member.token, "GET", `/v3/signature-requests/${requestId}`)).body as { documents: { id: string }[] };
    expect(documents).toHaveLength(1);
    expect((await callRequest(testApp, member.token, "POST", `/v3/signature-requests/${requestId}/withdraw`, {})).status).toBe(200);
    testApp.clock.advance(2 * 24 * HOUR);
    expect(await runRetentionSweep(testApp.context)).toBeGreaterThanOrEqual(1);
    await testApp.context.jobs.runUntilIdle();
    expect(receiver.received.map((delivery) => [delivery.parsed.type, (delivery.parsed.data.document as { id: string }).id])).toEqual(documents.map((document) => ["document.deleted", document.id]));
  });
});

describe("where Paraph sends (SSRF guard)", () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp();
  });
  afterAll(async () => guarded.close());

  it.each([
    ["http://127.0.0.1:8080/hook", /loopback/],
    ["http://10.1.2.3/hook", /private/],
    ["http://169.254.169.254/latest/meta-data", /link-local/],
    ["http://localhost/hook", /resolves to an address that is loopback/],
    ["http://[::1]/hook", /loopback/],
    ["http://[::ffff:127.0.0.1]/hook", /loopback/],
    ["http://[fd00::1]/hook", /private/],
    ["http://100.64.0.1/hook", /CGNAT/],
    ["http://user:secret@hooks.receiver.example/hook", /credentials/],
    ["ftp://hooks.receiver.example/hook", /./],
  ])("refuses %s at registration", async (url, reason) => {
    const { business, admin } = await createBusinessCast(guarded);
    const response = await guarded.request({ method: "POST", url: webhooksUrl(business.id), token: admin.token, payload: { url, events: ["document.deleted"] } });
    expect([400, 422]).toContain(response.statusCode);
    const body = response.json() as { code: string; details?: { reason?: string } };
    if (response.statusCode === 422) {
      expect(body.code).toBe("webhook_url_refused");
      expect(body.details?.reason).toMatch(reason);
    }
  });

  it("checks the address again at delivery: an address no longer allowed gets no request, and the log says why", async () => {
    const { business, admin, webhook } = await sendingBusiness();
    testApp.context.config.WEBHOOKS_ALLOWED_HOSTS = [];
    try {
      await testApp.request({ method: "POST", url: webhooksUrl(business.id, `/${webhook.id}/test`), token: admin.token });
      await testApp.context.jobs.runUntilIdle();
    } finally {
      testApp.context.config.WEBHOOKS_ALLOWED_HOSTS = ["127.0.0.1"];
    }
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(admin.token, business.id, webhook.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null });
    expect(delivery?.lastError).toMatch(/^refused: .*loopback/);
  });

  it("follows no redirect: a 302 is a failed attempt, and its target gets nothing", async () => {
    const { business, admin, webhook } = await sendingBusiness();
    const elsewhere = await startReceiver("/elsewhere");
    try {
      receiver.answers.push(302);
      const redirecting = await testApp.request({ method: "PUT", url: webhooksUrl(business.id, `/${webhook.id}`), token: admin.token, payload: { url: `${receiver.url}?to=${encodeURIComponent(elsewhere.url)}` } });
      expect(redirecting.statusCode, redirecting.body).toBe(200);
      await testApp.request({ method: "POST", url: webhooksUrl(business.id, `/${webhook.id}/test`), token: admin.token });
      await testApp.context.jobs.runUntilIdle();
      expect(receiver.received).toHaveLength(1);
      expect(elsewhere.received).toHaveLength(0);
      const [delivery] = await deliveriesOf(admin.token, business.id, webhook.id);
      expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 302 });
    } finally {
      await elsewhere.close();
    }
  });

  it("requires https in production", async () => {
    const { checkOutboundUrl } = await import("../../platform/outbound/outbound-policy.ts");
    expect(() => checkOutboundUrl({ requireHttps: true, allowedHosts: [] }, "http://hooks.receiver.example/")).toThrow(/https is required/);
    expect(() => checkOutboundUrl({ requireHttps: true, allowedHosts: [] }, "https://hooks.receiver.example:8443/")).toThrow(/ports/);
    expect(checkOutboundUrl({ requireHttps: true, allowedHosts: [] }, "https://hooks.receiver.example/").hostname).toBe("hooks.receiver.example");
  });
});
