import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor, type Actor } from "../../test-support/actors.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { runOpensslCmsVerify } from "../../test-support/validators.ts";
import { seedGuestRequest } from "../../test-support/worlds.ts";
import { readStoredZipEntries } from "../../test-support/zip-entries.ts";
import { guestAuthorization } from "../direct-sign/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

/**
 * GET /v3/signature-requests/{id}/evidence: a completed request's evidence package, its sealed
 * audit trail checked by OpenSSL, and who may have it.
 */

let testApp: TestApp;
let owner: Actor;
let signer: Actor;
let observer: Actor;
let outsider: Actor;
let requestId: string;
let documentId: string;

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, { startAt: new Date() });
  [owner, signer, observer, outsider] = await Promise.all([
    createActor(testApp, { firstName: "Olivia", lastName: "Owner" }),
    createActor(testApp, { firstName: "Simon", lastName: "Signer" }),
    createActor(testApp, { firstName: "Oscar", lastName: "Observer" }),
    createActor(testApp, { firstName: "Ursula", lastName: "Outsider" }),
  ]);
  [documentId = ""] = await uploadDocuments(testApp, owner.token, 1);
  const created = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", {
    title: "Lease Zürich",
    documents: [documentId],
    signatures: [{ account_email: signer.email }],
    observers: [observer.email],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  requestId = String(created.body.id);
  expect((await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${requestId}/initiate`)).status).toBe(200);
  const signed = await callRequest(testApp, signer.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: requestId }] });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
});
afterAll(async () => testApp.close());

const download = (token?: string, headers: Record<string, string> = {}) =>
  testApp.request({ method: "GET", url: `/api/v3/signature-requests/${requestId}/evidence`, headers, ...(token ? { token } : {}) });

describe("GET /v3/signature-requests/{id}/evidence", () => {
  it("answers a ZIP with the signed document, protocol, sealed audit trail (JSON and PDF), validation report, root and README", async () => {
    const response = await download(owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(String(response.headers["content-disposition"])).toContain("evidence.zip");
    const entries = readStoredZipEntries(response.rawPayload);
    expect([...entries.keys()]).toEqual([
      "README.txt",
      "documents/01 Document 1-signed.pdf",
      "signature-protocol.pdf",
      "audit-trail.json",
      "audit-trail.json.p7s",
      "audit-trail.pdf",
      "validation-reports/01 Document 1-validation-report.xml",
      "installation-root-ca.pem",
    ]);
    const signedDownload = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: owner.token });
    expect(entries.get("documents/01 Document 1-signed.pdf")?.equals(signedDownload.rawPayload)).toBe(true);
    expect(entries.get("signature-protocol.pdf")?.subarray(0, 5).toString()).toBe("%PDF-");

    const auditTrail = JSON.parse(entries.get("audit-trail.json")?.toString("utf8") ?? "{}");
    expect(auditTrail).toMatchObject({ format: "paraph-audit-trail/1", request: { id: requestId, title: "Lease Zürich", status: "completed" } });
    expect(auditTrail.events.map((event: { type: string }) => event.type)).toEqual(expect.arrayContaining(["created", "initiated", "signed", "completed"]));

    const report = entries.get("validation-reports/01 Document 1-validation-report.xml")?.toString("utf8") ?? "";
    expect(report).toContain("ValidationReport");
    expect(report).toContain("urn:etsi:019102:mainindication:total-passed");
    const readme = entries.get("README.txt")?.toString("utf8") ?? "";
    expect(readme).toContain("openssl cms -verify -binary -inform DER -in audit-trail.json.p7s");
    expect(readme).toContain("documents/01 Document 1-signed.pdf");
  });

  it("seals the audit trail so that OpenSSL verifies it, and refuses it after one byte changed", async () => {
    const entries = readStoredZipEntries((await download(observer.token)).rawPayload);
    const auditTrail = entries.get("audit-trail.json") ?? Buffer.alloc(0);
    const seal = entries.get("audit-trail.json.p7s") ?? Buffer.alloc(0);
    const rootPem = entries.get("installation-root-ca.pem")?.toString("ascii") ?? "";
    // The root in the package is the one the installation publishes.
    const published = await testApp.request({ method: "GET", url: "/api/pki/root.cer" });
    expect(rootPem).toContain(published.rawPayload.toString("base64").slice(0, 64));
    await expect(runOpensslCmsVerify(seal, auditTrail, rootPem)).resolves.toContain("Verification successful");
    const changed = Buffer.from(auditTrail);
    const at = changed.indexOf("signed");
    changed[at] = "S".charCodeAt(0);
    await expect(runOpensslCmsVerify(seal, changed, rootPem)).rejects.toThrow(/digest failure|Verification failure/i);

    // The PDF rendition carries a PAdES seal by the same certificate, intact and trusted.
    const validated = await testApp.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": "application/pdf" }, payload: entries.get("audit-trail.pdf") });
    const findings = validated.json();
    expect(findings.signatures).toHaveLength(1);
    expect(findings.signatures[0]).toMatchObject({ integrity: true, chain: "trusted", level: "B-T", indication: "TOTAL-PASSED" });
    expect(findings.signatures[0].signer.name).toContain("evidence seal");
  });

  it("says in its README commands that work as written in the unpacked folder", async () => {
    const entries = readStoredZipEntries((await download(signer.token)).rawPayload);
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-evidence-"));
    try {
      for (const [name, bytes] of entries) {
        await fs.mkdir(path.dirname(path.join(folder, name)), { recursive: true });
        await fs.writeFile(path.join(folder, name), bytes);
      }
      const readme = entries.get("README.txt")?.toString("utf8") ?? "";
      // The indented command blocks after "With OpenSSL" and after the time-stamp sentence.
      const blocks = [...readme.matchAll(/\n\n((?: {2}.*\n)+)/g)].map((match) => match[1] ?? "").filter((block) => block.includes("openssl"));
      expect(blocks).toHaveLength(2);
      const shell = (script: string) => promisify(execFile)("sh", ["-c", script], { cwd: folder });
      expect((await shell(blocks[0] ?? "")).stderr).toContain("CMS Verification successful");
      expect((await shell(blocks[1] ?? "")).stdout).toMatch(/GENERALIZEDTIME\s+:\d{14}Z/);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it("is for the request's owner, signers and observers; an outsider gets 404, the anonymous and a guest's link 401", async () => {
    expect((await download(signer.token)).statusCode).toBe(200);
    expect((await download(observer.token)).statusCode).toBe(200);
    const outsiders = await download(outsider.token);
    expect(outsiders.statusCode).toBe(404);
    expect(outsiders.json()).toMatchObject({ code: "not_found" });
    expect((await download()).statusCode).toBe(401);
    const guest = await seedGuestRequest(testApp, owner);
    expect((await download(undefined, { authorization: guestAuthorization({ guestId: guest.guestId, requestId: guest.requestId }) })).statusCode).toBe(401);
  });
});
