import { describe, expect, it } from "vitest";
import { PDFHexString } from "@cantoo/pdf-lib";
import * as pkijs from "pkijs";
import { findSignatureContents } from "../../pdf-engine/pades/dss.ts";
import { createUser, loginAs, uniqueEmail } from "../../test-support/factories.ts";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { runPdfsig } from "../../test-support/validators.ts";
import { callAsGuest, confirmedGuestOf } from "../direct-sign/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

const suite = useValidatedTestApp();

const COMMON_NAME = "2.5.4.3";
const EMAIL_ADDRESS = "1.2.840.113549.1.9.1";

/** The signer's certificate in a signature's CMS: the one the signer info names by serial number. */
function signerCertificateOf(cms: Uint8Array): pkijs.Certificate {
  const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(cms)).content });
  const signerId = signedData.signerInfos[0]?.sid as pkijs.IssuerAndSerialNumber;
  const certificate = (signedData.certificates ?? []).find(
    (entry): entry is pkijs.Certificate => entry instanceof pkijs.Certificate && entry.serialNumber.isEqual(signerId.serialNumber),
  );
  if (!certificate) throw new Error("no signer certificate in the CMS");
  return certificate;
}

function subjectOf(certificate: pkijs.Certificate): Record<string, string[]> {
  const subject: Record<string, string[]> = {};
  for (const entry of certificate.subject.typesAndValues) (subject[entry.type] ??= []).push(String(entry.value.valueBlock.value));
  return subject;
}

/** A sent request with one field for each signer; `signers` are e-mail addresses (with names for guests). */
async function sentRequest(ownerToken: string, signers: { account_email: string; first_name?: string; last_name?: string }[], quality: "ses" | "aes" = "ses") {
  const [documentId = ""] = await uploadDocuments(suite.testApp, ownerToken, 1);
  const created = await callRequest(suite.testApp, ownerToken, "POST", "/v3/signature-requests", {
    title: "Loan agreement",
    quality,
    documents: [documentId],
    signatures: signers.map((signer, index) => ({ ...signer, document_signatures: [{ document_id: documentId, page: 1, x: 40 + index * 250, y: 680, width: 220, height: 90 }] })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  expect((await callRequest(suite.testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  return { id, documentId };
}

async function signedPdfOf(token: string, documentId: string): Promise<Buffer> {
  return (await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload;
}

describe("the certificate names the signer Paraph verified, never the name a caller sends", () => {
  it("an account signing as 'Bank AG CEO' gets a certificate with its own name and address; the name is only drawn", async () => {
    const vera = await createUser(suite.testApp, { firstName: "Vera", lastName: "Verified" });
    const token = await loginAs(suite.testApp, vera);
    const { id, documentId } = await sentRequest(token, [{ account_email: vera.email }]);
    const signed = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id, signingName: "Bank AG CEO", signingReason: "Approved" }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    const pdf = await signedPdfOf(token, documentId);
    const [signature] = await findSignatureContents(pdf);
    if (!signature) throw new Error("no signature");
    const certificate = signerCertificateOf(signature.contents);
    expect(subjectOf(certificate)).toEqual({ [COMMON_NAME]: ["Vera Verified"], [EMAIL_ADDRESS]: [vera.email] });
    const alternativeNames = certificate.extensions?.find((extension) => extension.extnID === "2.5.29.17")?.parsedValue as pkijs.AltName | undefined;
    expect(alternativeNames?.altNames.map((name) => [name.type, name.value])).toEqual([[1, vera.email]]);

    const [checked] = (await runPdfsig(pdf, suite.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(checked).toMatchObject({ commonName: "Vera Verified", signatureValidation: "Signature is Valid." });
    // The signature dictionary names the same person; the reason is kept as sent.
    const text = pdf.toString("latin1");
    expect(text).toContain(`/Name ${PDFHexString.fromText("Vera Verified").toString()}`);
    expect(text).not.toContain(PDFHexString.fromText("Bank AG CEO").toString());
    expect(text).toContain(`/Reason ${PDFHexString.fromText("Approved").toString()}`);
  });

  it("a guest signs under the name the sender entered and the address their link proved", async () => {
    const owner = await createUser(suite.testApp, { firstName: "Otto", lastName: "Owner" });
    const ownerToken = await loginAs(suite.testApp, owner);
    const guestEmail = uniqueEmail("guest");
    const { id, documentId } = await sentRequest(ownerToken, [{ account_email: guestEmail, first_name: "Gina", last_name: "Guest" }]);
    const guest = await confirmedGuestOf(suite.testApp, id, guestEmail);
    const signed = await callAsGuest(suite.testApp, guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: id, signingName: "Bank AG CEO" }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    const [signature] = await findSignatureContents(await signedPdfOf(ownerToken, documentId));
    if (!signature) throw new Error("no signature");
    expect(subjectOf(signerCertificateOf(signature.contents))).toEqual({ [COMMON_NAME]: ["Gina Guest"], [EMAIL_ADDRESS]: [guestEmail] });
  });

  it("refuses an advanced signature for an account without a name, before any TAN is sent", async () => {
    const nameless = await createUser(suite.testApp, { firstName: "", lastName: "" });
    const token = await loginAs(suite.testApp, nameless);
    await callRequest(suite.testApp, token, "POST", "/v1/user/mobile/send-tan", { mobile: "076 333 5555" });
    const [sms] = await suite.testApp.mailsTo("076 333 5555");
    const tan = /\b(\d{6})\b/.exec(sms?.text ?? "")?.[1] ?? "";
    expect((await callRequest(suite.testApp, token, "POST", "/v1/user/mobile/confirm", { tan })).status).toBe(200);
    const { id } = await sentRequest(token, [{ account_email: nameless.email }], "aes");
    const smsBefore = (await suite.testApp.mailsTo("076 333 5555")).length;
    const refused = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({ code: "signer_name_required", details: { quality: "aes" } });
    expect((await suite.testApp.mailsTo("076 333 5555")).length).toBe(smsBefore);
  });

  it.each([
    ["a NUL in signingName", { signingName: "Mallory\u0000Admin" }],
    ["a BEL in signingReason", { signingReason: "Approved\u0007" }],
    ["a C1 control in signingName", { signingName: "Mallory\u009bAdmin" }],
    ["a line break in signingName", { signingName: "Mallory\nAdmin" }],
  ])("refuses %s with 400 validation_failed", async (_name, fields) => {
    const mallory = await createUser(suite.testApp, { firstName: "Mallory", lastName: "Muster" });
    const token = await loginAs(suite.testApp, mallory);
    const { id } = await sentRequest(token, [{ account_email: mallory.email }]);
    const refused = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id, ...fields }] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "validation_failed" });
  });
});
