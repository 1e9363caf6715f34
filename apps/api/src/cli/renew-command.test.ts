import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listDueDocuments } from "../modules/archive-renewal/index.ts";
import { findDocumentVersions } from "../modules/documents/index.ts";
import { callRequest, uploadDocuments } from "../modules/signature-requests/test-helpers.ts";
import { createUser, loginAs } from "../test-support/factories.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import type { CliIo } from "./cli-io.ts";
import { renewCommand, type RenewalRunner } from "./renew-command.ts";

/**
 * `paraph renew` on an installation whose demo TSA certificate lasts 30 days, shorter than the
 * renewal margin: every completed document is due at once, and renewing cannot cure that (the
 * operator hears so), so each is renewed once and then left alone.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SIGNING_DEMO_TSA_CERTIFICATE_DAYS: "30", OPERATOR_ALERT_EMAIL: "operator@paraph.test" }, undefined, { startAt: new Date() });
});
afterAll(async () => testApp?.close());

/** The runner `paraph renew` opens on a stopped installation, here on the test app's. */
function runner(): RenewalRunner {
  return {
    listDue: () => listDueDocuments(testApp.context, testApp.signingServices, { includeGivenUp: true }),
    runBatch: () => testApp.runArchiveRenewalBatch({ includeGivenUp: true }),
    close: async () => undefined,
  };
}

async function renew(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = { environment: {}, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) };
  const code = await renewCommand(args, io, async () => runner());
  return { code, stdout, stderr };
}

async function completedDocument(title: string): Promise<string> {
  const signer = await createUser(testApp, { firstName: "Cleo", lastName: "Command" });
  const token = await loginAs(testApp, signer);
  const [documentId = ""] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title, documents: [documentId], signatures: [{ account_email: signer.email }] });
  const id = String(created.body.id);
  await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
  const signed = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
  expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });
  return documentId;
}

const versionsOf = async (documentId: string) => (await findDocumentVersions(testApp.context.db, documentId)).map((version) => version.version);

describe("paraph renew", () => {
  it("asks for exactly one of --dry-run and --now", async () => {
    for (const args of [[], ["--dry-run", "--now"]]) {
      const { code, stderr } = await renew(...args);
      expect(code).toBe(2);
      expect(stderr).toContain("paraph renew --dry-run | --now");
    }
  });

  it("lists what is due without renewing, renews a batch with --now, and then leaves the document alone for that reason", async () => {
    const documentId = await completedDocument("Lease");
    const dry = await renew("--dry-run");
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(new RegExp(`${documentId}  version 3  expiring  chain ends \\S+  sha256  "Document 1"`));
    expect(dry.stdout).toContain("1 document due for archive time-stamp renewal");
    expect(await versionsOf(documentId)).toEqual([1, 2, 3]);

    const now = await renew("--now");
    expect(now.code, now.stdout).toBe(0);
    const batch = JSON.parse(now.stdout) as { due: number; renewed: { documentId: string; fromVersion: number; toVersion: number; cured: boolean; addedBytes: number }[]; failed: unknown[] };
    expect(batch).toMatchObject({ due: 1, renewed: [{ documentId, fromVersion: 3, toVersion: 4, reason: "expiring", cured: false }], failed: [] });
    expect(batch.renewed[0]?.addedBytes).toBeGreaterThan(1000);
    expect(await versionsOf(documentId)).toEqual([1, 2, 3, 4]);
    const [mail] = await testApp.mailsTo("operator@paraph.test");
    expect(mail?.subject).toBe("Paraph: 1 archive time-stamp renewal needs attention");
    expect(mail?.text.replace(/\s+/g, " ")).toContain("1 document was renewed, but the time-stamp authority's certificate has the same problem");

    // The new time-stamp's certificate ends within the margin too: renewing again would give the same.
    expect((await renew("--dry-run")).stdout).toContain("0 documents due");
    expect((await renew("--now")).stdout).toContain('"renewed":[]');
    expect(await versionsOf(documentId)).toEqual([1, 2, 3, 4]);
  });

  it("exits 1 and tells the operator when a renewal fails, and counts the attempts", async () => {
    const documentId = await completedDocument("Broken archive");
    expect((await renew("--dry-run")).stdout).toContain(documentId);
    // The stored file is damaged after it was read: the LTA update cannot be written.
    const damaged = await testApp.context.blobs.put(new TextEncoder().encode("%PDF-1.7 not a document any more"));
    await testApp.context.db.updateTable("document_versions").set({ blob_sha256: damaged.sha256 }).where("document_id", "=", documentId).where("version", "=", 3).execute();

    const failed = await renew("--now");
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ renewed: [], failed: [{ documentId, version: 3, reason: "expiring", attempts: 1 }] });
    const [mail] = await testApp.mailsTo("operator@paraph.test");
    expect(mail?.text.replace(/\s+/g, " ")).toContain("Renewing the archive time-stamp failed for 1 document");
    expect((await renew("--dry-run")).stdout).toMatch(new RegExp(`${documentId} .* failed 1×`));
    expect(await versionsOf(documentId)).toEqual([1, 2, 3]);
  });
});
