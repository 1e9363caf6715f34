import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, parseRequest, uploadDocuments } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const DAY = 24 * 60 * 60_000;

describe("expiry and automatic reminders", () => {
  it("remind every interval and expire the request at its date, also after a restart", async () => {
    const owner = await createUser(testApp);
    const token = await loginAs(testApp, owner);
    const signerEmail = uniqueEmail("signer");
    const [documentId] = await uploadDocuments(testApp, token, 1);
    const expiresAt = new Date(testApp.clock.now().getTime() + 5 * DAY).toISOString();
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
      title: "Lease",
      documents: [documentId],
      signatures: [{ account_email: signerEmail }],
      expires_at: expiresAt,
      reminder_interval_days: 2,
    });
    const id = String(created.body.id);
    await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
    expect((await testApp.mailsTo(signerEmail)).map((mail) => mail.template)).toEqual(["signature-request-invitation"]);

    // The server restarts; the queued jobs are in the database and a new worker picks them up.
    testApp = await testApp.restart();
    testApp.clock.advance(2 * DAY + 1000);
    await testApp.context.jobs.runUntilIdle();
    expect((await testApp.mailsTo(signerEmail)).filter((mail) => mail.template === "signature-request-reminder")).toHaveLength(1);

    testApp.clock.advance(2 * DAY + 1000);
    await testApp.context.jobs.runUntilIdle();
    expect((await testApp.mailsTo(signerEmail)).filter((mail) => mail.template === "signature-request-reminder")).toHaveLength(2);

    testApp.clock.advance(DAY + 1000);
    await testApp.context.jobs.runUntilIdle();
    const ownerToken = await loginAs(testApp, owner);
    const view = parseRequest((await callRequest(testApp, ownerToken, "GET", `/v3/signature-requests/${id}`)).body);
    expect(view.status).toBe("expired");
    expect((await testApp.mailsTo(owner.email)).some((mail) => mail.template === "signature-request-expired")).toBe(true);
    expect((await testApp.mailsTo(signerEmail))[0]?.template).toBe("signature-request-expired");

    testApp.clock.advance(5 * DAY);
    await testApp.context.jobs.runUntilIdle();
    expect((await testApp.mailsTo(signerEmail)).filter((mail) => mail.template === "signature-request-reminder")).toHaveLength(2);
  });

  it("moves the expiry when the owner changes the date, and refuses a date in the past", async () => {
    const owner = await createUser(testApp);
    const token = await loginAs(testApp, owner);
    const [documentId] = await uploadDocuments(testApp, token, 1);
    const soon = new Date(testApp.clock.now().getTime() + DAY).toISOString();
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
      title: "Quote",
      documents: [documentId],
      signatures: [{ account_email: uniqueEmail() }],
      expires_at: soon,
    });
    const id = String(created.body.id);
    await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
    const later = new Date(testApp.clock.now().getTime() + 3 * DAY).toISOString();
    const moved = await callRequest(testApp, token, "PUT", `/v3/signature-requests/${id}`, { expires_at: later });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    testApp.clock.advance(DAY + 1000);
    await testApp.context.jobs.runUntilIdle();
    // Sessions last 24 hours: log in again after each jump in time.
    const statusNow = async () => parseRequest((await callRequest(testApp, await loginAs(testApp, owner), "GET", `/v3/signature-requests/${id}`)).body).status;
    expect(await statusNow()).toBe("open");
    testApp.clock.advance(2 * DAY);
    await testApp.context.jobs.runUntilIdle();
    expect(await statusNow()).toBe("expired");
    const past = await callRequest(testApp, await loginAs(testApp, owner), "POST", "/v3/signature-requests", { title: "Old", expires_at: "2020-01-01T00:00:00Z" });
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({ code: "expiry_in_past" });
  });
});
