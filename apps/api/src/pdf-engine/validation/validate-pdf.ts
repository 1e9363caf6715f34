import { createHash } from "node:crypto";
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
import { entryOf, resolvedOf } from "../pades/pdf-object-access.ts";
import { partsOf, type DocumentParts } from "./document-parts.ts";
import { filledFieldsIn, lockedFieldNamesOf, type FilledFormField } from "./filled-form-fields.ts";
import { indicationOf, worstIndication, type SignatureFindings } from "./indications.ts";
import { analyseModifications, readCertification, readFieldLocks, type FieldLock, type ModificationReport } from "./modification-policy.ts";
import { findChangesAfterSigning, type DocumentChange } from "./revision-changes.ts";
import { earliestCoveringArchive, isCertificateValidAt, isProven, provenArchiveTimeStamps, type ArchiveTimeStampEvidence } from "./proof-of-existence.ts";
import { mergedRevocationData, revocationDataOfCms, revocationDataOfDss, type RevocationData } from "./revocation-data.ts";
import { revocationStatusOf, type RevocationStatus } from "./revocation-status.ts";
import { UNREADABLE_TIME_STAMP, checkSigner, checkTimeStamp, signatureTimeStampTokensOf, signatureValueOf, signedDataOf, type SignerChecks, type TimeStampCheck } from "./signature-checks.ts";

export type SignatureLevel = "B-B" | "B-T" | "B-LT" | "B-LTA" | "document-timestamp" | "unknown";

export type ValidationResult = EndpointResponse<typeof validateDocument>;

/** What the worker answers: a report, or why the document cannot be checked (the route maps these to 4xx codes). */
export type ValidationOutcome =
  | { outcome: "ok"; result: ValidationResult }
  | { outcome: "too_many_signatures"; limit: number }
  | { outcome: "too_complex"; reason: string }
  | { outcome: "corrupt"; reason: string };

export type SignatureReport = ValidationResult["signatures"][number];

function subjectOf(certificate: pkijs.Certificate | undefined): { name: string | null; email: string | null } {
  const value = (oid: string) => certificate?.subject.typesAndValues.find((entry) => entry.type === oid)?.value.valueBlock.value ?? null;
  return { name: value("2.5.4.3") as string | null, email: value("1.2.840.113549.1.9.1") as string | null };
}

/** The certificate was valid at `time` (its notBefore and notAfter). */
function isValidAt(certificate: pkijs.Certificate | undefined, time: Date): boolean {
  return Boolean(certificate && certificate.notBefore.value <= time && time <= certificate.notAfter.value);
}

/**
 * Paraph's own validator, for `POST /v1/validate` (it runs in the validation worker pool): for
 * each signature, whether its bytes are intact, who signed, whether the certificate chains to a
 * trusted root, its time-stamps, the PAdES level the document carries for it, and what later
 * revisions changed in what it signed. Signatures are found through the document's structure
 * (see embedded-signatures.ts), never by searching the bytes.
 */
export interface ValidationOptions {
  /** The validation time (`at` of POST /v1/validate); now when absent. */
  at?: Date | undefined;
}

export async function validatePdf(pdf: Uint8Array, trustAnchorsDer: Uint8Array[], options: ValidationOptions = {}): Promise<ValidationOutcome> {
  const mupdf = await loadMupdf();
  let document: Mupdf.PDFDocument;
  try {
    document = openPdfDocument(mupdf, pdf);
  } catch (error) {
    return { outcome: "corrupt", reason: error instanceof Error ? error.message : "unreadable" };
  }
  try {
    return await validateOpenDocument(mupdf, pdf, document, trustAnchorsDer, options.at ?? new Date());
  } catch (error) {
    if (error instanceof TooManySignaturesError) return { outcome: "too_many_signatures", limit: error.limit };
    if (error instanceof DocumentTooComplexError) return { outcome: "too_complex", reason: error.message };
    // mupdf throws on objects it cannot read at all: the file is damaged there.
    return { outcome: "corrupt", reason: error instanceof Error ? error.message : "unreadable" };
  } finally {
    document.destroy();
  }
}

async function validateOpenDocument(mupdf: typeof Mupdf, pdf: Uint8Array, document: Mupdf.PDFDocument, trustAnchorsDer: Uint8Array[], validationTime: Date): Promise<ValidationOutcome> {
  const embedded = readEmbeddedSignatures(document, MAX_SIGNATURES);
  const trustAnchors = trustAnchorsDer.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der)));
  const dss = resolvedOf(entryOf(document.getTrailer(), "Root", "DSS"));
  const hasDss = dss.isDictionary();
  const vri = hasDss ? resolvedOf(entryOf(dss, "VRI")) : undefined;
  const dssHasRevocationData = hasDss && ["OCSPs", "CRLs"].some((key) => resolvedOf(entryOf(dss, key)).isArray());
  const archives = await checkArchiveTimeStamps(pdf, embedded, trustAnchors, validationTime);
  const dssRevocationData = revocationDataOfDss(hasDss ? dss : undefined);
  const checked: CheckedSignature[] = [];
  for (const [index, signature] of embedded.entries()) checked.push(await checkSignature(pdf, signature, trustAnchors, { at: validationTime, archives, index, dssRevocationData }));
  const intactFields = new Set(embedded.filter((_, index) => checked[index]?.isIntact).map((signature) => signature.fieldObject));
  const filled = filledFieldsOfEachSignature(mupdf, pdf, document, embedded);
  const changes = changesAfterEachSignature(mupdf, pdf, document, embedded, intactFields, filled);
  const certification = readCertification(document, embedded);
  const locks: FieldLock[] = [];
  const reports = checked.map((signature, index) => {
    const later = embedded.slice(index + 1);
    const laterDocumentTimeStamps = later.filter((entry, offset) => entry.subFilter === "ETSI.RFC3161" && checked[index + 1 + offset]?.isIntact);
    locks.push(...readFieldLocks(document, embedded[index] as EmbeddedSignature));
    const laterFilled = laterFilledFieldChanges(embedded, intactFields, filled, index);
    const analysed = analyseModifications(
      changes[index] ?? [],
      {
        hasLaterSignatures: later.some((entry) => entry.subFilter !== "ETSI.RFC3161"),
        hasLaterValidationData: laterDocumentTimeStamps.length > 0 || (hasDss && endOf(signature.signature.byteRange) < pdf.length),
      },
      certification && certification.index <= index ? certification.level : undefined,
      locks,
    );
    const modifications = { ...analysed, permittedChanges: [...analysed.permittedChanges, ...laterFilled] };
    const hasVri = Boolean(vri?.isDictionary() && !vri.get(vriKeyOf(signature.signature.contents)).isNull());
    const level = levelOf(signature, { hasValidationData: hasDss && (hasVri || dssHasRevocationData), laterDocumentTimeStamps: laterDocumentTimeStamps.length });
    return reportOf(signature, level, modifications, filled[index] ?? []);
  });
  return { outcome: "ok", result: resultOf(reports, hasDss, validationTime) };
}

function vriKeyOf(contents: Uint8Array): string {
  return createHash("sha1").update(contents).digest("hex").toUpperCase();
}

/** One signature's separate checks, before what came after it is known. */
interface CheckedSignature {
  signature: EmbeddedSignature;
  /** The signed bytes are intact whoever signed: only an intact later signature may bring its own field and widget without that counting as a change. */
  isIntact: boolean;
  isDocumentTimeStamp: boolean;
  signer: SignatureReport["signer"];
  findings: Omit<SignatureFindings, "isWithinPermissions" | "isRevocationStatusMissing">;
  /** The time a signature time-stamp proven at the validation time proves. */
  provenTime: string | undefined;
  proofOfExistence: SignatureReport["proofOfExistence"];
  revocation: RevocationStatus | null;
  timeStamps: SignatureReport["timeStamps"];
  coversWholeDocument: boolean;
  problems: string[];
}

const UNREADABLE: CheckedSignature["findings"] = {
  isReadable: false,
  hasSignerCertificate: false,
  hashMatches: false,
  signatureValueVerifies: false,
  isTrusted: false,
  isCertificateValidAtSigningTime: false,
  isRevokedWithoutPoe: false,
};

/** The document's archive (document) time-stamps, checked before the signatures they prove, and which are proven at the validation time. */
interface ArchiveChecks {
  /** By the signature's index in the document. */
  checks: Map<number, { stamp: TimeStampCheck; evidence: ArchiveTimeStampEvidence; proven: boolean }>;
  proven: ArchiveTimeStampEvidence[];
}

async function checkArchiveTimeStamps(pdf: Uint8Array, embedded: EmbeddedSignature[], trustAnchors: pkijs.Certificate[], at: Date): Promise<ArchiveChecks> {
  const checked: { index: number; stamp: TimeStampCheck; evidence: ArchiveTimeStampEvidence }[] = [];
  for (const [index, signature] of embedded.entries()) {
    if (signature.subFilter !== "ETSI.RFC3161" || !isByteRangeUsable(signature.byteRange, pdf.length)) continue;
    const [, gapStart, gapEnd] = signature.byteRange;
    if (pdf[gapStart] !== 0x3c || pdf[gapEnd - 1] !== 0x3e) continue;
    const stamp = await checkTimeStamp(signature.contents, coveredBytesOf(pdf, signature.byteRange), trustAnchors).catch(() => UNREADABLE_TIME_STAMP);
    checked.push({ index, stamp, evidence: { ...evidenceOf(stamp, endOf(signature.byteRange)), coversUpTo: gapStart } });
  }
  const proven = provenArchiveTimeStamps(
    checked.map((entry) => entry.evidence),
    at,
  );
  return {
    checks: new Map(checked.map((entry, position) => [entry.index, { ...entry, proven: proven[position] ?? false }])),
    proven: checked.filter((_, position) => proven[position]).map((entry) => entry.evidence),
  };
}

function evidenceOf(stamp: TimeStampCheck, revisionEnd: number) {
  return { time: new Date(stamp.time || 0), valid: stamp.trusted, certificateNotBefore: stamp.certificateNotBefore, certificateNotAfter: stamp.certificateNotAfter, revisionEnd };
}

/**
 * The signer's checks at `checkDate`. A certificate outside its validity there still gets its
 * chain judged, at the nearest time it was valid: whether it is trusted and whether it was valid
 * when it had to be are separate questions (NO_CERTIFICATE_CHAIN_FOUND apart from OUT_OF_BOUNDS_NO_POE).
 */
async function checkSignerAt(signedData: pkijs.SignedData, covered: Uint8Array, trustAnchors: pkijs.Certificate[], checkDate: Date): Promise<SignerChecks> {
  const checks = await checkSigner(signedData, covered, trustAnchors, checkDate);
  const certificate = checks.signerCertificate;
  if (checks.isTrusted || !certificate || isValidAt(certificate, checkDate)) return checks;
  const nearest = checkDate < certificate.notBefore.value ? certificate.notBefore.value : certificate.notAfter.value;
  return { ...checks, isTrusted: (await checkSigner(signedData, covered, trustAnchors, nearest)).isTrusted };
}

async function checkSignature(pdf: Uint8Array, signature: EmbeddedSignature, trustAnchors: pkijs.Certificate[], evidence: { at: Date; archives: ArchiveChecks; index: number; dssRevocationData: RevocationData }): Promise<CheckedSignature> {
  const validationTime = evidence.at;
  const base = {
    signature,
    isDocumentTimeStamp: signature.subFilter === "ETSI.RFC3161",
    signer: { name: null, email: null },
    coversWholeDocument: endOf(signature.byteRange) === pdf.length,
    provenTime: undefined,
    proofOfExistence: null,
    revocation: null,
    timeStamps: [],
  };
  const unreadable = (problem: string): CheckedSignature => ({ ...base, isIntact: false, findings: UNREADABLE, problems: [problem] });
  // Checked before any byte is copied: a range outside the file, or one that does not leave out
  // exactly the /Contents string, is broken whatever the CMS says.
  if (!isByteRangeUsable(signature.byteRange, pdf.length)) return unreadable("The signature's byte range does not fit the file");
  const [, gapStart, gapEnd] = signature.byteRange;
  if (pdf[gapStart] !== 0x3c || pdf[gapEnd - 1] !== 0x3e) return unreadable("The signature's byte range does not leave out exactly the signature value");
  if (base.isDocumentTimeStamp) {
    const archive = evidence.archives.checks.get(evidence.index);
    return archive ? documentTimeStampChecked(base, archive, validationTime) : unreadable("The document time-stamp could not be read");
  }
  const covered = coveredBytesOf(pdf, signature.byteRange);

  let signedData: pkijs.SignedData;
  try {
    signedData = signedDataOf(signature.contents);
  } catch {
    return unreadable("The signature is not a readable CMS structure");
  }
  const revisionEnd = endOf(signature.byteRange);
  const timeStamps: SignatureReport["timeStamps"] = [];
  for (const token of signatureTimeStampTokensOf(signedData)) {
    const stamp = await checkTimeStamp(token, signatureValueOf(signedData), trustAnchors).catch(() => UNREADABLE_TIME_STAMP);
    const stampEvidence = evidenceOf(stamp, revisionEnd);
    timeStamps.push({
      time: stamp.time,
      valid: stamp.trusted,
      intact: stamp.intact,
      certificateValidAtValidationTime: isCertificateValidAt(stampEvidence, validationTime),
      proven: isProven(stampEvidence, evidence.archives.proven, validationTime),
    });
  }
  const provenTime = timeStamps.filter((stamp) => stamp.proven).sort((left, right) => left.time.localeCompare(right.time))[0]?.time;
  const coveringArchive = earliestCoveringArchive(evidence.archives.proven, revisionEnd);
  const proofOfExistence: SignatureReport["proofOfExistence"] = provenTime
    ? { time: provenTime, by: "signature-time-stamp" }
    : coveringArchive
      ? { time: coveringArchive.time.toISOString(), by: "archive-time-stamp" }
      : null;
  const checkedAt = proofOfExistence ? new Date(proofOfExistence.time) : validationTime;
  const signer = await checkSignerAt(signedData, covered, trustAnchors, checkedAt);
  const problems: string[] = [];
  if (!signer.hashMatches) problems.push("The signed bytes were changed: they no longer hash to the signed digest");
  else if (!signer.signatureValueVerifies) problems.push("The signature value does not verify");
  if (!signer.isTrusted) problems.push("The signer's certificate does not chain to a root this installation trusts");
  if (timeStamps.some((stamp) => !stamp.intact)) problems.push("A signature time-stamp does not verify or does not cover this signature");
  else if (timeStamps.some((stamp) => !stamp.valid)) problems.push("A signature time-stamp comes from an authority this installation does not trust");
  else if (timeStamps.some((stamp) => !stamp.proven)) problems.push("A signature time-stamp's authority certificate is not valid at the validation time, and no later archive time-stamp proves the time-stamp");
  const revocation = signer.signerCertificate && signer.isTrusted ? await signerRevocationOf(signer.signerCertificate, signedData, trustAnchors, evidence.dssRevocationData) : null;
  const isRevokedWithoutPoe = revocation?.revokedAt !== undefined && new Date(revocation.revokedAt) <= checkedAt;
  if (revocation?.revokedAt) {
    problems.push(
      isRevokedWithoutPoe
        ? proofOfExistence
          ? `The signer's certificate was revoked at ${revocation.revokedAt}, before the signature is proven to exist (${proofOfExistence.time})`
          : `The signer's certificate was revoked at ${revocation.revokedAt}, and no time-stamp proves that the signature existed before`
        : proofOfExistence
          ? `The signer's certificate was revoked at ${revocation.revokedAt}, after the signature is proven to exist (${proofOfExistence.time}): the signature stays valid`
          : `The signer's certificate was revoked at ${revocation.revokedAt}, after the validation time: not held against the signature as of then`,
    );
  }
  if (signer.signerCertificate && !isValidAt(signer.signerCertificate, checkedAt)) {
    problems.push(
      proofOfExistence
        ? "The signer's certificate was not valid at the time the signature is proven to exist"
        : "The signer's certificate is not valid at the validation time, and no time-stamp proves that the signature existed while it was",
    );
  }
  return {
    ...base,
    isIntact: signer.signatureValueVerifies,
    signer: subjectOf(signer.signerCertificate),
    findings: {
      isReadable: true,
      hasSignerCertificate: signer.signerCertificate !== undefined,
      hashMatches: signer.hashMatches,
      signatureValueVerifies: signer.signatureValueVerifies,
      isTrusted: signer.isTrusted,
      isCertificateValidAtSigningTime: isValidAt(signer.signerCertificate, checkedAt),
      isRevokedWithoutPoe,
    },
    provenTime,
    proofOfExistence,
    revocation,
    timeStamps,
    problems,
  };
}

/**
 * The signer's certificate's status from the DSS and the CMS's own revocation data; its issuer is
 * looked for among the certificates the CMS and the DSS carry and the trust anchors.
 */
async function signerRevocationOf(certificate: pkijs.Certificate, signedData: pkijs.SignedData, trustAnchors: pkijs.Certificate[], dssData: RevocationData): Promise<RevocationStatus> {
  const data = mergedRevocationData(dssData, revocationDataOfCms(signedData));
  const carried = (signedData.certificates ?? []).filter((entry): entry is pkijs.Certificate => entry instanceof pkijs.Certificate);
  return revocationStatusOf(certificate, [...carried, ...data.certificates.flatMap(parsedDssCertificate), ...trustAnchors], data);
}

/** The DSS's certificates serve every signature: each is parsed once. */
const parsedDssCertificates = new WeakMap<Uint8Array, pkijs.Certificate[]>();

function parsedDssCertificate(der: Uint8Array): pkijs.Certificate[] {
  let parsed = parsedDssCertificates.get(der);
  if (!parsed) {
    try {
      parsed = [pkijs.Certificate.fromBER(new Uint8Array(der))];
    } catch {
      parsed = [];
    }
    parsedDssCertificates.set(der, parsed);
  }
  return parsed;
}

/** A document time-stamp, checked with the archive time-stamps: intact when its imprint is the hash of the covered bytes and its token verifies; trusted apart from that; proven at the validation time or not. */
function documentTimeStampChecked(
  base: Omit<CheckedSignature, "isIntact" | "findings" | "problems">,
  archive: { stamp: TimeStampCheck; evidence: ArchiveTimeStampEvidence; proven: boolean },
  validationTime: Date,
): CheckedSignature {
  const { stamp, proven } = archive;
  const problems: string[] = [];
  if (!stamp.intact) problems.push("The document time-stamp does not verify or does not cover these bytes");
  else if (!stamp.trusted) problems.push("The document time-stamp comes from an authority this installation does not trust");
  else if (!proven) problems.push("The document time-stamp's authority certificate is not valid at the validation time, and no later archive time-stamp proves it");
  const certificateValidAtValidationTime = isCertificateValidAt(archive.evidence, validationTime);
  return {
    ...base,
    isIntact: stamp.intact,
    provenTime: proven ? stamp.time : undefined,
    proofOfExistence: proven ? { time: stamp.time, by: "archive-time-stamp" } : null,
    timeStamps: [{ time: stamp.time, valid: stamp.trusted, intact: stamp.intact, certificateValidAtValidationTime, proven }],
    findings: {
      isReadable: stamp !== UNREADABLE_TIME_STAMP,
      hasSignerCertificate: stamp !== UNREADABLE_TIME_STAMP,
      hashMatches: stamp.imprintMatches,
      signatureValueVerifies: stamp.intact,
      isTrusted: stamp.trusted,
      isCertificateValidAtSigningTime: proven,
      isRevokedWithoutPoe: false,
    },
    problems,
  };
}

/**
 * The PAdES level the document's structure gives a signature, whatever this installation trusts:
 * B-T with an intact signature time-stamp or, as EN 319 142-1 (6.3) also allows, an intact
 * document time-stamp after it; B-LT with validation data in the DSS; B-LTA with an intact
 * document time-stamp after that: one more than the one that made it B-T when that was a
 * document time-stamp (a signature another tool made without a time-stamp, extended by
 * POST /v1/extend).
 */
function levelOf(checked: CheckedSignature, evidence: { hasValidationData: boolean; laterDocumentTimeStamps: number }): SignatureLevel {
  if (checked.isDocumentTimeStamp) return "document-timestamp";
  if (!checked.findings.isReadable) return "unknown";
  const hasSignatureTimeStamp = checked.timeStamps.some((stamp) => stamp.intact);
  if (!hasSignatureTimeStamp && evidence.laterDocumentTimeStamps === 0) return "B-B";
  if (!evidence.hasValidationData) return "B-T";
  const archiveTimeStamps = evidence.laterDocumentTimeStamps - (hasSignatureTimeStamp ? 0 : 1);
  return archiveTimeStamps > 0 ? "B-LTA" : "B-LT";
}

function reportOf(checked: CheckedSignature, level: SignatureLevel, modifications: ModificationReport, filled: FilledFormField[]): SignatureReport {
  const { signature, findings } = checked;
  const modifiedAfterSigning = modifications.beyondPermissions.length > 0;
  const isRevocationStatusMissing = checked.revocation?.status === "unknown" && (level === "B-LT" || level === "B-LTA");
  const { indication, subIndication } = indicationOf({ ...findings, isWithinPermissions: !modifiedAfterSigning, isRevocationStatusMissing });
  const problems = [...checked.problems];
  if (isRevocationStatusMissing) problems.push("The document's validation data give no verifiable revocation status for the signer's certificate");
  if (modifiedAfterSigning) problems.push(describeChanges(modifications.beyondPermissions));
  return {
    subFilter: signature.subFilter,
    signer: checked.signer,
    time: checked.provenTime ?? signature.claimedTime,
    timeSource: checked.provenTime ? "time-stamp" : signature.claimedTime ? "claimed" : null,
    level,
    indication,
    subIndication,
    integrity: findings.hashMatches && findings.signatureValueVerifies,
    hashMatches: findings.hashMatches,
    signatureValueVerifies: findings.signatureValueVerifies,
    coversWholeDocument: checked.coversWholeDocument,
    chain: findings.isTrusted ? "trusted" : "untrusted",
    timeStamps: checked.timeStamps,
    proofOfExistence: checked.proofOfExistence,
    revocation: checked.revocation,
    modificationLevel: modifications.level,
    permittedModificationLevel: modifications.permitted,
    modifiedAfterSigning,
    changes: modifications.beyondPermissions,
    permittedChanges: modifications.permittedChanges,
    problems,
    formFields: filled.map(({ name, page, value }) => ({ name, page, value })),
  };
}

/**
 * For each signature, what the revisions after it changed (see revision-changes.ts). Only later
 * signatures whose bytes are intact (`intactFields`) may add their own field and widget: a broken
 * or forged one would otherwise let anything be drawn in its appearance. Each signed revision is
 * opened once, however many signatures share it; a revision that cannot be read counts as
 * changed, since nothing shows it was not.
 */
function changesAfterEachSignature(
  mupdf: typeof Mupdf,
  pdf: Uint8Array,
  final: Mupdf.PDFDocument,
  signatures: EmbeddedSignature[],
  intactFields: ReadonlySet<number>,
  filled: FilledFormField[][],
): DocumentChange[][] {
  const byRevision = new Map<number, DocumentChange[]>();
  let finalParts: DocumentParts | undefined;
  return signatures.map((signature) => {
    const revisionEnd = endOf(signature.byteRange);
    if (!isByteRangeUsable(signature.byteRange, pdf.length) || revisionEnd === pdf.length) return [];
    const known = byRevision.get(revisionEnd);
    if (known) return known;
    // A later intact signature brings its own field and the form fields its revision filled (docs/form-fields.md).
    const laterFields = new Set(
      signatures.flatMap((other, index) =>
        endOf(other.byteRange) > revisionEnd && intactFields.has(other.fieldObject) ? [other.fieldObject, ...(filled[index] ?? []).map((field) => field.number)] : [],
      ),
    );
    let found: DocumentChange[];
    try {
      const signed = openPdfDocument(mupdf, pdf.subarray(0, revisionEnd));
      try {
        finalParts ??= partsOf(final);
        found = findChangesAfterSigning(partsOf(signed), finalParts, laterFields);
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

/**
 * Per signature, the form field values its own revision wrote: the fields its /Lock names that
 * carry Paraph's marker, read from the revision it signed (what it covers, whatever came later).
 * Signatures that lock no field cost nothing here.
 */
function filledFieldsOfEachSignature(mupdf: typeof Mupdf, pdf: Uint8Array, final: Mupdf.PDFDocument, signatures: EmbeddedSignature[]): FilledFormField[][] {
  return signatures.map((signature) => {
    const names = lockedFieldNamesOf(final, signature);
    const revisionEnd = endOf(signature.byteRange);
    if (names.length === 0 || !isByteRangeUsable(signature.byteRange, pdf.length)) return [];
    if (revisionEnd === pdf.length) return filledFieldsIn(partsOf(final), names);
    let signed: Mupdf.PDFDocument | undefined;
    try {
      signed = openPdfDocument(mupdf, pdf.subarray(0, revisionEnd));
      return filledFieldsIn(partsOf(signed), names);
    } catch (error) {
      if (error instanceof DocumentTooComplexError) throw error;
      return [];
    } finally {
      signed?.destroy();
    }
  });
}

/**
 * The fields later intact signatures filled in their own revisions, told to an earlier signature
 * as permitted changes: the earlier signer approved the document with those fields still to be
 * filled by their signers, and each value is covered and locked by its own signer's signature.
 */
function laterFilledFieldChanges(signatures: EmbeddedSignature[], intactFields: ReadonlySet<number>, filled: FilledFormField[][], index: number): DocumentChange[] {
  const revisionEnd = endOf((signatures[index] as EmbeddedSignature).byteRange);
  return signatures.flatMap((other, otherIndex) =>
    endOf(other.byteRange) > revisionEnd && intactFields.has(other.fieldObject)
      ? (filled[otherIndex] ?? []).map((field) => ({ kind: "form_field" as const, page: field.page, field: field.name }))
      : [],
  );
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
function resultOf(signatures: SignatureReport[], hasDss: boolean, validationTime: Date): ValidationResult {
  const people = signatures.filter((report) => report.level !== "document-timestamp");
  const changed = signatures.filter((report) => report.modifiedAfterSigning);
  const problems = changed.length > 0 ? [{ code: "changed_after_signing" as const, pages: pagesOf(changed.flatMap((report) => report.changes)) }] : [];
  const indication = worstIndication(signatures.map((report) => report.indication));
  let verdict: ValidationResult["verdict"];
  if (people.length === 0 && signatures.length === 0) verdict = "no_signatures";
  else if (people.some((report) => !report.integrity)) verdict = "invalid";
  else if (changed.length > 0) verdict = "changed_after_signing";
  else if (people.some((report) => report.chain !== "trusted")) verdict = "untrusted";
  else verdict = "valid";
  return { verdict, validationTime: validationTime.toISOString(), indication, signatures, hasDss, problems };
}
