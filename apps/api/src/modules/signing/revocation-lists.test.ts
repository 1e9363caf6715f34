import type { PDFRawStream, PDFRef } from "@cantoo/pdf-lib";
import { PDFArray, PDFDict, PDFDocument, PDFName, decodePDFRawStream } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { findSignatureContents } from "../../pdf-engine/pades/dss.ts";
import { pkijs } from "../../pdf-engine/pki/crypto-setup.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { certificatePem, runOpensslRevocationCheck } from "../../test-support/validators.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

const suite = useValidatedTestApp();
const CRL_DISTRIBUTION_POINTS = "2.5.29.31";

describe("certificate revocation lists", () => {
  it("serves CRLs OpenSSL accepts, names them in signer certificates and embeds them in B-LT documents", async () => {
    const get = async (url: string) => (await suite.testApp.request({ method: "GET", url })).rawPayload;
    const issuingCrlResponse = await suite.testApp.request({ method: "GET", url: "/api/pki/issuing.crl" });
    expect(issuingCrlResponse.headers["content-type"]).toBe("application/pkix-crl");
    const issuingCrl = issuingCrlResponse.rawPayload;
    const rootCrl = await get("/api/pki/root.crl");
    const rootPem = certificatePem(await get("/api/pki/root.cer"));
    const issuingPem = certificatePem(await get("/api/pki/issuing.cer"));
    // The list is signed once and served again until half its week has passed.
    expect((await get("/api/pki/issuing.crl")).equals(issuingCrl)).toBe(true);

    const owner = await createUser(suite.testApp, { firstName: "Rita", lastName: "Revocation" });
    const token = await loginAs(suite.testApp, owner);
    const [documentId] = await uploadDocuments(suite.testApp, token, 1);
    const created = await callRequest(suite.testApp, token, "POST", "/v3/signature-requests", {
      title: "Lease",
      documents: [documentId],
      signatures: [{ account_email: owner.email, document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 680, width: 220, height: 90 }] }],
    });
    const id = String(created.body.id);
    await callRequest(suite.testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
    const signed = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });
    const pdf = (await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload;

    // The signer's certificate points at the issuing CA's list, and OpenSSL finds nothing revoked in the chain.
    const [signature] = await findSignatureContents(pdf);
    if (!signature) throw new Error("no signature");
    const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(signature.contents)).content });
    const signerCertificate = (signedData.certificates ?? []).find(
      (entry): entry is pkijs.Certificate => entry instanceof pkijs.Certificate && entry.subject.typesAndValues.some((value) => value.value.valueBlock.value === "Rita Revocation"),
    );
    if (!signerCertificate) throw new Error("no signer certificate");
    const distribution = signerCertificate.extensions?.find((extension) => extension.extnID === CRL_DISTRIBUTION_POINTS);
    expect(Buffer.from(distribution?.extnValue.valueBlock.valueHexView ?? []).toString("latin1")).toContain(`${suite.testApp.context.publicUrl}/api/pki/issuing.crl`);
    const check = await runOpensslRevocationCheck(certificatePem(new Uint8Array(signerCertificate.toSchema().toBER(false))), { rootPem, intermediatePem: issuingPem }, [
      { der: issuingCrl, issuerPem: issuingPem },
      { der: rootCrl, issuerPem: rootPem },
    ]);
    expect(check.crlVerdicts).toEqual(["verify OK", "verify OK"]);
    expect(check.chainVerdict).toMatch(/: OK$/);

    // B-LT: the DSS carries both lists, and the signature's VRI entry names them.
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    const dss = document.catalog.lookup(PDFName.of("DSS"), PDFDict);
    const crls = dss.lookup(PDFName.of("CRLs"), PDFArray);
    const embedded = crls.asArray().map((ref) => Buffer.from(decodePDFRawStream(document.context.lookup(ref as PDFRef) as PDFRawStream).decode()));
    expect(embedded.some((crl) => crl.equals(issuingCrl))).toBe(true);
    expect(embedded.some((crl) => crl.equals(rootCrl))).toBe(true);
    const vri = dss.lookup(PDFName.of("VRI"), PDFDict);
    const entries = vri.entries().map(([, value]) => document.context.lookup(value, PDFDict));
    expect(entries.some((entry) => entry.lookup(PDFName.of("CRL"), PDFArray).size() === 2)).toBe(true);
  });

  it("a list with one changed byte no longer verifies", async () => {
    const crl = Buffer.from((await suite.testApp.request({ method: "GET", url: "/api/pki/issuing.crl" })).rawPayload);
    const issuingPem = certificatePem((await suite.testApp.request({ method: "GET", url: "/api/pki/issuing.cer" })).rawPayload);
    const rootPem = certificatePem((await suite.testApp.request({ method: "GET", url: "/api/pki/root.cer" })).rawPayload);
    // Flip a bit of the nextUpdate time inside the signed part: the signature no longer matches.
    const tampered = Buffer.from(crl);
    const time = tampered.indexOf(Buffer.from("Z", "latin1"), tampered.indexOf(Buffer.from("Z", "latin1")) + 1) - 1;
    tampered[time] = (tampered[time] ?? 0) ^ 0x01;
    const check = await runOpensslRevocationCheck(issuingPem, { rootPem, intermediatePem: rootPem }, [{ der: tampered, issuerPem: issuingPem }]).catch((error: Error) => ({
      crlVerdicts: [error.message],
      chainVerdict: "",
    }));
    expect(check.crlVerdicts.join(" ")).toMatch(/verify failure|bad signature/i);
  });
});
