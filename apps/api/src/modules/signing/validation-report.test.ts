import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { etsiReportViolations } from "../../test-support/etsi-report-schema.ts";
import { createOperatorCa } from "../../test-support/operator-ca.ts";
import { SAFE_PRODUCTION_SETTINGS } from "../../test-support/production-settings.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { documentText } from "../../test-support/pdf-text.ts";
import { readXmlTree, xmllintErrors, type XmlTreeElement } from "../../test-support/xml-tree.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

const VR = "http://uri.etsi.org/19102/v1.2.1#";

let testApp: TestApp;
/** One request with two signers, completed: two signatures and Paraph's document time-stamp (B-LTA). */
let signedPdf: Buffer;

beforeAll(async () => {
  testApp = await createTestApp();
  signedPdf = await completedDocument();
  // The first check starts a validation thread (mupdf's WebAssembly, the TypeScript sources): paid
  // here once, so no test's own check runs on a cold thread on a busy machine.
  await validate(signedPdf, "application/json");
});
afterAll(async () => testApp.close());

async function completedDocument(): Promise<Buffer> {
  const owner = await createUser(testApp, { firstName: "Rhea", lastName: "Report" });
  const second = await createUser(testApp, { firstName: "Ugo", lastName: "Etsi" });
  const ownerToken = await loginAs(testApp, owner);
  const [documentId] = await uploadDocuments(testApp, ownerToken, 1);
  const created = await callRequest(testApp, ownerToken, "POST", "/v3/signature-requests", {
    title: "Validation report",
    documents: [documentId],
    signatures: [{ account_email: owner.email }, { account_email: second.email }],
  });
  const id = String(created.body.id);
  await callRequest(testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`);
  for (const token of [ownerToken, await loginAs(testApp, second)]) {
    const signed = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  }
  return (await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: ownerToken })).rawPayload;
}

const validate = (pdf: Buffer, accept: string, app: TestApp = testApp) =>
  app.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": "application/pdf", accept }, payload: pdf });

/** The XML report of `pdf`, checked well-formed by xmllint and against the schema's content models before anything else is read. */
async function xmlReportOf(pdf: Buffer, app: TestApp = testApp): Promise<XmlTreeElement> {
  const response = await validate(pdf, "application/xml", app);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers.vary).toMatch(/Accept/i);
  const xml = response.rawPayload.toString("utf8");
  expect(await xmllintErrors(xml)).toBe("");
  const root = readXmlTree(xml);
  expect(etsiReportViolations(root)).toEqual([]);
  return root;
}

const childrenOf = (element: XmlTreeElement | undefined, name: string) => (element?.children ?? []).filter((child) => child.localName === name);
const childOf = (element: XmlTreeElement | undefined, ...path: string[]) => path.reduce<XmlTreeElement | undefined>((current, name) => childrenOf(current, name)[0], element);
const textOf = (element: XmlTreeElement | undefined, ...path: string[]) => childOf(element, ...path)?.text.trim();

function statusesOf(root: XmlTreeElement): [string | undefined, string | undefined][] {
  return childrenOf(root, "SignatureValidationReport").map((report) => [textOf(report, "SignatureValidationStatus", "MainIndication"), textOf(report, "SignatureValidationStatus", "SubIndication")]);
}

function validationObjectsOf(root: XmlTreeElement): Map<string, XmlTreeElement> {
  return new Map(childrenOf(childOf(root, "SignatureValidationObjects"), "ValidationObject").map((entry) => [entry.attributes.id as string, entry]));
}

describe("POST /v1/validate with Accept: application/xml: the ETSI TS 119 102-2 report", () => {
  it("reports a completed Paraph document as total-passed, signature by signature, with the objects it was validated on", async () => {
    const root = await xmlReportOf(signedPdf);
    expect(root.namespace).toBe(VR);
    expect(statusesOf(root)).toEqual([
      ["urn:etsi:019102:mainindication:total-passed", undefined],
      ["urn:etsi:019102:mainindication:total-passed", undefined],
      ["urn:etsi:019102:mainindication:total-passed", undefined],
    ]);
    const [first, second, documentTimeStamp] = childrenOf(root, "SignatureValidationReport");
    expect(textOf(first, "SignatureValidationProcess", "SignatureValidationProcessID")).toBe("urn:etsi:019102:validationprocess:LTA");
    expect(textOf(first, "SignatureQuality", "SignatureQualityInformation")).toBe("urn:cef:dss:signatureQualification:AdESig");
    expect(textOf(first, "SignerInformation", "Signer")).toContain("CN=Rhea Report");
    expect(textOf(second, "SignerInformation", "Signer")).toContain("CN=Ugo Etsi");
    expect(textOf(documentTimeStamp, "SignatureAttributes", "SubFilter", "SubFilterElement")).toBe("ETSI.RFC3161");

    const objects = validationObjectsOf(root);
    const typeOf = (id: string | undefined) => textOf(objects.get(id ?? ""), "ObjectType");
    // The best signature time is the signature time-stamp's, proven during validation.
    const bestTime = childOf(first, "ValidationTimeInfo", "BestSignatureTime");
    expect(textOf(bestTime, "TypeOfProof")).toBe("urn:etsi:019102:poetype:validation");
    expect(typeOf(childOf(bestTime, "POEObject")?.attributes.VOReference)).toBe("urn:etsi:019102:validationObject:timestamp");
    // The chain ends at the trusted demo root, each link a certificate object with its DER.
    const chain = childOf(first, "SignatureValidationStatus", "AssociatedValidationReportData", "CertificateChain");
    const links = (chain?.children ?? []).map((link) => link.attributes.VOReference);
    expect(chain?.children.map((link) => link.localName)).toEqual(["SigningCertificate", "IntermediateCertificate", "TrustAnchor"]);
    expect(links.map(typeOf)).toEqual(Array(3).fill("urn:etsi:019102:validationObject:certificate"));
    expect(textOf(objects.get(links[0] ?? ""), "ValidationObject", "base64")?.length).toBeGreaterThan(200);
    // Validation data from the DSS is listed: every kind the standard names is there.
    const types = new Set([...objects.values()].map((entry) => textOf(entry, "ObjectType")));
    expect(types).toContain("urn:etsi:019102:validationObject:timestamp");
    expect(types).toContain("urn:etsi:019102:validationObject:signedData");
    expect([...types].some((type) => type === "urn:etsi:019102:validationObject:OCSPResponse" || type === "urn:etsi:019102:validationObject:CRL")).toBe(true);
    expect(childOf(first, "SignatureAttributes", "DSS")).toBeDefined();
    // The signer certificate's revocation status, from the DSS's OCSP responses and CRLs.
    const reportData = childrenOf(childOf(first, "SignatureValidationStatus", "AssociatedValidationReportData", "AdditionalValidationReportData"), "ReportData");
    const revocation = reportData.find((entry) => textOf(entry, "Type") === "urn:paraph:validation:revocationStatus");
    expect(textOf(revocation, "Value")).toMatch(/^good; checkedBy=(ocsp|crl); issuedAt=\d{4}-/);
    expect(childOf(first, "SignatureAttributes", "DocTimeStamp")).toBeDefined();
    expect(textOf(root, "SignatureValidator", "DigitalId", "X509SubjectName")).toBe("CN=Paraph signature validation");
  });

  it("names the signer's document by the SHA-256 of exactly the bytes each signature's byte range covers", async () => {
    const root = await xmlReportOf(signedPdf);
    for (const report of childrenOf(root, "SignatureValidationReport")) {
      const [start1, length1, start2, length2] = (textOf(report, "SignatureAttributes", "ByteRange") ?? "").split(" ").map(Number) as [number, number, number, number];
      const covered = Buffer.concat([signedPdf.subarray(start1, start1 + length1), signedPdf.subarray(start2, start2 + length2)]);
      expect(textOf(report, "SignersDocument", "DigestAlgAndValue", "DigestValue")).toBe(createHash("sha256").update(covered).digest("base64"));
      expect(childOf(report, "SignatureIdentifier")?.attributes.id).toMatch(/^S-[0-9A-F]{64}$/);
    }
  });

  it("says the same as the JSON answer, which stays the default for callers that do not ask", async () => {
    const json = (await validate(signedPdf, "*/*")).json() as { indication: string; signatures: { indication: string }[] };
    expect(json.indication).toBe("TOTAL-PASSED");
    const root = await xmlReportOf(signedPdf);
    expect(statusesOf(root).map(([main]) => main)).toEqual(json.signatures.map((signature) => `urn:etsi:019102:mainindication:${signature.indication.toLowerCase()}`));
  });

  it("reports a tampered byte as total-failed with HASH_FAILURE for every signature", async () => {
    const tampered = Buffer.from(signedPdf);
    const target = tampered.indexOf("%", 5) + 1;
    tampered[target] = (tampered[target] ?? 0) ^ 0x01;
    const root = await xmlReportOf(tampered);
    expect(statusesOf(root)).toEqual(Array(3).fill(["urn:etsi:019102:mainindication:total-failed", "urn:etsi:019102:subindication:HASH_FAILURE"]));
    expect(textOf(childrenOf(root, "SignatureValidationReport")[0], "SignatureQuality", "SignatureQualityInformation")).toBe("urn:cef:dss:signatureQualification:notApplicable");
  });

  it("reports the same file checked by an installation that does not trust the demo root as indeterminate, NO_CERTIFICATE_CHAIN_FOUND, and names no trust anchor", async () => {
    const operatorCa = await createOperatorCa();
    const production = await createTestApp(
      { ...SAFE_PRODUCTION_SETTINGS, SMTP_URL: "smtp://127.0.0.1:2525", SIGNING_CA_PKCS12_FILE: operatorCa.pkcs12File, SIGNING_CA_PKCS12_PASSWORD: operatorCa.password, SIGNING_TSA_URL: "http://127.0.0.1:9/tsa" },
      { database: testApp.database, clock: testApp.clock, dataDir: testApp.context.config.DATA_DIR },
    );
    try {
      const root = await xmlReportOf(signedPdf, production);
      expect(statusesOf(root)).toEqual(Array(3).fill(["urn:etsi:019102:mainindication:indeterminate", "urn:etsi:019102:subindication:NO_CERTIFICATE_CHAIN_FOUND"]));
      for (const report of childrenOf(root, "SignatureValidationReport")) {
        const data = childOf(report, "SignatureValidationStatus", "AssociatedValidationReportData");
        expect(childOf(data, "TrustAnchor")).toBeUndefined();
        expect(childOf(data, "CertificateChain", "TrustAnchor")).toBeUndefined();
      }
    } finally {
      await production.app.close();
      await operatorCa.dispose();
    }
  });

  it("answers a document without signatures with a report the schema accepts, saying no signature was found", async () => {
    const unsigned = (await testApp.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": "application/pdf", accept: "application/xml" }, payload: await blankPdf() }));
    expect(unsigned.statusCode).toBe(200);
    const root = readXmlTree(unsigned.rawPayload.toString("utf8"));
    expect(etsiReportViolations(root)).toEqual([]);
    expect(statusesOf(root)).toEqual([["urn:etsi:019102:mainindication:total-failed", "urn:etsi:019102:subindication:FORMAT_FAILURE"]]);
  });
});

describe("POST /v1/validate with Accept: application/pdf: the report for people", () => {
  it("answers a PDF with a summary and a page per signature, as an attachment", async () => {
    const response = await validate(signedPdf, "application/pdf");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("validation-report.pdf");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { PDFDocument } = await import("@cantoo/pdf-lib");
    const report = await PDFDocument.load(response.rawPayload);
    // The summary, then one page for each of the two signatures and the document time-stamp.
    expect(report.getPageCount()).toBe(4);
    expect(report.getTitle()).toBe("Signature validation report");
    const text = documentText(response.rawPayload).replace(/\s+/g, " ");
    expect(text).toContain("Document indication TOTAL-PASSED");
    // A digest of 64 hex digits may wrap where the column ends (the letters' widths differ from file to file).
    expect(text.replace(/\s+/g, "")).toContain(`Checkedfile,SHA-256${createHash("sha256").update(signedPdf).digest("hex")}`);
    expect(text).toContain("Signature 1 of 3: Rhea Report");
    expect(text).toContain("Signature 2 of 3: Ugo Etsi");
    expect(text).toContain("Signature 3 of 3: document time-stamp");
    expect(text).toContain("the certificate chains to a trusted root");
    expect(text).toContain("Trust anchor");
  });

  it("says in the PDF that a changed byte broke the signatures, in words and by the standard's names", async () => {
    const tampered = Buffer.from(signedPdf);
    const target = tampered.indexOf("%", 5) + 1;
    tampered[target] = (tampered[target] ?? 0) ^ 0x01;
    const response = await validate(tampered, "application/pdf");
    expect(response.statusCode, response.body).toBe(200);
    const text = documentText(response.rawPayload).replace(/\s+/g, " ");
    expect(text).toContain("Document indication TOTAL-FAILED");
    expect(text).toContain("HASH_FAILURE (urn:etsi:019102:subindication:HASH_FAILURE)");
    expect(text).toContain("The signed bytes were changed: they no longer hash to the signed digest.");
  });
});

async function blankPdf(): Promise<Buffer> {
  const { generateTextPdf } = await import("../../test-support/pdf-corpus.ts");
  return Buffer.from(await generateTextPdf({ pageCount: 1 }));
}
