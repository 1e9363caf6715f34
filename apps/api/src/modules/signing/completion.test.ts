import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findSignatureContents } from "../../pdf-engine/pades/dss.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { ARCHIVE_DOCUMENTS_JOB } from "./completion.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function versionsOf(documentId: string): Promise<number[]> {
  const rows = await testApp.context.db.selectFrom("document_versions").select("version").where("document_id", "=", documentId).orderBy("version").execute();
  return rows.map((row) => row.version);
}

const pendingArchiveJobs = () => testApp.context.db.selectFrom("jobs").select("id").where("name", "=", ARCHIVE_DOCUMENTS_JOB).where("status", "=", "pending").execute();

describe("archiving a completed request (B-LTA)", () => {
  it("happens right after the signature is recorded, and leaves no job behind", async () => {
    const owner = await createUser(testApp);
    const token = await loginAs(testApp, owner);
    const [documentId = ""] = await uploadDocuments(testApp, token, 1);
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Now", documents: [documentId], signatures: [{ account_email: owner.email }] });
    const id = String(created.body.id);
    await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
    const signed = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed", signedDocuments: [{ documentId, version: 3 }] }] });
    expect(await versionsOf(documentId)).toEqual([1, 2, 3]);
    expect(await pendingArchiveJobs()).toEqual([]);
  });

  it("is finished by its job when it fails after the commit, once, however often the job runs", async () => {
    const owner = await createUser(testApp);
    const token = await loginAs(testApp, owner);
    const [documentId = ""] = await uploadDocuments(testApp, token, 1);
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Later", documents: [documentId], signatures: [{ account_email: owner.email }] });
    const id = String(created.body.id);
    await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);

    // The archive's first PDF step fails, as when the process stops right after the commit.
    const appendDss = vi.spyOn(testApp.signingServices.revisions, "appendDss").mockRejectedValueOnce(new Error("worker gone"));
    const signed = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    appendDss.mockRestore();
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed", signedDocuments: [{ documentId, version: 2 }] }] });
    expect(await versionsOf(documentId)).toEqual([1, 2]);
    expect(await pendingArchiveJobs()).toHaveLength(1);

    // Not due yet: the job waits for the call that would normally archive.
    await testApp.context.jobs.runUntilIdle();
    expect(await versionsOf(documentId)).toEqual([1, 2]);

    testApp.clock.advance(3 * 60_000);
    await testApp.context.jobs.runUntilIdle();
    expect(await versionsOf(documentId)).toEqual([1, 2, 3]);
    const download = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token });
    expect((await findSignatureContents(download.rawPayload)).map((entry) => entry.subFilter)).toEqual(["ETSI.CAdES.detached", "ETSI.RFC3161"]);
    expect(download.rawPayload.toString("latin1")).toContain("/DSS");

    // The same archive queued again finds the document archived and adds nothing.
    await testApp.context.db.transaction().execute((trx) =>
      testApp.context.jobs.enqueue(trx, ARCHIVE_DOCUMENTS_JOB, { jobId: crypto.randomUUID(), requestId: id, level: "B-LTA", documents: [{ documentId, version: 2 }] }),
    );
    await testApp.context.jobs.runUntilIdle();
    expect(await versionsOf(documentId)).toEqual([1, 2, 3]);
  });
});

describe("two signers storing a version of the same document", () => {
  it("prepares again on the new version when the other stored theirs first", async () => {
    const first = await createUser(testApp, { firstName: "Fay", lastName: "First" });
    const second = await createUser(testApp, { firstName: "Sid", lastName: "Second" });
    const firstToken = await loginAs(testApp, first);
    const secondToken = await loginAs(testApp, second);
    const [documentId = ""] = await uploadDocuments(testApp, firstToken, 1);
    const created = await callRequest(testApp, firstToken, "POST", "/v3/signature-requests", {
      title: "Race",
      documents: [documentId],
      signatures: [{ account_email: first.email }, { account_email: second.email }],
    });
    const id = String(created.body.id);
    await callRequest(testApp, firstToken, "POST", `/v3/signature-requests/${id}/initiate`);

    // While the first signer's revision is prepared from version 1, its place in the document's
    // line lapses (as after a stall past the lease), and the second signs and stores version 2.
    const engine = testApp.signingServices.revisions;
    const prepare = engine.prepareSignature.bind(engine);
    let isFirstCall = true;
    const kinds: string[] = [];
    const spy = vi.spyOn(engine, "prepareSignature").mockImplementation(async (pdf, options) => {
      kinds.push(options.kind);
      if (isFirstCall) {
        isFirstCall = false;
        await testApp.context.db.deleteFrom("document_signing_turns").where("document_id", "=", documentId).execute();
        const other = await callRequest(testApp, secondToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
        expect(other.body).toMatchObject({ signatureRequests: [{ status: "open", signedDocuments: [{ documentId, version: 2 }] }] });
      }
      return prepare(pdf, options);
    });
    const signed = await callRequest(testApp, firstToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    spy.mockRestore();
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    // Prepared from 1 (refused at recording), from 2 for the other signer, then again from 2: stored as 3, archived as 4.
    expect(kinds.filter((kind) => kind === "signature")).toHaveLength(3);
    expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed", signedDocuments: [{ documentId, version: 4 }] }] });
    const download = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: firstToken });
    expect((await findSignatureContents(download.rawPayload)).map((entry) => entry.subFilter)).toEqual(["ETSI.CAdES.detached", "ETSI.CAdES.detached", "ETSI.RFC3161"]);
  });
});
