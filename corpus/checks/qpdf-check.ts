import { runTool } from "../support/run-tool.ts";
import { fail, pass, type CheckResult } from "./check-result.ts";

/** qpdf's exit codes ordered by severity: 0 sound, 3 warnings, 2 errors; anything else worst. */
const SEVERITY: Record<number, number> = { 0: 0, 3: 1, 2: 2 };
const SEVERITY_NAMES = ["sound", "warnings", "errors", "qpdf failed"];

interface QpdfVerdict {
  severity: number;
  warnings: number;
  firstMessage: string;
}

async function qpdfVerdict(file: string): Promise<QpdfVerdict> {
  const { code, stdout, stderr } = await runTool("qpdf", ["--check", file]);
  const messages = `${stdout}\n${stderr}`.split("\n").filter((line) => /WARNING|ERROR|error/i.test(line));
  return { severity: SEVERITY[code] ?? 3, warnings: messages.length, firstMessage: messages[0]?.trim().slice(0, 200) ?? "" };
}

/**
 * `qpdf --check` of the signed file is no worse than of the original: not a graver exit code and
 * not more warnings. Signing appends revisions; it must not bring damage of its own, while
 * damage the original already had (qpdf repairs many real files) is the original's.
 */
export async function checkWithQpdf(originalFile: string, signedFile: string): Promise<CheckResult> {
  const [original, signed] = await Promise.all([qpdfVerdict(originalFile), qpdfVerdict(signedFile)]);
  const describe = (verdict: QpdfVerdict) => `${SEVERITY_NAMES[verdict.severity]}${verdict.warnings ? ` (${verdict.warnings})` : ""}`;
  const comparison = `original ${describe(original)}, signed ${describe(signed)}`;
  if (signed.severity > original.severity || signed.warnings > original.warnings) return fail(`${comparison}: ${signed.firstMessage}`);
  return pass(comparison);
}
