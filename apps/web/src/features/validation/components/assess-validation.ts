import type { SignatureReport, ValidationResult } from "../api/validate-pdf-file.ts";

/** How one signature fares: intact and trusted, intact with something to know, or broken. */
export type SignatureStatus = "valid" | "remarks" | "invalid";
export type Verdict = SignatureStatus | "unsigned";

/** Reasons to read a valid result with care, in the order the verdict lists them. */
export const REMARKS = ["untrusted_chain", "invalid_time_stamp", "claimed_time", "changed_after_last_signature"] as const;
export type Remark = (typeof REMARKS)[number];

export interface Assessment {
  verdict: Verdict;
  /** The people's (or seals') signatures, in the order they were added. */
  signatures: SignatureReport[];
  /** Document time-stamps (ETSI.RFC3161): they seal the file, they name no signer. */
  documentTimeStamps: SignatureReport[];
  remarks: Remark[];
  hasDss: boolean;
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
  return remarksOf(signature).length > 0 ? "remarks" : "valid";
}

/**
 * The overall verdict: unsigned without signatures; invalid as soon as one signature no longer
 * matches its bytes or does not verify; otherwise valid, with remarks when a chain is untrusted, a
 * time is unproven, a time-stamp fails, or bytes follow the last signature or time-stamp. A
 * document time-stamp that fails is a remark: the API cannot tell changed bytes from a time-stamp
 * authority it does not trust, and the signatures it sealed are judged on their own.
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
  else verdict = remarks.length > 0 ? "remarks" : "valid";
  return { verdict, signatures, documentTimeStamps, remarks, hasDss: result.hasDss };
}
