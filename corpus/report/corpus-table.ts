import type { CheckResult } from "../checks/check-result.ts";
import { CHECK_NAMES, type FileResult } from "../run/file-result.ts";
import type { CorpusSummary } from "./corpus-summary.ts";

const seconds = (milliseconds: number | undefined) => (milliseconds === undefined ? "" : (milliseconds / 1000).toFixed(1));
const mark = (check: CheckResult) => ({ pass: "ok", fail: "FAIL", "not-run": "-" })[check.status];

/** One row per file, as the console table and the markdown table show it. */
function rowOf(result: FileResult): string[] {
  const outcome = result.outcome === "signed" ? CHECK_NAMES.map((name) => mark(result.checks[name])) : [`${result.outcome.toUpperCase()}: ${result.reason.slice(0, 90)}`];
  return [result.id, result.source, result.producer.slice(0, 28), String(result.pages), seconds(result.signMilliseconds), seconds(result.validateMilliseconds), ...outcome];
}

const HEADER = ["file", "package", "producer", "pages", "sign s", "validate s", ...CHECK_NAMES];

/** The table a run prints: fixed-width columns, long names cut. */
export function formatTable(results: readonly FileResult[]): string {
  const rows = [HEADER, ...results.map(rowOf)].map((row) => row.map((cell, index) => (index < 2 ? cell.slice(0, 44) : cell)));
  const widths = HEADER.map((_, index) => Math.max(...rows.map((row) => (index === row.length - 1 && row.length < HEADER.length ? 0 : (row[index]?.length ?? 0)))));
  return rows.map((row) => row.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ").trimEnd()).join("\n");
}

/** Totals in a few lines: what a reader checks first. */
export function formatTotals(summary: CorpusSummary): string {
  const checks = CHECK_NAMES.map((name) => `${name} ${summary.checks[name].pass} pass / ${summary.checks[name].fail} fail`).join(", ");
  return [
    `files ${summary.files} from ${summary.sources} sources; ${summary.producers} producers (${summary.producerFamilies.length} families); pages ${summary.pages.total} (${summary.pages.min}–${summary.pages.max} a file)`,
    `signed ${summary.signed} (${summary.cleaned} as cleaned copies), refused ${summary.refused}, failed ${summary.failed}; falsely "changed after signing": ${summary.falselyChanged}`,
    `checks: ${checks}`,
    `sign (upload to completed download, two signers) p50 ${seconds(summary.signing.p50Ms)} s, p99 ${seconds(summary.signing.p99Ms)} s; validate p50 ${seconds(summary.validation.p50Ms)} s, p99 ${seconds(summary.validation.p99Ms)} s (${summary.validationsOverDefaultLimit} over the default 15 s limit)`,
  ].join("\n");
}

/** Every file that failed to sign and every failed check, one line each: what must be empty. */
export function formatFailures(results: readonly FileResult[]): string[] {
  return results.flatMap((result) => {
    if (result.outcome === "failed") return [`${result.id}: signing failed: ${result.reason}`];
    return CHECK_NAMES.filter((name) => result.checks[name].status === "fail").map((name) => `${result.id}: ${name}: ${result.checks[name].detail}`);
  });
}

/** Files the upload refused, and files signed as cleaned copies, with what was found. */
export function formatRefusalsAndCleaning(results: readonly FileResult[]): string[] {
  return results.flatMap((result) => {
    if (result.outcome === "refused") return [`${result.id}: refused: ${result.reason}`];
    return result.cleaned.length > 0 ? [`${result.id}: signed as a cleaned copy without ${result.cleaned.join(", ")}`] : [];
  });
}

/** The markdown summary: totals, findings, then the table. */
export function formatMarkdown(results: readonly FileResult[], summary: CorpusSummary, title: string): string {
  const escape = (cell: string) => cell.replaceAll("|", "\\|");
  const failures = formatFailures(results);
  const refusals = formatRefusalsAndCleaning(results);
  return [
    `# ${title}`,
    "",
    "```",
    formatTotals(summary),
    "```",
    "",
    `Producer families: ${summary.producerFamilies.join(", ")}`,
    "",
    "## Failures",
    "",
    ...(failures.length ? failures.map((line) => `- ${escape(line)}`) : ["None."]),
    "",
    "## Refused or cleaned at upload",
    "",
    ...(refusals.length ? refusals.map((line) => `- ${escape(line)}`) : ["None."]),
    "",
    "## Files",
    "",
    `| ${HEADER.join(" | ")} |`,
    `| ${HEADER.map(() => "---").join(" | ")} |`,
    ...results.map((result) => `| ${rowOf(result).map(escape).join(" | ")} |`),
    "",
  ].join("\n");
}
