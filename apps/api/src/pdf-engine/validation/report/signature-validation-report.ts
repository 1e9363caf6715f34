import { createHash } from "node:crypto";
import type { SignatureReport } from "../validate-pdf.ts";
import {
  PARAPH_REPORT_DATA,
  PROOF_OF_EXISTENCE_FROM_VALIDATION,
  SHA256_ALGORITHM,
  SIGNATURE_QUALITIES,
  VALIDATION_PROCESSES,
  mainIndicationUri,
  subIndicationUri,
} from "./etsi-uris.ts";
import { describeChange } from "./describe-change.ts";
import { distinguishedNameOf } from "./certificate-pool.ts";
import type { SignatureEvidence } from "./report-evidence.ts";
import type { ValidationObjects } from "./validation-objects.ts";
import { element, textElement, type XmlElement, type XmlNode } from "./xml-writer.ts";

/** What one signature's report is written from: the validator's findings and the objects behind them. */
export interface SignatureReportInput {
  findings: SignatureReport;
  evidence: SignatureEvidence;
  validationTime: Date;
  objects: ValidationObjects;
  /** Validation data in the document's DSS, by validation object id. */
  dss: { certificates: string[]; crls: string[]; ocspResponses: string[] };
  /** Intact document time-stamps after this signature: they protect it (B-LTA). */
  laterDocumentTimeStamps: { id: string; time: string }[];
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

function digestAlgAndValue(name: string, sha256: Uint8Array): XmlElement {
  return element(name, {}, element("ds:DigestMethod", { Algorithm: SHA256_ALGORITHM }), textElement("ds:DigestValue", base64(sha256)));
}

const reference = (name: string, ids: string[]): XmlNode => ids.length > 0 && element(name, { VOReference: ids.join(" ") });

/**
 * One SignatureValidationReport of ETSI TS 119 102-2 (v1.2.1), its elements in the order the
 * schema's sequence prescribes: identifier, validation time, signer's document, attributes,
 * signer, quality, process, status. Every object it names (certificates, time-stamps, the signed
 * bytes) is added to `objects` and referred to by id.
 */
export function signatureValidationReport(input: SignatureReportInput): XmlElement {
  const { findings, evidence, objects } = input;
  const signer = evidence.signerCertificate && objects.add("certificate", evidence.signerCertificate.der);
  const issuers = evidence.issuers.map((issuer) => objects.add("certificate", issuer.der));
  for (const certificate of evidence.carriedCertificates) objects.add("certificate", certificate.der);
  const timeStamps = evidence.timeStampTokens.map((token) => objects.add("timestamp", token));
  const signedData = evidence.signedBytesDigest && objects.addSignedData(evidence.signedBytesDigest);
  return element(
    "SignatureValidationReport",
    {},
    signatureIdentifier(evidence),
    validationTimeInfo(input, timeStamps),
    evidence.signedBytesDigest && element("SignersDocument", {}, digestAlgAndValue("DigestAlgAndValue", evidence.signedBytesDigest), signedData && element("SignersDocumentRef", { VOReference: signedData })),
    signatureAttributes(input, signer, timeStamps),
    signer && evidence.signerCertificate && element("SignerInformation", {}, element("SignerCertificate", { VOReference: signer }), textElement("Signer", distinguishedNameOf(evidence.signerCertificate.parsed.subject))),
    element("SignatureQuality", {}, textElement("SignatureQualityInformation", qualityOf(findings))),
    element("SignatureValidationProcess", {}, textElement("SignatureValidationProcessID", processOf(findings))),
    validationStatus(findings, { signer, issuers, signedData, isTrusted: findings.chain === "trusted" }),
  );
}

/** The signature's id is derived from its value, so the same signature has the same id in every report. */
export function signatureIdOf(evidence: SignatureEvidence): string | undefined {
  return evidence.signatureValue ? `S-${createHash("sha256").update(evidence.signatureValue).digest("hex").toUpperCase()}` : undefined;
}

function signatureIdentifier(evidence: SignatureEvidence): XmlNode {
  const value = evidence.signatureValue;
  if (!value) return element("SignatureIdentifier", {}, textElement("HashOnly", "false"), textElement("DocHashOnly", "false"));
  return element(
    "SignatureIdentifier",
    { id: signatureIdOf(evidence) },
    digestAlgAndValue("DigestAlgAndValue", new Uint8Array(createHash("sha256").update(value).digest())),
    textElement("ds:SignatureValue", base64(value)),
    // The whole document was at hand, not only a hash of it or of the signed data.
    textElement("HashOnly", "false"),
    textElement("DocHashOnly", "false"),
  );
}

/**
 * The best signature time is the earliest proof that the signature existed: a trusted time-stamp
 * over it when there is one, otherwise the validation itself (EN 319 102-1, 5.6.2.3).
 */
function validationTimeInfo(input: SignatureReportInput, timeStamps: string[]): XmlElement {
  const { findings, validationTime } = input;
  const provenBy = findings.timeSource === "time-stamp" ? findings.timeStamps.findIndex((stamp) => stamp.valid) : -1;
  const proof = provenBy >= 0 ? { time: findings.timeStamps[provenBy]?.time ?? validationTime.toISOString(), object: timeStamps[provenBy] } : { time: validationTime.toISOString(), object: undefined };
  return element(
    "ValidationTimeInfo",
    {},
    textElement("ValidationTime", validationTime.toISOString()),
    element("BestSignatureTime", {}, textElement("POETime", proof.time), textElement("TypeOfProof", PROOF_OF_EXISTENCE_FROM_VALIDATION), proof.object && element("POEObject", { VOReference: proof.object })),
  );
}

function signatureAttributes(input: SignatureReportInput, signer: string | undefined, timeStamps: string[]): XmlElement {
  const { findings, evidence, dss } = input;
  const isDocumentTimeStamp = findings.level === "document-timestamp";
  const hasDss = dss.certificates.length + dss.crls.length + dss.ocspResponses.length > 0;
  return element(
    "SignatureAttributes",
    {},
    // The signature dictionary's /M lies inside the signed byte range: signed, though only claimed.
    evidence.claimedTime && element("SigningTime", { Signed: "true" }, textElement("Time", evidence.claimedTime)),
    !isDocumentTimeStamp &&
      signer &&
      evidence.signerCertificate &&
      element(
        "SigningCertificate",
        { Signed: "true" },
        element("AttributeObject", { VOReference: signer }),
        element("CertID", {}, element("ds:DigestMethod", { Algorithm: SHA256_ALGORITHM }), textElement("ds:DigestValue", base64(createHash("sha256").update(evidence.signerCertificate.der).digest()))),
      ),
    !isDocumentTimeStamp &&
      timeStamps.map((id, index) => element("SignatureTimeStamp", { Signed: "false" }, element("AttributeObject", { VOReference: id }), textElement("TimeStampValue", findings.timeStamps[index]?.time || input.validationTime.toISOString()))),
    hasDss && element("DSS", { Signed: "false" }, reference("Certs", dss.certificates), reference("CRLs", dss.crls), reference("OCSPs", dss.ocspResponses)),
    input.laterDocumentTimeStamps.map((stamp) => element("DocTimeStamp", { Signed: "false" }, element("AttributeObject", { VOReference: stamp.id }), textElement("TimeStampValue", stamp.time))),
    element("SubFilter", { Signed: "true" }, textElement("SubFilterElement", evidence.subFilter)),
    textElement("ByteRange", evidence.byteRange.join(" ")),
  );
}

function qualityOf(findings: SignatureReport): string {
  return findings.indication === "TOTAL-PASSED" && findings.level !== "document-timestamp" ? SIGNATURE_QUALITIES.advanced : SIGNATURE_QUALITIES.notApplicable;
}

/** The process Paraph ran for the signature: as far as the time and validation material the document carries reach. */
function processOf(findings: SignatureReport): string {
  if (findings.level === "B-LTA") return VALIDATION_PROCESSES.longTermAvailability;
  if (findings.level === "B-T" || findings.level === "B-LT") return VALIDATION_PROCESSES.longTermValidationMaterial;
  return VALIDATION_PROCESSES.basic;
}

interface StatusObjects {
  signer: string | undefined;
  issuers: string[];
  signedData: string | null;
  isTrusted: boolean;
}

/** E.g. "revoked; checkedBy=ocsp; issuedAt=…; revokedAt=…". */
function revocationValueOf(revocation: NonNullable<SignatureReport["revocation"]>): string {
  const parts = [revocation.status, revocation.checkedBy && `checkedBy=${revocation.checkedBy}`, revocation.issuedAt && `issuedAt=${revocation.issuedAt}`, revocation.revokedAt && `revokedAt=${revocation.revokedAt}`];
  return parts.filter(Boolean).join("; ");
}

/**
 * The main indication and sub-indication, then what they rest on: the trust anchor and chain
 * (only when the chain is trusted, or the anchor would be a claim the validator did not make),
 * the signed document, and Paraph's modification analysis, which the standard has no element for.
 */
function validationStatus(findings: SignatureReport, objects: StatusObjects): XmlElement {
  const anchor = objects.isTrusted ? objects.issuers.at(-1) : undefined;
  const intermediates = anchor ? objects.issuers.slice(0, -1) : objects.issuers;
  const reportData: [string, string][] = [
    [PARAPH_REPORT_DATA.modificationLevel, findings.modificationLevel],
    [PARAPH_REPORT_DATA.permittedModificationLevel, findings.permittedModificationLevel],
    ...(findings.revocation ? [[PARAPH_REPORT_DATA.revocationStatus, revocationValueOf(findings.revocation)] as [string, string]] : []),
    ...findings.changes.map((change): [string, string] => [PARAPH_REPORT_DATA.changeAfterSigning, describeChange(change)]),
    ...findings.permittedChanges.map((change): [string, string] => [PARAPH_REPORT_DATA.permittedChange, describeChange(change)]),
    ...findings.problems.map((problem): [string, string] => [PARAPH_REPORT_DATA.problem, problem]),
  ];
  return element(
    "SignatureValidationStatus",
    {},
    textElement("MainIndication", mainIndicationUri(findings.indication)),
    findings.subIndication && textElement("SubIndication", subIndicationUri(findings.subIndication)),
    element(
      "AssociatedValidationReportData",
      {},
      anchor && element("TrustAnchor", { VOReference: anchor }),
      objects.signer &&
        element("CertificateChain", {}, element("SigningCertificate", { VOReference: objects.signer }), intermediates.map((id) => element("IntermediateCertificate", { VOReference: id })), anchor && element("TrustAnchor", { VOReference: anchor })),
      objects.signedData && element("SignedDataObjects", {}, element("SignedDataObject", { VOReference: objects.signedData })),
      element("AdditionalValidationReportData", {}, reportData.map(([type, value]) => element("ReportData", {}, textElement("Type", type), textElement("Value", value)))),
    ),
  );
}
