import type { SignatureReport, ValidationResult } from "../api/validate-pdf-file.ts";

/**
 * How one signature fares: intact and trusted, intact with something to know, intact but the
 * document was changed after it in a way a reader sees (a shadow change), or broken.
 */
export type SignatureStatus = "valid" | "remarks" | "changed" | "invalid";
export type Verdict = SignatureStatus | "unsigned";

/** Reasons to read a valid result with care, in the order the verdict lists them. */
export const REMARKS = ["untrusted_chain", "invalid_time_stamp", "claimed_time", "changed_after_last_signature"] as const;
export type Remark = (typeof REMARKS)[number];

export interface Assessment {
  verdict: Verdict;
  /** ETSI EN 319 102-1's word for the whole document, from the API: its worst signature's; null without signatures. */
  indication: ValidationResult["indication"];
  /** The people's (or seals') signatures, in the order they were added. */
  signatures: SignatureReport[];
  /** Document time-stamps (ETSI.RFC3161): they seal the file, they name no signer. */
  documentTimeStamps: SignatureReport[];
  remarks: Remark[];
  hasDss: boolean;
  /** Pages that differ from what was signed (empty when the change is elsewhere, or there is none). */
  changedPages: number[];
}

export function isDocumentTimeStamp(report: SignatureReport): boolean {
  return report.level === "document-timestamp";
}

/** What a signature that is intact still leaves open. */
export function remarksOf(signature: SignatureReport): Remark[] {
  const remarks: Remark[] = [];
  if (signature.chain !== "trusted") remarks.push("untrusted_chain");
  if (signature.timeStamps.some((stamp) => !stamp.valid)) remarks.push("invalid_time_stamp");
  if (signature.timeSource !== "time-stamp") remarks.push("claimed_time");
  return remarks;
}

export function statusOf(signature: SignatureReport): SignatureStatus {
  if (!signature.integrity) return "invalid";
  if (signature.modifiedAfterSigning) return "changed";
  return remarksOf(signature).length > 0 ? "remarks" : "valid";
}

/**
 * The overall verdict: unsigned without signatures; invalid as soon as one signature no longer
 * matches its bytes or does not verify; otherwise valid, with remarks when a chain is untrusted, a
 * time is unproven, a time-stamp fails, or bytes follow the last signature or time-stamp. A
 * document time-stamp that fails is a remark: the API cannot tell changed bytes from a time-stamp
 * authority it does not trust, and the signatures it sealed are judged on their own. Intact
 * signatures over a document that was then changed where a reader would see it (page content,
 * annotations, form values, pages) are never valid: the verdict is "changed", with the pages.
 */
export function assessValidation(result: ValidationResult): Assessment {
  const signatures = result.signatures.filter((report) => !isDocumentTimeStamp(report));
  const documentTimeStamps = result.signatures.filter(isDocumentTimeStamp);
  const found = new Set<Remark>(signatures.flatMap(remarksOf));
  if (documentTimeStamps.some((stamp) => !stamp.integrity)) found.add("invalid_time_stamp");
  const last = result.signatures.at(-1);
  if (last && !last.coversWholeDocument) found.add("changed_after_last_signature");
  const remarks = REMARKS.filter((remark) => found.has(remark));

  let verdict: Verdict;
  if (signatures.length === 0) verdict = "unsigned";
  else if (signatures.some((signature) => !signature.integrity)) verdict = "invalid";
  else if (isChangedAfterSigning(result)) verdict = "changed";
  else verdict = remarks.length > 0 ? "remarks" : "valid";
  return { verdict, indication: result.indication, signatures, documentTimeStamps, remarks, hasDss: result.hasDss, changedPages: changedPagesOf(result) };
}

function isChangedAfterSigning(result: ValidationResult): boolean {
  return result.problems.some((problem) => problem.code === "changed_after_signing") || result.signatures.some((report) => report.modifiedAfterSigning);
}

function changedPagesOf(result: ValidationResult): number[] {
  const pages = new Set(result.problems.flatMap((problem) => (problem.code === "changed_after_signing" ? problem.pages : [])));
  return [...pages].sort((left, right) => left - right);
}
