import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { EMPTY_DRAFT_MAX_AGE_MS, runEmptyDraftCleanup } from "./empty-draft-cleanup.ts";
import { EMPTY_DRAFT_CLEANUP_INTERVAL_MS, EMPTY_DRAFT_CLEANUP_JOB, scheduleEmptyDraftCleanup } from "./job-schedule.ts";
import { uploadDocuments } from "./test-helpers.ts";

let testApp: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;
let token: string;
const HOUR_MS = 60 * 60_000;

beforeAll(async () => {
  testApp = await createTestApp();
  user = await createUser(testApp);
  token = await loginAs(testApp, user);
});

/** Moves the clock on; the session has ended by then, so the owner logs in again. */
const advance = async (ms: number) => {
  testApp.clock.advance(ms);
  token = await loginAs(testApp, user);
};
afterAll(async () => testApp.close());

const create = async (body: Record<string, unknown>) => {
  const response = await testApp.request({ method: "POST", url: "/api/v3/signature-requests", token, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string; signers: { id: string }[] }).id;
};
const exists = async (id: string) => (await testApp.context.db.selectFrom("signature_requests").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;

describe("the empty-draft cleanup", () => {
  it("deletes drafts that stayed empty for a day, and keeps drafts with content, recent drafts and sent requests", async () => {
    const empty = await create({ title: "Left empty" });
    const withDocument = await create({ title: "With a document", documents: await uploadDocuments(testApp, token, 1) });
    const withSigner = await create({ title: "With a signer", signatures: [{ account_email: "signer@example.ch" }] });
    const withObserver = await create({ title: "With an observer", observers: ["observer@example.ch"] });
    const [sentDocument] = await uploadDocuments(testApp, token, 1);
    const sent = await create({ title: "Sent", documents: [sentDocument], signatures: [{ account_email: "signer@example.ch" }] });
    const initiated = await testApp.request({ method: "POST", url: `/api/v3/signature-requests/${sent}/initiate`, token });
    expect(initiated.statusCode, initiated.body).toBe(200);

    await advance(EMPTY_DRAFT_MAX_AGE_MS - HOUR_MS);
    const recent = await create({ title: "Started an hour before the cleanup" });
    expect(await runEmptyDraftCleanup(testApp.context)).toBe(0);
    expect(await exists(empty)).toBe(true);

    await advance(2 * HOUR_MS);
    expect(await runEmptyDraftCleanup(testApp.context)).toBe(1);
    expect(await exists(empty)).toBe(false);
    for (const kept of [withDocument, withSigner, withObserver, sent, recent]) expect(await exists(kept)).toBe(true);
    const opened = await testApp.request({ method: "GET", url: `/api/v3/signature-requests/${empty}`, token });
    expect(opened.statusCode).toBe(404);
  });

  it("counts a draft's age from its last change: a draft just emptied stays for another day", async () => {
    const [documentId] = await uploadDocuments(testApp, token, 1);
    const draft = await create({ title: "Emptied later", documents: [documentId] });
    await advance(EMPTY_DRAFT_MAX_AGE_MS + HOUR_MS);
    const removed = await testApp.request({ method: "DELETE", url: `/api/v3/signature-requests/${draft}/documents/${documentId}`, token });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await runEmptyDraftCleanup(testApp.context);
    expect(await exists(draft)).toBe(true);
    await advance(EMPTY_DRAFT_MAX_AGE_MS + HOUR_MS);
    await runEmptyDraftCleanup(testApp.context);
    expect(await exists(draft)).toBe(false);
  });

  it("deletes in batches, each its own transaction", async () => {
    const drafts = [];
    for (let index = 0; index < 5; index += 1) drafts.push(await create({ title: `Empty ${index}` }));
    await advance(EMPTY_DRAFT_MAX_AGE_MS + HOUR_MS);
    expect(await runEmptyDraftCleanup(testApp.context, 2)).toBeGreaterThanOrEqual(5);
    for (const draft of drafts) expect(await exists(draft)).toBe(false);
  });

  it("runs as an hourly job, and queues its next run", async () => {
    const draft = await create({ title: "Empty, for the job" });
    await advance(EMPTY_DRAFT_MAX_AGE_MS + HOUR_MS);
    await scheduleEmptyDraftCleanup(testApp.context);
    await testApp.context.jobs.runUntilIdle();
    expect(await exists(draft)).toBe(false);
    const next = await testApp.context.db.selectFrom("jobs").select("run_at").where("name", "=", EMPTY_DRAFT_CLEANUP_JOB).where("status", "=", "pending").execute();
    expect(next).toHaveLength(1);
    // The clock ticks on while the job runs: the next run is an interval after the run began.
    expect(next[0]?.run_at.getTime()).toBeGreaterThan(testApp.clock.now().getTime() + EMPTY_DRAFT_CLEANUP_INTERVAL_MS - 60_000);
  });
});
