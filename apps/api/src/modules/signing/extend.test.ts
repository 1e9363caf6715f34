import { EXTENSION_REPORT_HEADER } from "@paraph/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor } from "../../test-support/actors.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { createOutsideRoot, issueOtherToolSigner, signWithPdfsig } from "../../test-support/pdfsig-signing.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { runPdfboxCheck } from "../../test-support/pdfbox-check.ts";
import { createTrustStore, runPdfsig, runQpdfCheck } from "../../test-support/validators.ts";
import { seedGuestRequest } from "../../test-support/worlds.ts";
import { apiTokenOf, createApiUserAs } from "../api-users/test-helpers.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { guestAuthorization } from "../direct-sign/test-helpers.ts";
import { extensionReportHeader, type ExtensionReport } from "./extend.ts";

/**
 * POST /v1/extend on PDFs signed by another tool (poppler's pdfsig with an NSS database): the
 * answer is the same file plus a DSS and a document time-stamp, which pdfsig and Paraph's own
 * validator accept at B-LTA; anything not intact, unsigned, or from someone outside a business
 * is refused.
 */

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof createBusinessCast>>;
let signedByInstallationCa: Buffer;
let trustStore: Awaited<ReturnType<typeof createTrustStore>>;

beforeAll(async () => {
  // Outside validators check certificates against the real time.
  testApp = await createTestApp({}, undefined, { startAt: new Date() });
  cast = await createBusinessCast(testApp);
  const services = testApp.signingServices;
  // No status URLs in the certificate: pdfsig (NSS) calls a certificate whose responder it cannot
  // reach "Unknown issue", and the test app listens on no port. The extension does not need them
  // for the installation's own CA: its responder and lists answer in process.
  const signer = await issueOtherToolSigner(services.pki.issuing, services.chain.map((entry) => entry.certificate), "Olga Othertool", testApp.clock.now());
  signedByInstallationCa = await signWithPdfsig(await generateTextPdf({ pageCount: 2 }), signer);
  trustStore = await createTrustStore(new Uint8Array(services.pki.root.certificate.rawData));
});
afterAll(async () => {
  await trustStore.dispose();
  await testApp.close();
});

const extend = (pdf: Uint8Array, token?: string, headers: Record<string, string> = {}) =>
  testApp.request({ method: "POST", url: "/api/v1/extend", headers: { "content-type": "application/pdf", ...headers }, payload: Buffer.from(pdf), ...(token ? { token } : {}) });
const validate = (pdf: Uint8Array) => testApp.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": "application/pdf" }, payload: Buffer.from(pdf) });
const reportOf = (response: { headers: Record<string, unknown> }) => JSON.parse(String(response.headers[EXTENSION_REPORT_HEADER])) as ExtensionReport;
const extensionsCounted = async () =>
  (await testApp.context.db.selectFrom("billing_usage_counters").select("used").where("quality", "=", "extension").executeTakeFirst())?.used ?? 0;

describe("POST /v1/extend: a PDF another tool signed, raised to B-LTA", () => {
  it("appends validation data and a document time-stamp that pdfsig and Paraph's validator accept, the signed bytes unchanged", async () => {
    const before = await pdfsigOf(signedByInstallationCa);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ type: "adbe.pkcs7.detached", signatureValidation: "Signature is Valid." });

    const response = await extend(signedByInstallationCa, cast.member.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const extended = response.rawPayload;
    // Incremental updates only: every byte the signer signed is where it was.
    expect(extended.subarray(0, signedByInstallationCa.length).equals(signedByInstallationCa)).toBe(true);
    expect(extended.length).toBeGreaterThan(signedByInstallationCa.length);

    const report = reportOf(response);
    expect(report.level).toBe("B-LTA");
    // NSS made the signature without a time-stamp: a document time-stamp first makes it B-T, and its authority's data goes into the DSS too.
    expect(report.signatures.map((signature) => signature.subFilter)).toEqual(["adbe.pkcs7.detached", "ETSI.RFC3161"]);
    expect(report.signatures[1]).toMatchObject({ revocationMissing: [] });
    // The installation's own CA issued the signer: its OCSP answer and CRLs are in, nothing is missing.
    expect(report.signatures[0]).toMatchObject({ subFilter: "adbe.pkcs7.detached", chain: "trusted", revocationMissing: [] });
    expect(report.signatures[0]?.ocspResponses).toBeGreaterThanOrEqual(1);
    expect(report.signatures[0]?.crls).toBeGreaterThanOrEqual(1);
    // The CMS NSS wrote may carry the signer alone; the DSS has the chain up to the root.
    expect(report.signatures[0]?.certificates).toBeGreaterThanOrEqual(3);

    // pdfsig lists the two document time-stamps as well, and checks the signature as its own.
    const checked = await pdfsigOf(extended);
    expect(checked).toHaveLength(3);
    expect(checked[0]).toMatchObject({ type: "adbe.pkcs7.detached", signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
    await expect(runQpdfCheck(extended)).resolves.toContain("No syntax or stream encoding errors");
    // PDFBox with BouncyCastle: every CMS verifies over its byte range, the DSS parses.
    const pdfbox = await runPdfboxCheck(extended);
    expect(pdfbox.signatures?.map((signature) => signature.problems)).toEqual([[], [], []]);
    expect(pdfbox.dss).toMatchObject({ present: true, vri: 2, problems: [] });
    expect(pdfbox.dss?.ocspResponses).toBeGreaterThanOrEqual(1);

    const validated = await validate(extended);
    expect(validated.statusCode, validated.body).toBe(200);
    const findings = validated.json();
    expect(findings).toMatchObject({ verdict: "valid", indication: "TOTAL-PASSED", hasDss: true });
    expect(findings.signatures[0]).toMatchObject({ level: "B-LTA", integrity: true, hashMatches: true, signatureValueVerifies: true, chain: "trusted", indication: "TOTAL-PASSED" });
    expect(findings.signatures.slice(1)).toMatchObject([
      { level: "document-timestamp", integrity: true, chain: "trusted" },
      { level: "document-timestamp", integrity: true, chain: "trusted" },
    ]);
    expect(await extensionsCounted()).toBe(1);
  });

  it("extends a signature of a CA nobody here trusts, and says its revocation data is missing and why", async () => {
    const now = testApp.clock.now();
    const root = await createOutsideRoot("CN=Elsewhere Root CA,O=Elsewhere Trust Services", now);
    const signer = await issueOtherToolSigner(root, [root.certificate], "Edgar Elsewhere", now, { ocspUrl: "http://127.0.0.1:9/ocsp" });
    const signed = await signWithPdfsig(await generateTextPdf({ pageCount: 1 }), signer);

    const response = await extend(signed, cast.admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const report = reportOf(response);
    expect(report.signatures[0]).toMatchObject({ chain: "untrusted", ocspResponses: 0, crls: 0 });
    // Its responder was not asked (an uploaded file must not make the server call what it names).
    expect(report.signatures[0]?.revocationMissing).toEqual([{ subject: "CN=Edgar Elsewhere, O=Other Tool Tests", reason: "untrusted_chain" }]);

    const findings = (await validate(response.rawPayload)).json();
    expect(findings.signatures[0]).toMatchObject({ level: "B-LTA", integrity: true, chain: "untrusted", indication: "INDETERMINATE", subIndication: "NO_CERTIFICATE_CHAIN_FOUND" });
    const checked = await pdfsigOf(response.rawPayload);
    expect(checked[0]).toMatchObject({ commonName: "Edgar Elsewhere", signatureValidation: "Signature is Valid." });
  });

  it("serves a business's API user too", async () => {
    const apiUser = await createApiUserAs(testApp, cast.admin.token, cast.business.id);
    const response = await extend(signedByInstallationCa, await apiTokenOf(testApp, apiUser));
    expect(response.statusCode, response.body).toBe(200);
    expect(reportOf(response).level).toBe("B-LTA");
  });
});

describe("POST /v1/extend: what it refuses", () => {
  it("refuses a PDF whose signed bytes changed with the validator's indication, and counts nothing", async () => {
    const counted = await extensionsCounted();
    const tampered = Buffer.from(signedByInstallationCa);
    // The header's minor version (%PDF-1.7 → 1.6): inside the signed bytes, and the file stays a
    // readable PDF. (The generated pages' content is compressed: no text operator to find in it.)
    const at = tampered.indexOf("%PDF-1.") + 7;
    tampered[at] = tampered[at] === 0x37 ? 0x36 : 0x37;
    const response = await extend(tampered, cast.member.token);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: "extend_signature_not_intact", details: { signature: 1, indication: "TOTAL-FAILED", subIndication: "HASH_FAILURE", hashMatches: false } });
    expect(await extensionsCounted()).toBe(counted);
  });

  it("refuses a PDF without a signature, and bytes that are not a PDF", async () => {
    const unsigned = await extend(await generateTextPdf({ pageCount: 1 }), cast.member.token);
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json()).toMatchObject({ code: "extend_no_signatures" });
    // A signed file cut short: the validator (in its worker) repairs what it can and finds no signature in it.
    const truncated = await extend(signedByInstallationCa.subarray(0, 2000), cast.member.token);
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json()).toMatchObject({ code: "extend_no_signatures" });
    const notPdf = await extend(Buffer.from("GIF89a, not a document"), cast.member.token);
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toMatchObject({ code: "document_not_pdf" });
  });

  it("is a business service: someone outside any business gets 403, the anonymous and a guest's link 401", async () => {
    const individual = await extend(signedByInstallationCa, cast.outsider.token);
    expect(individual.statusCode).toBe(403);
    expect(individual.json()).toMatchObject({ code: "extend_business_required" });
    expect((await extend(signedByInstallationCa)).statusCode).toBe(401);
    const owner = await createActor(testApp);
    const guest = await seedGuestRequest(testApp, owner);
    const asGuest = await extend(signedByInstallationCa, undefined, { authorization: guestAuthorization({ guestId: guest.guestId, requestId: guest.requestId }) });
    expect(asGuest.statusCode).toBe(401);
  });

  it("stops at the plan's extensions of the period: of two racing for the last one, one gets its PDF", async () => {
    await testApp.context.db.updateTable("billing_usage_counters").set({ used: 199 }).where("quality", "=", "extension").execute();
    const racing = await Promise.all([extend(signedByInstallationCa, cast.member.token), extend(signedByInstallationCa, cast.admin.token)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 402]);
    expect(await extensionsCounted()).toBe(200);
    const response = await extend(signedByInstallationCa, cast.member.token);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: "extension_quota_exhausted", details: { limit: 200, usage: 200 } });
  });
});

describe("the extension report header", () => {
  const coverage = { subFilter: "adbe.pkcs7.detached", certificates: 2, ocspResponses: 0, crls: 0, chain: "untrusted" as const };
  it("is ASCII: names in other scripts are escaped as JSON", () => {
    const header = extensionReportHeader({ level: "B-LTA", signatures: [{ ...coverage, revocationMissing: [{ subject: "CN=Zoë Žák", reason: "untrusted_chain" }] }] });
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(header).signatures[0].revocationMissing[0].subject).toBe("CN=Zoë Žák");
  });

  it("shrinks to its totals past 8000 characters", () => {
    const missing = Array.from({ length: 200 }, (_, index) => ({ subject: `CN=Certificate number ${index} of a long chain`, reason: "no_answer" as const }));
    const header = extensionReportHeader({ level: "B-LTA", signatures: [{ ...coverage, revocationMissing: missing }, { ...coverage, revocationMissing: [] }] });
    expect(header.length).toBeLessThan(8000);
    expect(JSON.parse(header)).toEqual({ level: "B-LTA", truncated: true, signatureCount: 2, revocationMissingCount: 200 });
  });
});

async function pdfsigOf(pdf: Uint8Array) {
  return runPdfsig(pdf, trustStore.directory);
}
