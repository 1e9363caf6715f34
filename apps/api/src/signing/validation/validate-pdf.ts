import { createHash } from "node:crypto";
import type * as asn1js from "asn1js";
import type * as Mupdf from "mupdf";
import type { EndpointResponse, validateDocument } from "@paraph/contracts";
import { pkijs } from "../pki/crypto-setup.ts";
import {
  DocumentTooComplexError,
  MAX_SIGNATURES,
  TooManySignaturesError,
  coveredBytesOf,
  endOf,
  isByteRangeUsable,
  loadMupdf,
  openPdfDocument,
  readEmbeddedSignatures,
  type EmbeddedSignature,
} from "../pades/embedded-signatures.ts";
import { OID } from "../pades/oids.ts";
import { entryOf, resolvedOf } from "../pades/pdf-object-access.ts";
import { findChangesAfterSigning, type DocumentChange } from "./revision-changes.ts";

export type SignatureLevel = "B-B" | "B-T" | "B-LT" | "B-LTA" | "document-timestamp" | "unknown";

export type ValidationResult = EndpointResponse<typeof validateDocument>;

/** What the worker answers: a report, or why the document cannot be checked (the route maps these to 4xx codes). */
export type ValidationOutcome =
  | { outcome: "ok"; result: ValidationResult }
  | { outcome: "too_many_signatures"; limit: number }
  | { outcome: "too_complex"; reason: string }
  | { outcome: "corrupt"; reason: string };

export interface SignatureReport {
  subFilter: string;
  signer: { name: string | null; email: string | null };
  /** The trusted time from a time-stamp when there is one, else the time the PDF claims (/M). */
  time: string | null;
  timeSource: "time-stamp" | "claimed" | null;
  level: SignatureLevel;
  /** The covered bytes hash to the signed digest and the signature value verifies. */
  integrity: boolean;
  coversWholeDocument: boolean;
  /** The signer's certificate chains to a trusted root. */
  chain: "trusted" | "untrusted";
  timeStamps: { time: string; valid: boolean }[];
  /** Later revisions changed what this signature covers beyond validation data and later signatures. */
  modifiedAfterSigning: boolean;
  changes: DocumentChange[];
  problems: string[];
}

function signedDataOf(der: Uint8Array): pkijs.SignedData {
  return new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(der)).content });
}

function subjectOf(certificate: pkijs.Certificate | undefined): { name: string | null; email: string | null } {
  const value = (oid: string) => certificate?.subject.typesAndValues.find((entry) => entry.type === oid)?.value.valueBlock.value ?? null;
  return { name: value("2.5.4.3") as string | null, email: value("1.2.840.113549.1.9.1") as string | null };
}

async function verifySignedData(
  signedData: pkijs.SignedData,
  data: Uint8Array | undefined,
  trustAnchors: pkijs.Certificate[],
  checkDate: Date | undefined,
): Promise<{ signatureVerified: boolean; isTrusted: boolean; signerCertificate: pkijs.Certificate | undefined }> {
  const attempt = (checkChain: boolean) =>
    signedData
      .verify({
        signer: 0,
        ...(data ? { data: new Uint8Array(data).buffer } : {}),
        trustedCerts: trustAnchors,
        checkChain,
        extendedMode: true,
        ...(checkDate ? { checkDate } : {}),
      })
      .catch((error: { signatureVerified?: boolean | null; signerCertificateVerified?: boolean | null; signerCertificate?: pkijs.Certificate | null }) => ({
        signatureVerified: error.signatureVerified ?? false,
        signerCertificateVerified: error.signerCertificateVerified ?? false,
        signerCertificate: error.signerCertificate ?? undefined,
      }));
  const result = await attempt(true);
  const isTrusted = Boolean(result.signerCertificateVerified);
  // pkijs stops at a chain it cannot build, before it checks the signature: check that on its own,
  // so a signature under an untrusted root is not reported as changed bytes.
  const signatureVerified = isTrusted ? result.signatureVerified : (await attempt(false)).signatureVerified;
  return {
    signatureVerified: Boolean(signatureVerified),
    isTrusted,
    signerCertificate: result.signerCertificate ?? undefined,
  };
}

/**
 * Verifies an RFC 3161 token and that it covers the SHA-256 of `stamped`; its time when it does.
 * `valid` needs a trusted authority; `intact` only that the token is unchanged and covers the bytes.
 */
async function verifyTimeStamp(token: Uint8Array, stamped: Uint8Array, trustAnchors: pkijs.Certificate[]): Promise<{ time: string; valid: boolean; intact: boolean }> {
  const digest = new Uint8Array(createHash("sha256").update(stamped).digest());
  const signedData = signedDataOf(token);
  const content = signedData.encapContentInfo.eContent;
  if (!content) return { time: "", valid: false, intact: false };
  // getValue joins the pieces of a constructed OCTET STRING (BER allows either form).
  const tstInfo = pkijs.TSTInfo.fromBER(new Uint8Array(content.getValue()));
  const imprint = Buffer.from(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView);
  // For a time-stamp token pkijs checks the message imprint against the stamped bytes itself.
  const verified = await verifySignedData(signedData, stamped, trustAnchors, tstInfo.genTime);
  const intact = verified.signatureVerified && imprint.equals(Buffer.from(digest));
  return { time: tstInfo.genTime.toISOString(), valid: intact && verified.isTrusted, intact };
}

/**
 * Paraph's own validator, for `POST /v1/validate` (it runs in the validation worker pool): for
 * each signature, whether its bytes are intact, who signed, whether the certificate chains to a
 * trusted root, its time-stamps, the PAdES level the document carries for it, and what later
 * revisions changed in what it signed. Signatures are found through the document's structure
 * (see embedded-signatures.ts), never by searching the bytes.
 */
export async function validatePdf(pdf: Uint8Array, trustAnchorsDer: Uint8Array[]): Promise<ValidationOutcome> {
  const mupdf = await loadMupdf();
  let document: Mupdf.PDFDocument;
  try {
    document = openPdfDocument(mupdf, pdf);
  } catch (error) {
    return { outcome: "corrupt", reason: error instanceof Error ? error.message : "unreadable" };
  }
  try {
    return await validateOpenDocument(mupdf, pdf, document, trustAnchorsDer);
  } catch (error) {
    if (error instanceof TooManySignaturesError) return { outcome: "too_many_signatures", limit: error.limit };
    if (error instanceof DocumentTooComplexError) return { outcome: "too_complex", reason: error.message };
    // mupdf throws on objects it cannot read at all: the file is damaged there.
    return { outcome: "corrupt", reason: error instanceof Error ? error.message : "unreadable" };
  } finally {
    document.destroy();
  }
}

async function validateOpenDocument(mupdf: typeof Mupdf, pdf: Uint8Array, document: Mupdf.PDFDocument, trustAnchorsDer: Uint8Array[]): Promise<ValidationOutcome> {
  const embedded = readEmbeddedSignatures(document, MAX_SIGNATURES);
  const trustAnchors = trustAnchorsDer.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der)));
  const dss = resolvedOf(entryOf(document.getTrailer(), "Root", "DSS"));
  const vri = dss.isDictionary() ? resolvedOf(entryOf(dss, "VRI")) : undefined;
  const hasDss = dss.isDictionary();
  const checked: { report: SignatureReport; isIntact: boolean }[] = [];
  for (const [index, signature] of embedded.entries()) {
    const later = embedded.slice(index + 1);
    const hasVri = Boolean(vri?.isDictionary() && !vri.get(vriKeyOf(signature.contents)).isNull());
    checked.push(await reportSignature(pdf, signature, trustAnchors, { hasDss, hasVri, hasLaterDocumentTimeStamp: later.some((entry) => entry.subFilter === "ETSI.RFC3161") }));
  }
  const intactFields = new Set(embedded.filter((_, index) => checked[index]?.isIntact).map((signature) => signature.fieldObject));
  const changes = changesAfterEachSignature(mupdf, pdf, document, embedded, intactFields);
  const reports = checked.map(({ report }, index) => {
    const found = changes[index] ?? [];
    report.modifiedAfterSigning = found.length > 0;
    report.changes = found;
    if (found.length > 0) report.problems.push(describeChanges(found));
    return report;
  });
  return { outcome: "ok", result: resultOf(reports, hasDss) };
}

function vriKeyOf(contents: Uint8Array): string {
  return createHash("sha1").update(contents).digest("hex").toUpperCase();
}

const UNREADABLE_STAMP = { time: "", valid: false, intact: false };

/**
 * One signature's report, and whether its bytes are intact whoever signed: only an intact later
 * signature may bring its own field and widget without that counting as a change.
 */
async function reportSignature(
  pdf: Uint8Array,
  signature: EmbeddedSignature,
  trustAnchors: pkijs.Certificate[],
  evidence: { hasDss: boolean; hasVri: boolean; hasLaterDocumentTimeStamp: boolean },
): Promise<{ report: SignatureReport; isIntact: boolean }> {
  const base = {
    subFilter: signature.subFilter,
    signer: { name: null, email: null },
    coversWholeDocument: endOf(signature.byteRange) === pdf.length,
    modifiedAfterSigning: false,
    changes: [] as DocumentChange[],
  };
  const broken = (problem: string) => ({
    isIntact: false,
    report: {
      ...base,
      time: signature.claimedTime,
      timeSource: signature.claimedTime ? ("claimed" as const) : null,
      level: "unknown" as const,
      integrity: false,
      chain: "untrusted" as const,
      timeStamps: [],
      problems: [problem],
    },
  });
  // Checked before any byte is copied: a range outside the file, or one that does not leave out
  // exactly the /Contents string, is broken whatever the CMS says.
  if (!isByteRangeUsable(signature.byteRange, pdf.length)) return broken("The signature's byte range does not fit the file");
  const [, gapStart, gapEnd] = signature.byteRange;
  if (pdf[gapStart] !== 0x3c || pdf[gapEnd - 1] !== 0x3e) return broken("The signature's byte range does not leave out exactly the signature value");
  const covered = coveredBytesOf(pdf, signature.byteRange);
  const problems: string[] = [];
  if (signature.subFilter === "ETSI.RFC3161") {
    const stamp = await verifyTimeStamp(signature.contents, covered, trustAnchors).catch(() => UNREADABLE_STAMP);
    if (!stamp.valid) problems.push("The document time-stamp does not verify or does not cover these bytes");
    const report: SignatureReport = { ...base, time: stamp.time || null, timeSource: stamp.time ? "time-stamp" : null, level: "document-timestamp", integrity: stamp.valid, chain: stamp.valid ? "trusted" : "untrusted", timeStamps: [{ time: stamp.time, valid: stamp.valid }], problems };
    return { report, isIntact: stamp.intact };
  }
  let signedData: pkijs.SignedData;
  try {
    signedData = signedDataOf(signature.contents);
  } catch {
    return broken("The signature is not a readable CMS structure");
  }
  const timeStamps: { time: string; valid: boolean }[] = [];
  const signerInfo = signedData.signerInfos[0];
  for (const attribute of signerInfo?.unsignedAttrs?.attributes ?? []) {
    if (attribute.type !== OID.signatureTimeStampToken || !signerInfo) continue;
    const signatureValue = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
    for (const value of attribute.values as asn1js.AsnType[]) {
      const stamp = await verifyTimeStamp(new Uint8Array(value.toBER(false)), signatureValue, trustAnchors).catch(() => UNREADABLE_STAMP);
      timeStamps.push({ time: stamp.time, valid: stamp.valid });
    }
  }
  const trustedTime = timeStamps.find((stamp) => stamp.valid)?.time;
  const verified = await verifySignedData(signedData, covered, trustAnchors, trustedTime ? new Date(trustedTime) : undefined);
  if (!verified.signatureVerified) problems.push("The signed bytes were changed, or the signature value does not verify");
  if (!verified.isTrusted) problems.push("The signer's certificate does not chain to a trusted root");
  if (timeStamps.some((stamp) => !stamp.valid)) problems.push("A signature time-stamp does not verify");
  const level: SignatureLevel = !trustedTime ? "B-B" : !(evidence.hasDss && evidence.hasVri) ? "B-T" : evidence.hasLaterDocumentTimeStamp ? "B-LTA" : "B-LT";
  const report: SignatureReport = {
    ...base,
    signer: subjectOf(verified.signerCertificate),
    time: trustedTime ?? signature.claimedTime,
    timeSource: trustedTime ? "time-stamp" : signature.claimedTime ? "claimed" : null,
    level,
    integrity: verified.signatureVerified,
    chain: verified.isTrusted ? "trusted" : "untrusted",
    timeStamps,
    problems,
  };
  return { report, isIntact: verified.signatureVerified };
}

/**
 * For each signature, what the revisions after it changed (see revision-changes.ts). Only later
 * signatures whose bytes are intact (`intactFields`) may add their own field and widget: a broken
 * or forged one would otherwise let anything be drawn in its appearance. Each signed revision is
 * opened once, however many signatures share it; a revision that cannot be read counts as
 * changed, since nothing shows it was not.
 */
function changesAfterEachSignature(mupdf: typeof Mupdf, pdf: Uint8Array, final: Mupdf.PDFDocument, signatures: EmbeddedSignature[], intactFields: ReadonlySet<number>): DocumentChange[][] {
  const byRevision = new Map<number, DocumentChange[]>();
  return signatures.map((signature) => {
    const revisionEnd = endOf(signature.byteRange);
    if (!isByteRangeUsable(signature.byteRange, pdf.length) || revisionEnd === pdf.length) return [];
    const known = byRevision.get(revisionEnd);
    if (known) return known;
    const laterFields = new Set(signatures.filter((other) => endOf(other.byteRange) > revisionEnd && intactFields.has(other.fieldObject)).map((other) => other.fieldObject));
    let found: DocumentChange[];
    try {
      const signed = openPdfDocument(mupdf, pdf.subarray(0, revisionEnd));
      try {
        found = findChangesAfterSigning(signed, final, laterFields);
      } finally {
        signed.destroy();
      }
    } catch (error) {
      if (error instanceof DocumentTooComplexError) throw error;
      found = [{ kind: "other" }];
    }
    byRevision.set(revisionEnd, found);
    return found;
  });
}

const CHANGE_NAMES: Record<DocumentChange["kind"], string> = {
  page_content: "page content",
  annotation: "annotations",
  form_field: "form fields",
  pages: "pages added or removed",
  other: "other document parts",
};

function describeChanges(changes: DocumentChange[]): string {
  const kinds = [...new Set(changes.map((change) => CHANGE_NAMES[change.kind]))].join(", ");
  const pages = pagesOf(changes);
  return `The document was changed after this signature (${kinds})${pages.length > 0 ? ` on page${pages.length > 1 ? "s" : ""} ${pages.join(", ")}` : ""}`;
}

function pagesOf(changes: DocumentChange[]): number[] {
  return [...new Set(changes.flatMap((change) => (change.page ? [change.page] : [])))].sort((left, right) => left - right);
}

/** One word for the whole document, judged on the people's signatures; document time-stamps only add changes. */
function resultOf(signatures: SignatureReport[], hasDss: boolean): ValidationResult {
  const people = signatures.filter((report) => report.level !== "document-timestamp");
  const changed = signatures.filter((report) => report.modifiedAfterSigning);
  const problems = changed.length > 0 ? [{ code: "changed_after_signing" as const, pages: pagesOf(changed.flatMap((report) => report.changes)) }] : [];
  let verdict: ValidationResult["verdict"];
  if (people.length === 0 && signatures.length === 0) verdict = "no_signatures";
  else if (people.some((report) => !report.integrity)) verdict = "invalid";
  else if (changed.length > 0) verdict = "changed_after_signing";
  else if (people.some((report) => report.chain !== "trusted")) verdict = "untrusted";
  else verdict = "valid";
  return { verdict, signatures, hasDss, problems };
}
