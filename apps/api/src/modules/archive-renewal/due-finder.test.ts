import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { findDueDocuments, findUninspectedVersions, MAX_RENEWAL_ATTEMPTS, recordRenewal, recordRenewalFailure } from "./repository.ts";
import { inspectNewVersions, renewalPolicyOf, runRenewalBatch } from "./service.ts";
import { TimeStampPacer } from "./time-stamp-pacer.ts";

/**
 * Which completed documents are due: by the margin before the archive time-stamp's chain ends,
 * by weak algorithms, never past their business's retention, and each once per reason. The
 * installation's demo TSA certificate lasts the default ten years, so nothing is due by default.
 */
const DAY_MS = 24 * 60 * 60_000;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, undefined, { startAt: new Date() });
});
afterAll(async () => testApp?.close());

async function completedDocument(token: string, email: string): Promise<string> {
  const [documentId = ""] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "Due", documents: [documentId], signatures: [{ account_email: email }] });
  const id = String(created.body.id);
  await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
  const signed = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
  expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });
  return documentId;
}

const due = async (policy = renewalPolicyOf(testApp.context), options: { includeGivenUp?: boolean } = {}) =>
  (await findDueDocuments(testApp.context.db, policy, 100, options)).map((row) => [row.document_id, row.version, row.reason]);
const setFacts = (documentId: string, facts: { digest_algorithm?: string; weakest_rsa_bits?: number | null }) =>
  testApp.context.db.updateTable("document_archive_time_stamps").set(facts).where("document_id", "=", documentId).execute();

describe("the due-finder", () => {
  let documentId = "";

  it("reads each new completed version's archive time-stamp once, and finds it due only within the margin", async () => {
    const signer = await createSignedInUser(testApp);
    documentId = await completedDocument(signer.token, signer.user.email);
    expect(await inspectNewVersions(testApp.context, testApp.signingServices, 10)).toBe(1);
    expect(await inspectNewVersions(testApp.context, testApp.signingServices, 10)).toBe(0);
    const facts = await testApp.context.db.selectFrom("document_archive_time_stamps").selectAll().where("document_id", "=", documentId).executeTakeFirstOrThrow();
    expect(facts).toMatchObject({ version: 3, digest_algorithm: "sha256", weakest_rsa_bits: null });
    const chainEnds = facts.chain_expires_at?.getTime() ?? 0;

    expect(await due()).toEqual([]);
    const now = new Date();
    expect(await due({ now, expiresBefore: new Date(chainEnds - DAY_MS), minRsaBits: 2048 })).toEqual([]);
    expect(await due({ now, expiresBefore: new Date(chainEnds + DAY_MS), minRsaBits: 2048 })).toEqual([[documentId, 3, "expiring"]]);
  });

  it("finds SHA-1 and RSA keys below the policy due whatever the margin", async () => {
    await setFacts(documentId, { digest_algorithm: "sha1" });
    expect(await due()).toEqual([[documentId, 3, "weak_algorithm"]]);
    await setFacts(documentId, { digest_algorithm: "sha256", weakest_rsa_bits: 1024 });
    expect(await due()).toEqual([[documentId, 3, "weak_algorithm"]]);
    await setFacts(documentId, { weakest_rsa_bits: 2048 });
    expect(await due()).toEqual([]);
    expect(await due({ ...renewalPolicyOf(testApp.context), minRsaBits: 3072 })).toEqual([[documentId, 3, "weak_algorithm"]]);
  });

  it("renews a document once for a reason: a renewed version and a cured reason are not due again", async () => {
    await setFacts(documentId, { digest_algorithm: "sha1", weakest_rsa_bits: null });
    const pacer = new TimeStampPacer(60_000);
    const first = await runRenewalBatch(testApp.context, testApp.signingServices, pacer);
    expect(first).toMatchObject({ due: 1, renewed: [{ documentId, fromVersion: 3, toVersion: 4, reason: "weak_algorithm", cured: true }], failed: [] });
    const second = await runRenewalBatch(testApp.context, testApp.signingServices, pacer);
    expect(second).toMatchObject({ due: 0, renewed: [], failed: [] });
    const versions = await testApp.context.db.selectFrom("document_versions").select("version").where("document_id", "=", documentId).orderBy("version").execute();
    expect(versions.map((row) => row.version)).toEqual([1, 2, 3, 4]);

    // A renewal that could not cure its reason (the authority's certificate as weak) is not repeated for it; another reason still counts.
    await testApp.context.db.updateTable("document_archive_time_stamps").set({ digest_algorithm: "sha1" }).where("document_id", "=", documentId).where("version", "=", 4).execute();
    expect(await due()).toEqual([[documentId, 4, "weak_algorithm"]]);
    await testApp.context.db.updateTable("archive_time_stamp_renewals").set({ cured: false }).where("document_id", "=", documentId).execute();
    expect(await due()).toEqual([]);
  });

  it("leaves a document alone after its renewals failed the most times, unless the operator asks", async () => {
    const signer = await createSignedInUser(testApp);
    const failing = await completedDocument(signer.token, signer.user.email);
    await inspectNewVersions(testApp.context, testApp.signingServices, 10);
    await setFacts(failing, { digest_algorithm: "sha1" });
    for (let attempt = 1; attempt < MAX_RENEWAL_ATTEMPTS; attempt += 1) {
      expect(await recordRenewalFailure(testApp.context.db, { documentId: failing, fromVersion: 3, reason: "weak_algorithm", error: "TSA down", now: new Date() })).toBe(attempt);
      expect(await due()).toContainEqual([failing, 3, "weak_algorithm"]);
    }
    await recordRenewalFailure(testApp.context.db, { documentId: failing, fromVersion: 3, reason: "weak_algorithm", error: "TSA down", now: new Date() });
    expect(await due()).not.toContainEqual([failing, 3, "weak_algorithm"]);
    expect(await due(undefined, { includeGivenUp: true })).toContainEqual([failing, 3, "weak_algorithm"]);
    // A success afterwards replaces the failure: renewed from that version, not due.
    await recordRenewal(testApp.context.db, { documentId: failing, fromVersion: 3, toVersion: 4, reason: "weak_algorithm", cured: true, now: new Date() });
    expect(await due(undefined, { includeGivenUp: true })).not.toContainEqual([failing, 3, "weak_algorithm"]);
  });

  it("never touches a document whose business's retention has ended", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const kept = await completedDocument(admin.token, admin.user.email);
    const putRetention = await testApp.request({
      method: "PUT",
      url: `/api/v1/businesses/${business.id}/settings`,
      token: admin.token,
      payload: { settings: { signatureRequests: { retention: { enabled: true, terminalState: ["completed"], days: 30 } } } },
    });
    expect(putRetention.statusCode, putRetention.body).toBe(200);
    await inspectNewVersions(testApp.context, testApp.signingServices, 10);
    await setFacts(kept, { digest_algorithm: "sha1" });
    expect(await due()).toContainEqual([kept, 3, "weak_algorithm"]);

    // Past the retention (the sweep has not deleted it yet): neither due nor read.
    const later = new Date(Date.now() + 31 * DAY_MS);
    expect(await due({ ...renewalPolicyOf(testApp.context), now: later })).not.toContainEqual([kept, 3, "weak_algorithm"]);
    await testApp.context.db.deleteFrom("document_archive_time_stamps").where("document_id", "=", kept).execute();
    expect((await findUninspectedVersions(testApp.context.db, new Date(), 100)).map((row) => row.document_id)).toContain(kept);
    expect((await findUninspectedVersions(testApp.context.db, later, 100)).map((row) => row.document_id)).not.toContain(kept);
  });
});
