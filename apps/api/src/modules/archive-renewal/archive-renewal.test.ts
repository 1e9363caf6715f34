import { readStoredZipEntries } from "../../test-support/zip-entries.ts";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PdfboxChecker } from "../../../../../corpus/checks/pdfbox-check.ts";
import { newestArchiveTimeStampOf } from "../../pdf-engine/pades/archive-time-stamp-facts.ts";
import { findSignatureContents } from "../../pdf-engine/pades/dss.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createTrustStore, runPdfsig, runQpdfCheck } from "../../test-support/validators.ts";
import { findDocumentVersions } from "../documents/index.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { scheduleArchiveRenewalSweep } from "./jobs.ts";

/**
 * The done-when: a document two signers completed at B-LTA while the demo TSA's
 * certificate ends in 30 days; the TSA gets a new certificate (a restart with the default
 * lifetime, as an operator's TSA rolls its key); the renewal job adds the LTA update as a new
 * version; outside validators accept it, and Paraph validates it as of a date after the first
 * TSA certificate ended — the version before renewal not.
 */
const DAY_MS = 24 * 60 * 60_000;
let testApp: TestApp;
let trustStore: { directory: string; dispose: () => Promise<void> };
let pdfbox: PdfboxChecker;
let scratch: string;

let port = 0;
/** The same port after the restart: the certificates name the OCSP responder there, and pdfsig asks it. */
async function listen(app: TestApp): Promise<void> {
  app.context.publicUrl = await app.app.listen({ port, host: "127.0.0.1" });
  port = Number(new URL(app.context.publicUrl).port);
}

beforeAll(async () => {
  testApp = await createTestApp({ SIGNING_DEMO_TSA_CERTIFICATE_DAYS: "30", OPERATOR_ALERT_EMAIL: "operator@paraph.test" }, undefined, { startAt: new Date() });
  await listen(testApp);
  trustStore = await createTrustStore((await testApp.request({ method: "GET", url: "/api/pki/root.cer" })).rawPayload);
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-renewal-"));
  // Compiled once into the temporary folder and kept (javac only when Check.java changed): ≈ 1 s a start after the first.
  pdfbox = await PdfboxChecker.start(path.join(os.tmpdir(), "paraph-pdfbox-cache"));
});
afterAll(async () => {
  await pdfbox?.stop();
  await trustStore?.dispose();
  await testApp?.close();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

async function completeWithTwoSigners(app: TestApp): Promise<{ documentId: string; token: string; requestId: string }> {
  const first = await createUser(app, { firstName: "Rena", lastName: "Renewal" });
  const second = await createUser(app, { firstName: "Otto", lastName: "Overlap" });
  const token = await loginAs(app, first);
  const [documentId = ""] = await uploadDocuments(app, token, 1);
  const created = await callRequest(app, token, "POST", "/v3/signature-requests", {
    title: "Long-term",
    documents: [documentId],
    signatures: [{ account_email: first.email }, { account_email: second.email }],
  });
  const id = String(created.body.id);
  await callRequest(app, token, "POST", `/v3/signature-requests/${id}/initiate`);
  await callRequest(app, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
  const last = await callRequest(app, await loginAs(app, second), "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
  expect(last.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });
  return { documentId, token, requestId: id };
}

async function download(app: TestApp, documentId: string, token: string): Promise<Buffer> {
  return (await app.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload;
}

interface Validated {
  indication: string | null;
  validationTime: string;
  signatures: {
    subFilter: string;
    indication: string;
    subIndication: string | null;
    proofOfExistence: { time: string; by: string } | null;
    timeStamps: { certificateValidAtValidationTime: boolean; proven: boolean }[];
  }[];
}

async function validateAt(app: TestApp, pdf: Buffer, at: Date): Promise<Validated> {
  const response = await app.request({ method: "POST", url: `/api/v1/validate?at=${encodeURIComponent(at.toISOString())}`, headers: { "content-type": "application/pdf" }, payload: pdf });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Validated;
}

describe("archive time-stamp renewal, end to end", () => {
  it("renews a completed document before its TSA certificate ends, and the renewed file validates after that end", async () => {
    const { documentId, token, requestId } = await completeWithTwoSigners(testApp);
    const unrenewed = await download(testApp, documentId, token);
    const firstStamp = await newestArchiveTimeStampOf(unrenewed);
    const firstExpiry = firstStamp?.chainExpiresAt ?? new Date(0);
    expect(Math.abs(firstExpiry.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(DAY_MS);

    // The operator's TSA rolls its key: the demo TSA, started with the default lifetime, replaces a certificate that ends within the margin.
    testApp = await testApp.restart({ SIGNING_DEMO_TSA_CERTIFICATE_DAYS: "3650" });
    await listen(testApp);
    await scheduleArchiveRenewalSweep(testApp.context);
    await testApp.context.jobs.runUntilIdle();

    const versions = await findDocumentVersions(testApp.context.db, documentId);
    expect(versions.map((version) => version.version)).toEqual([1, 2, 3, 4, 5]);
    const renewed = await download(testApp, documentId, token);
    expect(renewed.subarray(0, unrenewed.length).equals(unrenewed)).toBe(true);

    // The evidence package holds the renewed document and a validation report at completion and after the renewal.
    const evidence = readStoredZipEntries((await testApp.request({ method: "GET", url: `/api/v3/signature-requests/${requestId}/evidence`, token })).rawPayload);
    expect(evidence.get("documents/01 Document 1-signed.pdf")?.equals(renewed)).toBe(true);
    const reports = [...evidence.keys()].filter((name) => name.startsWith("validation-reports/"));
    expect(reports).toEqual(["validation-reports/01 Document 1-validation-report.xml", "validation-reports/01 Document 1-validation-report-after-renewal-1.xml"]);
    for (const report of reports) expect(evidence.get(report)?.toString("utf8")).toContain("ValidationReport");
    expect(evidence.get("README.txt")?.toString("utf8")).toContain("after archive time-stamp renewal 1");
    expect((await findSignatureContents(renewed)).map((entry) => entry.subFilter)).toEqual(["ETSI.CAdES.detached", "ETSI.CAdES.detached", "ETSI.RFC3161", "ETSI.RFC3161"]);
    expect((await newestArchiveTimeStampOf(renewed))?.chainExpiresAt.getTime()).toBeGreaterThan(Date.now() + 3000 * DAY_MS);

    // Outside validators: poppler (online, against the running OCSP responder), PDFBox + BouncyCastle, qpdf.
    const pdfsig = await runPdfsig(renewed, trustStore.directory);
    // pdfsig lists document time-stamps without checking them ("not yet verified"); PDFBox checks their imprints.
    expect(pdfsig).toHaveLength(4);
    const signatures = pdfsig.filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(signatures).toHaveLength(2);
    for (const signature of signatures) expect(signature).toMatchObject({ signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
    const renewedFile = path.join(scratch, "renewed.pdf");
    await fs.writeFile(renewedFile, renewed);
    expect(await pdfbox.check(renewedFile, 4)).toMatchObject({ status: "pass" });
    await expect(runQpdfCheck(renewed)).resolves.toContain("No syntax or stream encoding errors");

    // After the first TSA certificate ended (the signers' certificates still valid): the renewed file passes, its first archive
    // time-stamp proven by the second; the file before renewal has an archive time-stamp nothing proves.
    const afterTsaExpiry = new Date(firstExpiry.getTime() + 10 * DAY_MS);
    const renewedLater = await validateAt(testApp, renewed, afterTsaExpiry);
    expect(renewedLater.validationTime).toBe(afterTsaExpiry.toISOString());
    expect(renewedLater.indication).toBe("TOTAL-PASSED");
    expect(renewedLater.signatures.map((signature) => signature.timeStamps[0])).toEqual([
      { time: expect.any(String), valid: true, intact: true, certificateValidAtValidationTime: false, proven: true },
      { time: expect.any(String), valid: true, intact: true, certificateValidAtValidationTime: false, proven: true },
      { time: expect.any(String), valid: true, intact: true, certificateValidAtValidationTime: false, proven: true },
      { time: expect.any(String), valid: true, intact: true, certificateValidAtValidationTime: true, proven: true },
    ]);
    const unrenewedLater = await validateAt(testApp, unrenewed, afterTsaExpiry);
    expect(unrenewedLater.indication).toBe("INDETERMINATE");
    expect(unrenewedLater.signatures.at(-1)).toMatchObject({ subFilter: "ETSI.RFC3161", indication: "INDETERMINATE", subIndication: "OUT_OF_BOUNDS_NO_POE", proofOfExistence: null });

    // After the signers' three-year certificates ended too: only the renewed file proves the signatures existed while they were valid.
    const afterSignerExpiry = new Date(Date.now() + 3 * 365 * DAY_MS + 30 * DAY_MS);
    const renewedMuchLater = await validateAt(testApp, renewed, afterSignerExpiry);
    expect(renewedMuchLater.indication).toBe("TOTAL-PASSED");
    for (const signature of renewedMuchLater.signatures.slice(0, 2)) {
      expect(signature).toMatchObject({ indication: "TOTAL-PASSED", proofOfExistence: { by: "signature-time-stamp" } });
      expect(new Date(signature.proofOfExistence?.time ?? 0).getTime()).toBeLessThan(firstExpiry.getTime());
    }
    const unrenewedMuchLater = await validateAt(testApp, unrenewed, afterSignerExpiry);
    expect(unrenewedMuchLater.indication).toBe("INDETERMINATE");
    for (const signature of unrenewedMuchLater.signatures) expect(signature).toMatchObject({ indication: "INDETERMINATE", subIndication: "OUT_OF_BOUNDS_NO_POE", proofOfExistence: null });

    // Renewed once: the next sweep finds nothing due, and the metrics say what happened.
    await scheduleArchiveRenewalSweep(testApp.context);
    await testApp.context.jobs.runUntilIdle();
    expect(await findDocumentVersions(testApp.context.db, documentId)).toHaveLength(5);
    const metrics = (await testApp.prometheus?.scrape())?.body ?? "";
    expect(metrics).toMatch(/paraph_archive_renewals_total\{outcome="renewed"\} 1/);
    expect(metrics).toMatch(/paraph_archive_renewals_due 0/);
  });
});
