import { createHash } from "node:crypto";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { PRODUCT_NAME } from "@paraph/contracts";
import type { SignatureReport } from "../validate-pdf.ts";
import { describeChange } from "./describe-change.ts";
import { distinguishedNameOf, type KnownCertificate } from "./certificate-pool.ts";
import type { ValidationReportInput } from "./etsi-validation-report.ts";
import { mainIndicationUri, subIndicationUri } from "./etsi-uris.ts";
import { PdfPageWriter } from "./pdf-page-writer.ts";
import type { SignatureEvidence } from "./report-evidence.ts";
import { signatureIdOf } from "./signature-validation-report.ts";

/** The indications in plain words (the web page says the same in four languages). */
const INDICATION_WORDS: Record<SignatureReport["indication"], string> = {
  "TOTAL-PASSED": "Passed: the signature is intact, its certificate chains to a trusted root and nothing changed beyond what was permitted.",
  INDETERMINATE: "Indeterminate: nothing is broken, but the signature cannot be confirmed with what this installation trusts.",
  "TOTAL-FAILED": "Failed: the signature is broken, or the document was changed beyond what was permitted.",
};

const SUB_INDICATION_WORDS: Record<NonNullable<SignatureReport["subIndication"]>, string> = {
  FORMAT_FAILURE: "The signature cannot be read as a PAdES signature, or later changes go beyond its permissions.",
  HASH_FAILURE: "The signed bytes were changed: they no longer hash to the signed digest.",
  SIG_CRYPTO_FAILURE: "The signature value does not verify with the signer's certificate.",
  NO_SIGNING_CERTIFICATE_FOUND: "The signer's certificate is not in the signature.",
  NO_CERTIFICATE_CHAIN_FOUND: "The certificate does not chain to a root this installation trusts.",
  OUT_OF_BOUNDS_NO_POE: "The certificate was not valid at the time the signature is proven to exist.",
  REVOKED_NO_POE: "The certificate was revoked, and nothing proves the signature existed before.",
  TRY_LATER: "The document's validation data give no revocation status for the certificate.",
};

const yesNo = (value: boolean) => (value ? "yes" : "no");

function describeRevocation(revocation: NonNullable<SignatureReport["revocation"]>): string {
  const source = revocation.checkedBy ? ` (${revocation.checkedBy.toUpperCase()} of ${revocation.issuedAt ?? "unknown date"})` : " (no verifiable OCSP response or CRL in the document)";
  return `${revocation.status}${revocation.revokedAt ? `, revoked at ${revocation.revokedAt}` : ""}${source}`;
}

/**
 * The validation report for people: a summary page, then one page per signature with the same
 * findings as the ETSI XML (indication, integrity, trust, time, modifications, certificates).
 */
export async function writePdfValidationReport(input: ValidationReportInput): Promise<Uint8Array> {
  const { result, evidence, validationTime } = input;
  const document = await PDFDocument.create();
  document.setTitle("Signature validation report");
  document.setProducer(PRODUCT_NAME);
  document.setCreationDate(validationTime);
  const writer = new PdfPageWriter(document, await document.embedFont(StandardFonts.Helvetica), await document.embedFont(StandardFonts.HelveticaBold));
  writer.heading("Signature validation report", 18);
  writer.row("Validated at", validationTime.toISOString());
  writer.row("Checked file, SHA-256", input.documentSha256);
  writer.row("Validated by", `${PRODUCT_NAME} (ETSI EN 319 102-1 indications; the XML report follows ETSI TS 119 102-2)`);
  writer.row("Document indication", result.indication ?? "no signatures");
  writer.row("Verdict", result.verdict.replace(/_/g, " "));
  writer.row("Signatures", String(result.signatures.length));
  writer.row("Validation data (DSS)", `${yesNo(result.hasDss)}: ${evidence.dss.certificates.length} certificates, ${evidence.dss.ocspResponses.length} OCSP responses, ${evidence.dss.crls.length} CRLs`);
  writer.gap();
  result.signatures.forEach((findings, index) => {
    writer.row(`Signature ${index + 1}`, `${findings.indication}${findings.subIndication ? ` / ${findings.subIndication}` : ""}: ${signerOf(findings, evidence.signatures[index])}`);
  });
  result.signatures.forEach((findings, index) => {
    writer.newPage();
    writeSignaturePage(writer, findings, evidence.signatures[index], index, result.signatures.length);
  });
  writer.footer(`${PRODUCT_NAME} signature validation report, ${validationTime.toISOString()}`);
  return document.save();
}

function signerOf(findings: SignatureReport, evidence: SignatureEvidence | undefined): string {
  if (findings.level === "document-timestamp") return "document time-stamp";
  const certificate = evidence?.signerCertificate;
  return findings.signer.name ?? (certificate ? distinguishedNameOf(certificate.parsed.subject) : "unknown signer");
}

function writeSignaturePage(writer: PdfPageWriter, findings: SignatureReport, evidence: SignatureEvidence | undefined, index: number, count: number): void {
  writer.heading(`Signature ${index + 1} of ${count}: ${signerOf(findings, evidence)}`);
  writer.row("Indication", `${findings.indication} (${mainIndicationUri(findings.indication)})`);
  writer.note(INDICATION_WORDS[findings.indication]);
  if (findings.subIndication) {
    writer.row("Sub-indication", `${findings.subIndication} (${subIndicationUri(findings.subIndication)})`);
    writer.note(SUB_INDICATION_WORDS[findings.subIndication]);
  }
  writer.gap();
  writer.row("Integrity", `${yesNo(findings.integrity)} (hash matches: ${yesNo(findings.hashMatches)}, signature value verifies: ${yesNo(findings.signatureValueVerifies)})`);
  writer.row("Covers the whole document", yesNo(findings.coversWholeDocument));
  writer.row("Trust", findings.chain === "trusted" ? "the certificate chains to a trusted root" : "the certificate does not chain to a root this installation trusts");
  writer.row("Time", findings.time ? `${findings.time} (${findings.timeSource === "time-stamp" ? "proven by a trusted time-stamp" : "claimed by the signer"})` : "none");
  for (const stamp of findings.timeStamps) writer.row("Time-stamp", `${stamp.time || "unreadable"}: ${stamp.valid ? "intact and trusted" : stamp.intact ? "intact, authority not trusted here" : "broken"}`);
  if (findings.revocation) writer.row("Revocation", describeRevocation(findings.revocation));
  writer.row("PAdES level", findings.level);
  writer.row("Modifications", `${findings.modificationLevel.replace(/_/g, " ")} (permitted: ${findings.permittedModificationLevel.replace(/_/g, " ")})`);
  for (const change of findings.changes) writer.row("Changed after signing", describeChange(change));
  for (const change of findings.permittedChanges) writer.row("Permitted change", describeChange(change));
  for (const problem of findings.problems) writer.row("Problem", problem);
  if (!evidence) return;
  writer.gap();
  writer.row("Signature field", evidence.fieldName);
  writer.row("Sub-filter, byte range", `${evidence.subFilter}, [${evidence.byteRange.join(" ")}]`);
  if (evidence.claimedTime) writer.row("Claimed signing time", evidence.claimedTime);
  const id = signatureIdOf(evidence);
  if (id) writer.row("Signature id (XML report)", id);
  if (evidence.signedBytesDigest) writer.row("Signed bytes, SHA-256", Buffer.from(evidence.signedBytesDigest).toString("hex"));
  if (evidence.signerCertificate) {
    writer.gap();
    writeCertificate(writer, findings.level === "document-timestamp" ? "Time-stamp authority" : "Signing certificate", evidence.signerCertificate);
  }
  evidence.issuers.forEach((issuer, position) => writeCertificate(writer, position === evidence.issuers.length - 1 && findings.chain === "trusted" ? "Trust anchor" : "Issuer", issuer));
}

function writeCertificate(writer: PdfPageWriter, label: string, certificate: KnownCertificate): void {
  const { parsed } = certificate;
  writer.row(label, distinguishedNameOf(parsed.subject));
  writer.row("  issued by", distinguishedNameOf(parsed.issuer));
  writer.row("  serial number", Buffer.from(parsed.serialNumber.valueBlock.valueHexView).toString("hex"));
  writer.row("  valid", `${parsed.notBefore.value.toISOString()} to ${parsed.notAfter.value.toISOString()}`);
  writer.row("  SHA-256", createHash("sha256").update(certificate.der).digest("hex"));
}
