import { describe, expect, it } from "vitest";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createHash } from "node:crypto";
import { findSignatureContents } from "../../pdf-engine/pades/dss.ts";
import { certificatePem, runOpensslCmsVerify, runOpensslTimestampVerify, runPdfsig, runQpdfCheck } from "../../test-support/validators.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

const suite = useValidatedTestApp();

describe("signing a request", () => {
  it("gives every signer their own PAdES signature that pdfsig and qpdf accept, earlier ones staying valid", async () => {
    const owner = await createUser(suite.testApp, { firstName: "Olivia", lastName: "Owner" });
    const second = await createUser(suite.testApp, { firstName: "Sami", lastName: "Second" });
    const ownerToken = await loginAs(suite.testApp, owner);
    const secondToken = await loginAs(suite.testApp, second);
    const [documentId] = await uploadDocuments(suite.testApp, ownerToken, 1);
    const created = await callRequest(suite.testApp, ownerToken, "POST", "/v3/signature-requests", {
      title: "Supply contract",
      documents: [documentId],
      signatures: [
        { account_email: owner.email, document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 680, width: 220, height: 90 }] },
        { account_email: second.email, document_signatures: [{ document_id: documentId, page: 1, x: 300, y: 680, width: 220, height: 90 }] },
      ],
    });
    const id = String(created.body.id);
    await callRequest(suite.testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`);

    const first = await callRequest(suite.testApp, ownerToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id, signingReason: "Agreed" }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await callRequest(suite.testApp, ownerToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(again.body).toMatchObject({ signatureRequests: [{ signedDocuments: [] }] });
    const last = await callRequest(suite.testApp, secondToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(last.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });

    // Two signatures, then the archive version (B-LTA) when the request completed.
    const view = parseRequest((await callRequest(suite.testApp, ownerToken, "GET", `/v3/signature-requests/${id}`)).body);
    expect(view.documents[0]?.signed?.version).toBe(4);
    const download = await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: ownerToken });
    const signedPdf = download.rawPayload;
    const original = await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download`, token: ownerToken });
    expect(signedPdf.subarray(0, original.rawPayload.length).equals(original.rawPayload)).toBe(true);

    const all = await runPdfsig(signedPdf, suite.trustStore);
    const signatures = all.filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(signatures.map((entry) => entry.commonName)).toEqual(["Olivia Owner", "Sami Second"]);
    expect(all.at(-1)).toMatchObject({ commonName: "Paraph Demo Time-Stamp Authority", isTotalDocument: true });
    for (const signature of signatures) {
      expect(signature.type).toBe("ETSI.CAdES.detached");
      expect(signature.signatureValidation).toBe("Signature is Valid.");
      expect(signature.certificateValidation).toBe("Certificate is Trusted.");
    }
    await expect(runQpdfCheck(signedPdf)).resolves.toContain("No syntax or stream encoding errors");

    // B-LT: a DSS with a VRI entry per signature; B-LTA: a document time-stamp OpenSSL verifies over the whole file before it.
    const embedded = await findSignatureContents(signedPdf);
    expect(embedded.map((entry) => entry.subFilter)).toEqual(["ETSI.CAdES.detached", "ETSI.CAdES.detached", "ETSI.RFC3161"]);
    const text = signedPdf.toString("latin1");
    expect(text).toContain("/DSS");
    for (const entry of embedded.slice(0, 2)) expect(text).toContain(`/${createHash("sha1").update(entry.contents).digest("hex").toUpperCase()}`);
    const rootPem = certificatePem((await suite.testApp.request({ method: "GET", url: "/api/pki/root.cer" })).rawPayload);
    const issuingPem = certificatePem((await suite.testApp.request({ method: "GET", url: "/api/pki/issuing.cer" })).rawPayload);
    const [archive] = byteRangesOf(signedPdf).slice(-1);
    const timestamp = embedded[2];
    if (!archive || !timestamp) throw new Error("no document time-stamp");
    const digest = createHash("sha256").update(Buffer.concat(archive)).digest("hex");
    await expect(runOpensslTimestampVerify(timestamp.contents, digest, rootPem, issuingPem)).resolves.toContain("Verification: OK");
    const [firstRanges] = byteRangesOf(signedPdf);
    const firstSignature = embedded[0];
    if (!firstRanges || !firstSignature) throw new Error("no signature");
    await expect(runOpensslCmsVerify(firstSignature.contents, Buffer.concat(firstRanges), rootPem)).resolves.toContain("Verification successful");

    const report = await suite.testApp.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": "application/pdf" }, payload: signedPdf });
    expect(report.statusCode, report.body).toBe(200);
    const checked = report.json() as { hasDss: boolean; signatures: { level: string; integrity: boolean; chain: string; signer: { name: string | null }; timeSource: string | null }[] };
    expect(checked.hasDss).toBe(true);
    expect(checked.signatures.map((entry) => [entry.signer.name, entry.level, entry.integrity, entry.chain, entry.timeSource])).toEqual([
      ["Olivia Owner", "B-LTA", true, "trusted", "time-stamp"],
      ["Sami Second", "B-LTA", true, "trusted", "time-stamp"],
      [null, "document-timestamp", true, "trusted", "time-stamp"],
    ]);

    // One byte of the binary comment after the header: covered by both signatures, harmless to parsing.
    const tampered = Buffer.from(signedPdf);
    const target = tampered.indexOf("%", 5) + 1;
    tampered[target] = (tampered[target] ?? 0) ^ 0x01;
    const afterTampering = await runPdfsig(tampered, suite.trustStore);
    expect(afterTampering).toHaveLength(3);
    for (const signature of afterTampering) expect(signature.signatureValidation).not.toBe("Signature is Valid.");
    const ourVerdict = await suite.testApp.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": "application/pdf" }, payload: tampered });
    const tamperedReport = ourVerdict.json() as { signatures: { integrity: boolean }[] };
    expect(tamperedReport.signatures).toHaveLength(3);
    expect(tamperedReport.signatures.every((entry) => !entry.integrity)).toBe(true);
  });

  it("lets two signers sign the same document at the same moment, one after the other, both valid", async () => {
    const owner = await createUser(suite.testApp, { firstName: "Paula", lastName: "Parallel" });
    const other = await createUser(suite.testApp, { firstName: "Quentin", lastName: "Quick" });
    const ownerToken = await loginAs(suite.testApp, owner);
    const otherToken = await loginAs(suite.testApp, other);
    const [documentId] = await uploadDocuments(suite.testApp, ownerToken, 1);
    const created = await callRequest(suite.testApp, ownerToken, "POST", "/v3/signature-requests", {
      title: "Race",
      documents: [documentId],
      signatures: [{ account_email: owner.email }, { account_email: other.email }],
    });
    const id = String(created.body.id);
    await callRequest(suite.testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`);
    const [first, second] = await Promise.all([
      callRequest(suite.testApp, ownerToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] }),
      callRequest(suite.testApp, otherToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const download = await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: ownerToken });
    const signatures = (await runPdfsig(download.rawPayload, suite.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(signatures).toHaveLength(2);
    for (const signature of signatures) {
      expect(signature.signatureValidation).toBe("Signature is Valid.");
      expect(signature.certificateValidation).toBe("Certificate is Trusted.");
    }
  });

  it("refuses a signer who may not sign yet and a quality the user does not hold", async () => {
    const owner = await createUser(suite.testApp);
    const token = await loginAs(suite.testApp, owner);
    const [documentId] = await uploadDocuments(suite.testApp, token, 1);
    const created = await callRequest(suite.testApp, token, "POST", "/v3/signature-requests", {
      title: "QES contract",
      documents: [documentId],
      quality: "qes",
      signatures: [{ account_email: owner.email }],
    });
    const id = String(created.body.id);
    // In a draft nobody signs yet: even the owner who is also a signer is refused.
    const draft = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(draft.status).toBe(403);
    await callRequest(suite.testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
    const refused = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "quality_not_available" });

    const signerId = parseRequest((await callRequest(suite.testApp, token, "GET", `/v3/signature-requests/${id}`)).body).signers[0]?.id;
    const method = await callRequest(suite.testApp, token, "GET", `/v3/signature-requests/${id}/signatures/${signerId}/ident-method`);
    expect(method.body).toEqual({ quality: "qes", legislation: null, method: "identification", isSatisfied: false });
    const outsider = await loginAs(suite.testApp, await createUser(suite.testApp));
    expect((await callRequest(suite.testApp, outsider, "GET", `/v3/signature-requests/${id}/signatures/${signerId}/ident-method`)).status).toBe(404);
    const detail = await callRequest(suite.testApp, token, "GET", "/v3/user/signature-qualities-detail");
    expect(detail.body).toMatchObject({ highest: { quality: "ses", legislation: "any", isDemo: false } });
    expect((detail.body.qualities as { quality: string; isAvailable: boolean }[]).filter((entry) => entry.isAvailable).map((entry) => entry.quality)).toEqual(["ses"]);
  });
});

/** The two covered byte ranges of each signature, in order. */
function byteRangesOf(pdf: Buffer): Buffer[][] {
  return [...pdf.toString("latin1").matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map((match) => {
    const [a, b, c, d] = match.slice(1).map(Number) as [number, number, number, number];
    return [pdf.subarray(a, a + b), pdf.subarray(c, c + d)];
  });
}
