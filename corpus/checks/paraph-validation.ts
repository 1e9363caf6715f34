import { validateDocument } from "@paraph/contracts";
import type { z } from "zod";
import { fail, pass, type CheckResult } from "./check-result.ts";

export type ValidationReport = z.infer<typeof validateDocument.response>;

/**
 * A signature as the contract reports it. The ETSI fields are read when the contract has them
 * (issue 29 adds them) and fall back to integrity, chain and modifiedAfterSigning where it does
 * not, so the corpus judges whichever validator it meets.
 */
type SignatureReport = ValidationReport["signatures"][number] &
  Partial<{ indication: string; subIndication: string | null; modificationLevel: string; permittedModificationLevel: string }>;

/** What PAdES allows after a signature without calling the document changed: nothing, validation data, later signatures with their own fields. */
const ALLOWED_MODIFICATION_LEVELS = ["none", "validation_data", "signatures"];

/** `POST /v1/validate` as anyone calls it; the answer is read with the contract's own schema, so a field the contract gains is read too. */
export async function validateWithParaph(serverUrl: string, pdf: Uint8Array): Promise<{ report: ValidationReport; milliseconds: number }> {
  const started = performance.now();
  const response = await fetch(`${serverUrl}/api${validateDocument.path}`, { method: validateDocument.method, headers: { "content-type": "application/pdf" }, body: new Uint8Array(pdf) });
  const milliseconds = performance.now() - started;
  if (response.status !== 200) throw new Error(`validate answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const parsed = validateDocument.response.safeParse(await response.json());
  if (!parsed.success) throw new Error(`the answer does not match the contract: ${parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  return { report: parsed.data, milliseconds };
}

/** Paraph's people, the document time-stamp, and signatures made before the upload by someone else. */
function partition(report: ValidationReport, paraphSigners: readonly string[]) {
  const signatures: SignatureReport[] = report.signatures;
  const isTimeStamp = (signature: SignatureReport) => signature.subFilter === "ETSI.RFC3161";
  const isOurs = (signature: SignatureReport) => !isTimeStamp(signature) && paraphSigners.includes(signature.signer.name ?? "");
  return {
    ours: signatures.filter(isOurs),
    timeStamps: signatures.filter(isTimeStamp),
    foreign: signatures.filter((signature) => !isOurs(signature) && !isTimeStamp(signature)),
  };
}

/** Whether Paraph says the document was changed after a signature: what a false alarm is on an untouched file. */
export function reportsChangeAfterSigning(report: ValidationReport): boolean {
  return report.verdict === "changed_after_signing" || report.signatures.some((signature) => signature.modifiedAfterSigning);
}

/** Nothing after the signature went beyond validation data and later signatures. */
function isUnchanged(signature: SignatureReport): boolean {
  const level = signature.modificationLevel;
  return !signature.modifiedAfterSigning && (level === undefined || ALLOWED_MODIFICATION_LEVELS.includes(level));
}

/** TOTAL-PASSED where the validator gives indications; intact and trusted where it does not. */
function isPassed(signature: SignatureReport): boolean {
  return signature.indication !== undefined ? signature.indication === "TOTAL-PASSED" : signature.integrity && signature.chain === "trusted";
}

/** A signature nobody here trusts may be INDETERMINATE, never failed: its bytes must verify. */
function isIntact(signature: SignatureReport): boolean {
  return signature.integrity && signature.indication !== "TOTAL-FAILED";
}

function describeSignature(signature: SignatureReport): string {
  const changes = signature.changes.map((change) => `${change.kind}${change.page ? ` p${change.page}` : ""}`).join(",");
  const indication = signature.indication ? `${signature.indication}${signature.subIndication ? `/${signature.subIndication}` : ""}, ` : "";
  const modification = signature.modificationLevel ? `, modifications ${signature.modificationLevel} (allowed ${signature.permittedModificationLevel})` : "";
  return `${signature.signer.name ?? signature.subFilter}: ${indication}integrity ${signature.integrity}, ${signature.chain}, ${signature.level}${modification}${signature.modifiedAfterSigning ? `, changed after signing [${changes}]` : ""}${signature.problems.length ? `, ${signature.problems.join("/")}` : ""}`;
}

/**
 * A completed, untouched document passes when each of Paraph's people's signatures and each
 * time-stamp passed (TOTAL-PASSED) with nothing after it beyond validation data and signature
 * fields, and a signature made before the upload is still intact and unchanged (its certificate
 * is nobody's trusted one, so the verdict is then `untrusted` rather than `valid`).
 */
export function judgeUntouchedDocument(report: ValidationReport, paraphSigners: readonly string[]): CheckResult {
  const { ours, timeStamps, foreign } = partition(report, paraphSigners);
  const problems: string[] = [];
  if (ours.length !== paraphSigners.length) problems.push(`${ours.length} of ${paraphSigners.length} Paraph signatures reported`);
  if (timeStamps.length === 0) problems.push("no document time-stamp reported");
  for (const signature of [...ours, ...timeStamps]) {
    if (!isPassed(signature) || !isUnchanged(signature)) problems.push(describeSignature(signature));
  }
  for (const signature of foreign) {
    if (!isIntact(signature) || !isUnchanged(signature)) problems.push(describeSignature(signature));
  }
  const acceptedVerdicts = foreign.length > 0 ? ["valid", "untrusted"] : ["valid"];
  if (!acceptedVerdicts.includes(report.verdict)) problems.push(`verdict ${report.verdict}`);
  const summary = `${report.verdict}, ${report.signatures.map((signature) => signature.level).join("/")}`;
  return problems.length === 0 ? pass(summary) : fail(`${problems.join("; ").slice(0, 500)} — ${summary}`);
}

/** A document changed after its last signature must be reported as such (or as broken), never as valid. */
export function judgeShadowedDocument(report: ValidationReport): CheckResult {
  const signatures: SignatureReport[] = report.signatures;
  const changed = signatures.filter((signature) => !isUnchanged(signature)).map(describeSignature);
  const summary = `verdict ${report.verdict}${changed.length ? `; ${changed.join("; ")}` : ""}`;
  const isReported = changed.length > 0 || reportsChangeAfterSigning(report) || report.verdict === "invalid";
  return isReported ? pass(summary.slice(0, 300)) : fail(`the change went unreported: ${summary}`.slice(0, 300));
}
