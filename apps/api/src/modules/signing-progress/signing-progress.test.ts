import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs, uniqueEmail } from "../../test-support/factories.ts";
import { callAsGuest, confirmedGuestOf } from "../direct-sign/test-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { waitForTurn } from "../signing/index.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // Every stage the signing act writes, in order: the overlay polls only the latest.
  await sql`CREATE TABLE signing_progress_trail (signer_id uuid, stage text, seq serial)`.execute(testApp.context.db);
  await sql`CREATE FUNCTION trail_signing_stage() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO signing_progress_trail (signer_id, stage) VALUES (NEW.signer_id, NEW.stage); RETURN NEW; END $$`.execute(testApp.context.db);
  await sql`CREATE TRIGGER trail AFTER INSERT OR UPDATE ON signing_progress FOR EACH ROW EXECUTE FUNCTION trail_signing_stage()`.execute(testApp.context.db);
});
afterAll(async () => testApp.close());

async function openRequest(ownerToken: string, signerEmails: string[]) {
  const [documentId] = await uploadDocuments(testApp, ownerToken, 1);
  const created = await callRequest(testApp, ownerToken, "POST", "/v3/signature-requests", {
    title: "Progress",
    documents: [documentId],
    signatures: signerEmails.map((email, index) => ({
      account_email: email,
      document_signatures: [{ document_id: documentId, page: 1, x: 40 + index * 260, y: 600, width: 220, height: 90 }],
    })),
  });
  const id = String(created.body.id);
  expect((await callRequest(testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  const signers = parseRequest(created.body).signers;
  return { id, signerIdOf: (email: string) => signers.find((signer) => signer.email === email)?.id ?? "" };
}

async function trailOf(signerId: string): Promise<string[]> {
  const { rows } = await sql<{ stage: string }>`SELECT stage FROM signing_progress_trail WHERE signer_id = ${signerId} ORDER BY seq`.execute(testApp.context.db);
  return rows.map((row) => row.stage);
}

describe("signing progress", () => {
  it("is idle before signing, passes preparing → signing → time-stamping → recording → done, and is read by whoever may read the request", async () => {
    const owner = await createUser(testApp);
    const second = await createUser(testApp);
    const outsider = await createUser(testApp);
    const ownerToken = await loginAs(testApp, owner);
    const secondToken = await loginAs(testApp, second);
    const request = await openRequest(ownerToken, [owner.email, second.email]);
    const signerId = request.signerIdOf(owner.email);
    const url = `/v3/signature-requests/${request.id}/signatures/${signerId}/signing-progress`;

    expect((await callRequest(testApp, ownerToken, "GET", url)).body).toEqual({ stage: "idle", updatedAt: null, ahead: null });
    const signed = await callRequest(testApp, ownerToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: request.id }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    expect(await trailOf(signerId)).toEqual(["preparing", "signing", "time-stamping", "recording", "done"]);
    expect((await callRequest(testApp, ownerToken, "GET", url)).body).toMatchObject({ stage: "done" });
    expect((await callRequest(testApp, secondToken, "GET", url)).body).toMatchObject({ stage: "done" });
    expect((await callRequest(testApp, await loginAs(testApp, outsider), "GET", url)).status).toBe(404);
    // A signer id of another request is not found through this one.
    const other = await openRequest(ownerToken, [owner.email]);
    expect((await callRequest(testApp, ownerToken, "GET", `/v3/signature-requests/${request.id}/signatures/${other.signerIdOf(owner.email)}/signing-progress`)).status).toBe(404);
  });

  it("says the act waits for its turn, with how many are ahead, while another signs the same document", async () => {
    const owner = await createUser(testApp);
    const ownerToken = await loginAs(testApp, owner);
    const request = await openRequest(ownerToken, [owner.email]);
    const signerId = request.signerIdOf(owner.email);
    const url = `/v3/signature-requests/${request.id}/signatures/${signerId}/signing-progress`;
    const documentId = String((await sql<{ document_id: string }>`SELECT document_id FROM signature_request_documents WHERE signature_request_id = ${request.id}`.execute(testApp.context.db)).rows[0]?.document_id);
    // Another signer's act holds the document's turn.
    const other = await waitForTurn(testApp.context, [documentId], async () => {});
    const signing = callRequest(testApp, ownerToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: request.id }] });
    let seen = (await callRequest(testApp, ownerToken, "GET", url)).body;
    for (let look = 0; look < 200 && seen.stage !== "waiting-for-turn"; look += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = (await callRequest(testApp, ownerToken, "GET", url)).body;
    }
    expect(seen).toMatchObject({ stage: "waiting-for-turn", ahead: 1 });
    await other.leave();
    const signed = await signing;
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(await trailOf(signerId)).toEqual(["preparing", "waiting-for-turn", "preparing", "signing", "time-stamping", "recording", "done"]);
    expect((await callRequest(testApp, ownerToken, "GET", url)).body).toMatchObject({ stage: "done", ahead: null });
  });

  /** A sent request to one guest, with the guest's confirmed link and the progress path of their signer. */
  async function guestRequest(ownerToken: string, label: string) {
    const email = uniqueEmail(label);
    // A second signer keeps the request open after the guest signed: the link stays alive.
    const request = await openRequest(ownerToken, [email, uniqueEmail(`${label}.second`)]);
    const signerId = request.signerIdOf(email);
    return { ...request, signerId, path: `/v3/direct/signature-requests/${request.id}/signatures/${signerId}/signing-progress`, guest: await confirmedGuestOf(testApp, request.id, email) };
  }

  it("is read by the guest of the request's direct link while they sign, as the owner reads it", async () => {
    const ownerToken = await loginAs(testApp, await createUser(testApp));
    const { id, signerId, path, guest } = await guestRequest(ownerToken, "progress.guest");
    expect((await callAsGuest(testApp, guest, "GET", path)).body).toEqual({ stage: "idle", updatedAt: null, ahead: null });
    const signed = await callAsGuest(testApp, guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(await trailOf(signerId)).toEqual(["preparing", "signing", "time-stamping", "recording", "done"]);
    expect((await callAsGuest(testApp, guest, "GET", path)).body).toMatchObject({ stage: "done" });
    expect((await callRequest(testApp, ownerToken, "GET", `/v3/signature-requests/${id}/signatures/${signerId}/signing-progress`)).body).toMatchObject({ stage: "done" });
  });

  it("is not found for the guest of another request, and not read without the link or with a link on the account's path", async () => {
    const ownerToken = await loginAs(testApp, await createUser(testApp));
    const mine = await guestRequest(ownerToken, "progress.mine");
    const other = await guestRequest(ownerToken, "progress.other");
    // Another request's guest: this request, or theirs with this signer, does not exist for them.
    expect((await callAsGuest(testApp, other.guest, "GET", mine.path)).status).toBe(404);
    expect((await callAsGuest(testApp, other.guest, "GET", `/v3/direct/signature-requests/${other.id}/signatures/${mine.signerId}/signing-progress`)).status).toBe(404);
    expect((await callAsGuest(testApp, { ...other.guest, requestId: mine.id }, "GET", mine.path)).status).toBe(404);
    expect((await testApp.request({ method: "GET", url: `/api${mine.path}` })).statusCode).toBe(401);
    expect((await callAsGuest(testApp, mine.guest, "GET", `/v3/signature-requests/${mine.id}/signatures/${mine.signerId}/signing-progress`)).status).toBe(401);
    expect((await callAsGuest(testApp, mine.guest, "GET", mine.path)).body).toEqual({ stage: "idle", updatedAt: null, ahead: null });
  });

  it("ends failed when the act fails after preparing, and forgets an act older than ten minutes", async () => {
    const owner = await createUser(testApp);
    const ownerToken = await loginAs(testApp, owner);
    const request = await openRequest(ownerToken, [owner.email]);
    const signerId = request.signerIdOf(owner.email);
    const url = `/v3/signature-requests/${request.id}/signatures/${signerId}/signing-progress`;
    // Recording the stage 'recording' fails (the database refuses that one write).
    await sql`CREATE FUNCTION refuse_recording_stage() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.stage = 'recording' THEN RAISE EXCEPTION 'storage unavailable'; END IF; RETURN NEW; END $$`.execute(testApp.context.db);
    await sql`CREATE TRIGGER fail_recording BEFORE UPDATE ON signing_progress FOR EACH ROW EXECUTE FUNCTION refuse_recording_stage()`.execute(testApp.context.db);
    try {
      // A failed progress write never fails the signature itself.
      const signed = await callRequest(testApp, ownerToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: request.id }] });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    } finally {
      await sql`DROP TRIGGER fail_recording ON signing_progress`.execute(testApp.context.db);
    }
    expect(await trailOf(signerId)).toEqual(["preparing", "signing", "time-stamping", "done"]);

    const declinedOwner = await createUser(testApp);
    const declinedToken = await loginAs(testApp, declinedOwner);
    const refused = await openRequest(declinedToken, [declinedOwner.email]);
    const refusedSigner = refused.signerIdOf(declinedOwner.email);
    // Its file is gone from the store: preparing fails after it started.
    await sql`UPDATE document_versions SET blob_sha256 = ${"0".repeat(64)} WHERE document_id IN (SELECT document_id FROM signature_request_documents WHERE signature_request_id = ${refused.id})`.execute(testApp.context.db);
    const failed = await callRequest(testApp, declinedToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: refused.id }] });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(await trailOf(refusedSigner)).toEqual(["preparing", "failed"]);

    testApp.clock.advance(11 * 60_000);
    expect((await callRequest(testApp, ownerToken, "GET", url)).body).toEqual({ stage: "idle", updatedAt: null, ahead: null });
  });
});
