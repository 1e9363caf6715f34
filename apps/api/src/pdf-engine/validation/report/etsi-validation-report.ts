import { PRODUCT_NAME } from "@paraph/contracts";
import type { SignatureReport, ValidationResult } from "../validate-pdf.ts";
import { NAMESPACES, PARAPH_REPORT_DATA, SHA256_ALGORITHM, VALIDATION_OBJECT_TYPES, mainIndicationUri, subIndicationUri } from "./etsi-uris.ts";
import type { ReportEvidence } from "./report-evidence.ts";
import { signatureValidationReport } from "./signature-validation-report.ts";
import { ValidationObjects, type ValidationObjectEntry } from "./validation-objects.ts";
import { element, textElement, writeXmlDocument, type XmlElement } from "./xml-writer.ts";

export interface ValidationReportInput {
  result: ValidationResult;
  evidence: ReportEvidence;
  validationTime: Date;
  /** SHA-256 of the whole file checked, so a reader can tie the report to the file they hold. */
  documentSha256: string;
}

/**
 * The ETSI TS 119 102-2 (v1.2.1) validation report of a document: one SignatureValidationReport
 * per signature (document time-stamps included, as PAdES counts them), then every object they
 * were validated with, then who validated. The indications are the validator's (validate-pdf.ts):
 * the report says the same as the JSON answer, in the standard's words.
 */
export function writeEtsiValidationReport(input: ValidationReportInput): string {
  const { result, evidence, validationTime } = input;
  const objects = new ValidationObjects();
  const dss = {
    certificates: evidence.dss.certificates.map((certificate) => objects.add("certificate", certificate.der)),
    crls: evidence.dss.crls.map((crl) => objects.add("crl", crl)),
    ocspResponses: evidence.dss.ocspResponses.map((response) => objects.add("ocspResponse", response)),
  };
  const reports = result.signatures.map((findings, index) => {
    const signatureEvidence = evidence.signatures[index];
    if (!signatureEvidence) throw new Error("The report's evidence does not match the validator's signatures");
    const laterDocumentTimeStamps = result.signatures.flatMap((later, laterIndex) => {
      const token = evidence.signatures[laterIndex]?.timeStampTokens[0];
      const stamp = later.timeStamps[0];
      if (laterIndex <= index || later.level !== "document-timestamp" || !token || !stamp?.intact) return [];
      return [{ id: objects.add("timestamp", token), time: stamp.time }];
    });
    const report = signatureValidationReport({ findings, evidence: signatureEvidence, validationTime, objects, dss, laterDocumentTimeStamps });
    signatureEvidence.timeStampTokens.forEach((token, tokenIndex) => {
      const stamp = findings.timeStamps[tokenIndex];
      if (stamp) objects.attachReport(objects.add("timestamp", token), timeStampValidationReport(stamp));
    });
    return report;
  });
  const root = element(
    "ValidationReport",
    { xmlns: NAMESPACES.validationReport, "xmlns:ds": NAMESPACES.xmlDsig, "xmlns:tsl": NAMESPACES.trustedList },
    reports.length > 0 ? reports : noSignatureReport(),
    objects.list().length > 0 && element("SignatureValidationObjects", {}, objects.list().map(validationObject)),
    element("SignatureValidator", {}, element("DigitalId", {}, textElement("tsl:X509SubjectName", `CN=${PRODUCT_NAME} signature validation`))),
  );
  return writeXmlDocument(root);
}

/**
 * The schema wants at least one SignatureValidationReport: a document without signatures gets one
 * that says no signature could be found, in the only words EN 319 102-1 has for it.
 */
function noSignatureReport(): XmlElement {
  return element(
    "SignatureValidationReport",
    {},
    element(
      "SignatureValidationStatus",
      {},
      textElement("MainIndication", mainIndicationUri("TOTAL-FAILED")),
      textElement("SubIndication", subIndicationUri("FORMAT_FAILURE")),
      element("AssociatedValidationReportData", {}, element("AdditionalValidationReportData", {}, element("ReportData", {}, textElement("Type", PARAPH_REPORT_DATA.noSignature), textElement("Value", "The document has no signature")))),
    ),
  );
}

/** A time-stamp's own result: intact and trusted, intact under an authority not trusted here, or broken (the validator does not say which part broke, so neither does this). */
function timeStampValidationReport(stamp: SignatureReport["timeStamps"][number]): XmlElement {
  const [indication, subIndication] = stamp.valid
    ? (["TOTAL-PASSED", null] as const)
    : stamp.intact
      ? (["INDETERMINATE", "NO_CERTIFICATE_CHAIN_FOUND"] as const)
      : (["TOTAL-FAILED", null] as const);
  return element(
    "ValidationReport",
    {},
    element("SignatureValidationStatus", {}, textElement("MainIndication", mainIndicationUri(indication)), subIndication && textElement("SubIndication", subIndicationUri(subIndication))),
  );
}

function validationObject(entry: ValidationObjectEntry): XmlElement {
  const representation =
    "der" in entry.representation
      ? textElement("base64", Buffer.from(entry.representation.der).toString("base64"))
      : element("DigestAlgAndValue", {}, element("ds:DigestMethod", { Algorithm: SHA256_ALGORITHM }), textElement("ds:DigestValue", Buffer.from(entry.representation.sha256).toString("base64")));
  return element("ValidationObject", { id: entry.id }, textElement("ObjectType", VALIDATION_OBJECT_TYPES[entry.type]), element("ValidationObject", {}, representation), entry.report);
}
