import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { automaticDeletionsSchema } from "@paraph/contracts";
import { createSignedInUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessAs, createBusinessCast } from "../businesses/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { RETENTION_SWEEP_INTERVAL_MS, RETENTION_SWEEP_JOB, scheduleRetentionSweep } from "./jobs.ts";
import { RETENTION_BATCH_SIZE, runRetentionSweep } from "./service.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const DAY = 24 * 60 * 60_000;

/** A sent request of the owner's, with one document, that `end` brings to an ended state. */
async function endedRequest(token: string, title: string, end: "withdraw" | { declineWith: string }, signerEmail?: string): Promise<{ id: string; documentId: string }> {
  const [documentId = ""] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
    title,
    documents: [documentId],
    signatures: [{ account_email: signerEmail ?? `signer-${crypto.randomUUID()}@example.com` }],
  });
  expect(created.status).toBe(201);
  const id = String(created.body.id);
  expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  if (end === "withdraw") expect((await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/withdraw`, {})).status).toBe(200);
  else expect((await callRequest(testApp, end.declineWith, "POST", `/v3/signature-requests/${id}/decline`, {})).status).toBe(200);
  return { id, documentId };
}

async function putRetention(token: string, businessId: string, retention: Record<string, unknown>): Promise<number> {
  const response = await testApp.request({ method: "PUT", url: `/api/v1/businesses/${businessId}/settings`, token, payload: { settings: { signatureRequests: { retention } } } });
  return response.statusCode;
}

async function requestExists(id: string): Promise<boolean> {
  return (await testApp.context.db.selectFrom("signature_requests").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

async function documentBlobs(documentId: string): Promise<string[]> {
  const rows = await testApp.context.db.selectFrom("document_versions").select("blob_sha256").where("document_id", "=", documentId).execute();
  return rows.map((row) => row.blob_sha256);
}

describe("automatic deletion of a business's ended requests", () => {
  it("deletes the members' due requests with their documents and files, keeps the rest, and records each deletion", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    const decliner = await createSignedInUser(testApp);
    const otherAdmin = await createSignedInUser(testApp);
    await createBusinessAs(testApp, otherAdmin.token, { name: "Other AG", email: "office@other.ch" });
    expect(await putRetention(admin.token, business.id, { enabled: true, terminalState: ["withdrawn"], days: 30 })).toBe(200);

    const due = await endedRequest(member.token, "Old lease", "withdraw");
    const dueOfAdmin = await endedRequest(admin.token, "Old offer", "withdraw");
    const otherState = await endedRequest(member.token, "Declined lease", { declineWith: decliner.token }, decliner.user.email);
    const ofOutsider = await endedRequest(outsider.token, "Outsider's lease", "withdraw");
    const ofOtherBusiness = await endedRequest(otherAdmin.token, "Other business's lease", "withdraw");
    const dueBlobs = await documentBlobs(due.documentId);
    expect(dueBlobs).toHaveLength(1);
    expect(await testApp.context.blobs.has(dueBlobs[0] ?? "")).toBe(true);

    testApp.clock.advance(20 * DAY);
    const notYetDue = await endedRequest(await loginAs(testApp, member.user), "Recent lease", "withdraw");
    testApp.clock.advance(10 * DAY + 1000);

    expect(await runRetentionSweep(testApp.context)).toBe(2);
    await testApp.context.jobs.runUntilIdle();
    expect(await requestExists(due.id)).toBe(false);
    expect(await requestExists(dueOfAdmin.id)).toBe(false);
    expect(await testApp.context.db.selectFrom("documents").select("id").where("id", "=", due.documentId).executeTakeFirst()).toBeUndefined();
    expect(await testApp.context.blobs.has(dueBlobs[0] ?? "")).toBe(false);
    for (const kept of [otherState, ofOutsider, ofOtherBusiness, notYetDue]) expect(await requestExists(kept.id)).toBe(true);

    // Running again deletes nothing more and records nothing twice.
    expect(await runRetentionSweep(testApp.context)).toBe(0);
    const listed = await testApp.request({ method: "GET", url: `/api/v2/businesses/${business.id}/activities/deletions`, token: await loginAs(testApp, admin.user) });
    expect(listed.statusCode, listed.body).toBe(200);
    const deletions = automaticDeletionsSchema.parse(listed.json());
    expect(deletions.total).toBe(2);
    expect(deletions.items.map((item) => item.title).sort()).toEqual(["Old lease", "Old offer"]);
    const recorded = deletions.items.find((item) => item.requestId === due.id);
    expect(recorded).toMatchObject({ status: "withdrawn", documentCount: 1, ownerId: member.user.id });
    expect(Date.parse(recorded?.deletedAt ?? "")).toBeGreaterThan(Date.parse(recorded?.closedAt ?? "") + 30 * DAY);

    // The request that was not yet due goes once its days have passed.
    testApp.clock.advance(20 * DAY);
    expect(await runRetentionSweep(testApp.context)).toBe(1);
    expect(await requestExists(notYetDue.id)).toBe(false);
  });

  it("stops when turned off, and deletes in batches through the periodic job", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    expect(await putRetention(admin.token, business.id, { enabled: true, terminalState: ["withdrawn"], days: 1 })).toBe(200);
    const requests = [];
    for (let index = 0; index < RETENTION_BATCH_SIZE + 2; index += 1) requests.push(await endedRequest(member.token, `Request ${index}`, "withdraw"));
    expect(await putRetention(admin.token, business.id, { enabled: false })).toBe(200);
    testApp.clock.advance(2 * DAY);
    expect(await runRetentionSweep(testApp.context)).toBe(0);
    for (const request of requests) expect(await requestExists(request.id)).toBe(true);

    expect(await putRetention(await loginAs(testApp, admin.user), business.id, { enabled: true })).toBe(200);
    await scheduleRetentionSweep(testApp.context);
    await testApp.context.jobs.runUntilIdle();
    for (const request of requests) expect(await requestExists(request.id)).toBe(false);
    const next = await testApp.context.db.selectFrom("jobs").select("run_at").where("name", "=", RETENTION_SWEEP_JOB).where("status", "=", "pending").execute();
    expect(next).toHaveLength(1);
    expect(next[0]?.run_at.getTime()).toBeGreaterThan(testApp.clock.now().getTime() + RETENTION_SWEEP_INTERVAL_MS - 60_000);
  });

  it("lists deletions to the business's admins only", async () => {
    const { business, member, outsider } = await createBusinessCast(testApp);
    const url = `/api/v2/businesses/${business.id}/activities/deletions`;
    expect((await testApp.request({ method: "GET", url })).statusCode).toBe(401);
    expect((await testApp.request({ method: "GET", url, token: outsider.token })).statusCode).toBe(404);
    const asMember = await testApp.request({ method: "GET", url, token: member.token });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ code: "business_admin_required" });
  });
});
