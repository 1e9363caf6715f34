import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createActor, type Actor } from "../../../test-support/actors.ts";
import { countRows } from "../../../test-support/factories.ts";
import { multipart } from "../../../test-support/multipart.ts";
import { generateTextPdf } from "../../../test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "../../../test-support/test-app.ts";
import { seedGuestRequest, uploadPdfAs } from "../../../test-support/worlds.ts";
import { scheduleIdempotencyCleanup } from "./idempotency-cleanup.ts";
import { CLAIM_LEASE_MS, IDEMPOTENCY_RETENTION_MS, IdempotencyStore } from "./idempotency-store.ts";

let testApp: TestApp;
let owner: Actor;
let pdf: Uint8Array;
let otherPdf: Uint8Array;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createActor(testApp);
  pdf = await generateTextPdf({ pageCount: 1, title: "Idempotent upload" });
  otherPdf = await generateTextPdf({ pageCount: 2, title: "Another upload" });
});
afterAll(async () => testApp.close());

const newKey = () => `key-${crypto.randomUUID()}`;

function uploadJson(key: string | undefined, options: { token?: string; title?: string; bytes?: Uint8Array } = {}) {
  return testApp.request({
    method: "POST",
    url: "/api/v3/documents",
    token: options.token ?? owner.token,
    headers: key === undefined ? {} : { "idempotency-key": key },
    payload: { title: options.title ?? "Contract", content: Buffer.from(options.bytes ?? pdf).toString("base64") },
  });
}

function post(url: string, key: string, payload?: Record<string, unknown>, token = owner.token) {
  return testApp.request({ method: "POST", url: `/api${url}`, token, headers: { "idempotency-key": key }, ...(payload ? { payload } : {}) });
}

async function keyRows(key: string): Promise<number> {
  const row = await testApp.context.db.selectFrom("idempotency_keys").select((eb) => eb.fn.countAll<number>().as("count")).where("key", "=", key).executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("Idempotency-Key on routes that create", () => {
  it("replays the first answer to a retry with the same key and body, and uploads once", async () => {
    const before = await countRows(testApp, "documents");
    const key = newKey();
    const first = await uploadJson(key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["idempotency-replayed"]).toBeUndefined();
    const retry = await uploadJson(key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotency-replayed"]).toBe("true");
    expect(retry.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(retry.body).toBe(first.body);
    expect(await countRows(testApp, "documents")).toBe(before + 1);
  });

  it("refuses the key with another body or on another request path (409 idempotency_key_reused), creating nothing", async () => {
    const key = newKey();
    expect((await uploadJson(key)).statusCode).toBe(201);
    const before = await countRows(testApp, "documents");
    const otherBody = await uploadJson(key, { title: "Another title" });
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().code).toBe("idempotency_key_reused");
    expect(await countRows(testApp, "documents")).toBe(before);

    // The scope is the route; on one route, other ids in the path are another request.
    const [firstId, secondId] = [await uploadPdfAs(testApp, owner), await uploadPdfAs(testApp, owner)];
    const requestKey = newKey();
    const draft = await post("/v3/signature-requests", newKey(), { title: "Two drafts" });
    const secondDraft = await post("/v3/signature-requests", newKey(), { title: "Two drafts" });
    expect((await post(`/v3/signature-requests/${draft.json().id}/documents`, requestKey, { documents: [firstId] })).statusCode).toBe(200);
    const elsewhere = await post(`/v3/signature-requests/${secondDraft.json().id}/documents`, requestKey, { documents: [secondId] });
    expect(elsewhere.json().code).toBe("idempotency_key_reused");
  });

  it("stores a 4xx answer too, and replays it", async () => {
    const key = newKey();
    const body = { title: "Someone else's document", documents: [crypto.randomUUID()] };
    const refused = await post("/v3/signature-requests", key, body);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const replayed = await post("/v3/signature-requests", key, body);
    expect(replayed.statusCode).toBe(refused.statusCode);
    expect(replayed.headers["idempotency-replayed"]).toBe("true");
    expect(replayed.body).toBe(refused.body);
  });

  it("sends a draft once: a retried initiate replays the answer instead of refusing a request no longer a draft", async () => {
    const documentId = await uploadPdfAs(testApp, owner);
    const draft = await post("/v3/signature-requests", newKey(), { title: "Send once", documents: [documentId], signatures: [{ account_email: "signer-idem@example.com" }] });
    expect(draft.statusCode, draft.body).toBe(201);
    const key = newKey();
    const sent = await post(`/v3/signature-requests/${draft.json().id}/initiate`, key);
    expect(sent.statusCode, sent.body).toBe(200);
    const retry = await post(`/v3/signature-requests/${draft.json().id}/initiate`, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers["idempotency-replayed"]).toBe("true");
    expect(retry.body).toBe(sent.body);
    const unkeyed = await testApp.request({ method: "POST", url: `/api/v3/signature-requests/${draft.json().id}/initiate`, token: owner.token });
    expect(unkeyed.json().code).toBe("request_not_draft");
  });

  it("answers 409 idempotency_key_in_progress to a duplicate while the first still runs, then replays it to a multipart retry with a new boundary", async () => {
    const before = await countRows(testApp, "documents");
    const key = newKey();
    const first = multipart([{ name: "Held.pdf", bytes: pdf }]);
    // The first upload's body arrives in two halves; the duplicate comes in between.
    const body = new PassThrough();
    body.write(first.payload.subarray(0, 200));
    const running = testApp.request({ method: "POST", url: "/api/v3/documents", token: owner.token, headers: { ...first.headers, "idempotency-key": key }, payload: body });
    await expect.poll(() => keyRows(key)).toBe(1);
    const duplicate = await testApp.request({ method: "POST", url: "/api/v3/documents", token: owner.token, headers: { ...multipart([{ name: "Held.pdf", bytes: pdf }]).headers, "idempotency-key": key }, payload: multipart([{ name: "Held.pdf", bytes: pdf }]).payload });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe("idempotency_key_in_progress");
    expect(duplicate.headers["retry-after"]).toBe("1");
    body.end(first.payload.subarray(200));
    const answered = await running;
    expect(answered.statusCode, answered.body).toBe(201);

    const retry = await testApp.request({ method: "POST", url: "/api/v3/documents", token: owner.token, ...withKey(multipart([{ name: "Held.pdf", bytes: pdf }]), key) });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotency-replayed"]).toBe("true");
    expect(retry.body).toBe(answered.body);
    const otherFile = await testApp.request({ method: "POST", url: "/api/v3/documents", token: owner.token, ...withKey(multipart([{ name: "Held.pdf", bytes: otherPdf }]), key) });
    expect(otherFile.json().code).toBe("idempotency_key_reused");
    const otherName = await testApp.request({ method: "POST", url: "/api/v3/documents", token: owner.token, ...withKey(multipart([{ name: "Renamed.pdf", bytes: pdf }]), key) });
    expect(otherName.json().code).toBe("idempotency_key_reused");
    expect(await countRows(testApp, "documents")).toBe(before + 1);
  });

  it("frees a claim its process stopped renewing (a replica that died) after the lease, and keeps one that is renewed", async () => {
    // Two replicas' stores on one database; replica A claims and dies later, B serves the retries.
    const replicaA = new IdempotencyStore(testApp.context.db, testApp.clock);
    const replicaB = new IdempotencyStore(testApp.context.db, testApp.clock);
    const key = newKey();
    const claimed = await replicaA.claim("caller POST /v3/sign", key, "fingerprint");
    expect(claimed.kind).toBe("claimed");
    const claimId = claimed.kind === "claimed" ? claimed.claimId : "";
    testApp.clock.advance(CLAIM_LEASE_MS - 5_000);
    await replicaA.renew("caller POST /v3/sign", key, claimId);
    testApp.clock.advance(CLAIM_LEASE_MS - 5_000);
    expect(await replicaB.claim("caller POST /v3/sign", key, "fingerprint")).toEqual({ kind: "in_progress" });
    // A stops renewing (killed): one lease after its last renewal, the retry runs.
    testApp.clock.advance(5_001);
    const takenOver = await replicaB.claim("caller POST /v3/sign", key, "fingerprint");
    expect(takenOver.kind).toBe("claimed");
    // The dead run's late renewal or answer cannot touch its successor's claim.
    await replicaA.renew("caller POST /v3/sign", key, claimId);
    await replicaA.complete("caller POST /v3/sign", key, claimId, "fingerprint", { status: 200, headers: {}, body: "late" });
    expect(await replicaB.claim("caller POST /v3/sign", key, "fingerprint")).toEqual({ kind: "in_progress" });
  });

  it("lets exactly one of simultaneous duplicates create", async () => {
    const before = await countRows(testApp, "signature_requests");
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post("/v3/signature-requests", key, { title: "Raced" })));
    const ran = answers.filter((answer) => answer.statusCode === 201 && answer.headers["idempotency-replayed"] === undefined);
    expect(ran).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode === 409) expect(answer.json().code).toBe("idempotency_key_in_progress");
      else expect(answer.body).toBe(ran[0]?.body);
    }
    expect(await countRows(testApp, "signature_requests")).toBe(before + 1);
  });

  it("keeps the keys of two users apart", async () => {
    const other = await createActor(testApp);
    const key = newKey();
    const mine = await uploadJson(key);
    const theirs = await uploadJson(key, { token: other.token });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers["idempotency-replayed"]).toBeUndefined();
    expect(theirs.json().documents[0].id).not.toBe(mine.json().documents[0].id);
  });

  it("does not store a 5xx: the retry runs again", async () => {
    const key = newKey();
    await sql`ALTER TABLE documents RENAME TO documents_away`.execute(testApp.context.db);
    let failed;
    try {
      failed = await uploadJson(key);
    } finally {
      await sql`ALTER TABLE documents_away RENAME TO documents`.execute(testApp.context.db);
    }
    expect(failed.statusCode).toBe(500);
    expect(await keyRows(key)).toBe(0);
    const retry = await uploadJson(key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotency-replayed"]).toBeUndefined();
  });

  it("refuses a malformed key with 400 idempotency_key_invalid before anything runs", async () => {
    const before = await countRows(testApp, "documents");
    for (const key of ["", "a".repeat(256), "two words", "clé", "tab\tkey"]) {
      const response = await uploadJson(key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().code).toBe("idempotency_key_invalid");
    }
    expect((await uploadJson("k".repeat(255))).statusCode).toBe(201);
    expect(await countRows(testApp, "documents")).toBe(before + 1);
  });

  it("scopes a guest's keys to the guest of the link", async () => {
    const [first, second] = [await seedGuestRequest(testApp, owner), await seedGuestRequest(testApp, owner)];
    const key = newKey();
    const signAsGuest = (guest: typeof first) =>
      testApp.request({
        method: "POST",
        url: "/api/v3/direct/sign",
        headers: { authorization: `Basic ${Buffer.from(`${guest.guestId}:${guest.requestId}`).toString("base64")}`, "idempotency-key": key },
        payload: { signatureRequests: [{ signatureRequestId: guest.requestId }] },
      });
    // Without the e-mailed code the answer is a 428, stored like any 4xx.
    const firstAnswer = await signAsGuest(first);
    expect(firstAnswer.json().code).toBe("direct_tan_required");
    const secondAnswer = await signAsGuest(second);
    expect(secondAnswer.json().code).toBe("direct_tan_required");
    expect(secondAnswer.headers["idempotency-replayed"]).toBeUndefined();
    expect((await signAsGuest(first)).headers["idempotency-replayed"]).toBe("true");
  });

  it("releases the key of a multipart upload refused before its body was read, so a retry runs again", async () => {
    const key = newKey();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // A part named other than `file` is refused as it arrives, before the rest is read.
      const response = await testApp.request({ method: "POST", url: "/api/v3/documents", token: owner.token, ...withKey(multipart([{ name: "Form.pdf", bytes: pdf, field: "attachment" }]), key) });
      expect(response.statusCode).toBe(400);
      expect(response.headers["idempotency-replayed"]).toBeUndefined();
    }
    expect(await keyRows(key)).toBe(0);
  });

  it("keeps the body limit and Content-Length check of the route while hashing", async () => {
    const key = newKey();
    const tooLarge = await post("/v3/signature-requests", key, { title: "Large", message: "x".repeat(testApp.context.config.BODY_LIMIT_BYTES) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe("payload_too_large");
    expect(await keyRows(key)).toBe(0);
  });

  it("is ignored by routes not flagged idempotent", async () => {
    const draft = await post("/v3/signature-requests", newKey(), { title: "Unflagged" });
    const key = newKey();
    for (const title of ["First title", "Second title", "Second title"]) {
      const response = await testApp.request({ method: "PUT", url: `/api/v3/signature-requests/${draft.json().id}`, token: owner.token, headers: { "idempotency-key": key }, payload: { title } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["idempotency-replayed"]).toBeUndefined();
      expect(response.json().title).toBe(title);
    }
    expect(await keyRows(key)).toBe(0);
  });

  // Last: it moves the clock past every session of the suite.
  it("keeps a key 24 hours: then the same key runs again, and the hourly sweep deletes expired keys", async () => {
    const key = newKey();
    const first = await uploadJson(key);
    testApp.clock.advance(IDEMPOTENCY_RETENTION_MS - 60_000);
    expect((await uploadJson(key)).headers["idempotency-replayed"]).toBe("true");
    testApp.clock.advance(2 * 60_000);
    // Sessions last 24 hours too: the same user signs in again.
    const session = await testApp.context.sessions.create(testApp.context.db, owner.userId, {});
    const later = await uploadJson(key, { token: session.token });
    expect(later.statusCode).toBe(201);
    expect(later.headers["idempotency-replayed"]).toBeUndefined();
    expect(later.json().documents[0].id).not.toBe(first.json().documents[0].id);

    testApp.clock.advance(IDEMPOTENCY_RETENTION_MS + 1);
    await scheduleIdempotencyCleanup(testApp.context.jobs, testApp.context.db);
    await testApp.context.jobs.runUntilIdle();
    expect(await keyRows(key)).toBe(0);
    const nextSweep = await testApp.context.db.selectFrom("jobs").select("run_at").where("name", "=", "idempotency-keys-cleanup").where("status", "=", "pending").executeTakeFirst();
    expect(nextSweep).toBeDefined();
  });
});

function withKey(body: { headers: Record<string, string>; payload: Buffer }, key: string) {
  return { headers: { ...body.headers, "idempotency-key": key }, payload: body.payload };
}
