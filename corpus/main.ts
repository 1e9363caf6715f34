import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatFailures, formatMarkdown, formatRefusalsAndCleaning, formatTable, formatTotals } from "./report/corpus-table.ts";
import { isClean, summarise } from "./report/corpus-summary.ts";
import type { FileResult } from "./run/file-result.ts";
import { runCorpus } from "./run/run-corpus.ts";
import type { CorpusSelection } from "./selection/collect-corpus.ts";

/**
 * `npm run corpus [-- --sample 20 | --again-failed-in <report.json>] [--concurrency 2] [--cache .cache/corpus]`: signs real PDFs
 * from Debian's documentation packages with two signers each through the built server
 * (`npm run build` first), checks each with Paraph, pdfsig, PDFBox, qpdf and pdftotext, prints
 * the table and totals and writes them as JSON and markdown. Exits 1 when any file failed.
 * `--again-failed-in` runs only the files that failed in an earlier report (after a fix).
 */
const { values } = parseArgs({
  options: {
    sample: { type: "string" },
    "again-failed-in": { type: "string" },
    concurrency: { type: "string", default: "2" },
    cache: { type: "string", default: path.resolve(import.meta.dirname, "../.cache/corpus") },
  },
});
const cacheDir = path.resolve(values.cache);
const selection: CorpusSelection = values.sample
  ? { kind: "sample", size: Number(values.sample) }
  : values["again-failed-in"]
    ? { kind: "only", ids: await failedIdsIn(values["again-failed-in"]) }
    : { kind: "full" };
const out = (text: string) => process.stdout.write(`${text}\n`);

const reportDir = path.join(cacheDir, "report");
const baseName = path.join(reportDir, `corpus-${selection.kind}`);
await fs.mkdir(reportDir, { recursive: true });
// Each file's result as it comes, so a run stopped halfway still tells what it found.
await fs.writeFile(`${baseName}.partial.jsonl`, "");
const started = performance.now();
const results = await runCorpus({
  cacheDir,
  selection,
  concurrency: Number(values.concurrency),
  shadowEvery: 10,
  onFileDone: (result, done, total) => {
    out(`[${done}/${total}] ${result.id}: ${result.outcome}${result.outcome === "signed" ? "" : ` (${result.reason.slice(0, 120)})`}`);
    for (const failure of formatFailures([result])) out(`  FAIL ${failure.slice(0, 300)}`);
    void fs.appendFile(`${baseName}.partial.jsonl`, `${JSON.stringify(result)}\n`);
  },
});
const summary = summarise(results);
const title = `Real-PDF corpus, ${describeSelection(selection)}, ${new Date().toISOString()}, ${((performance.now() - started) / 60_000).toFixed(1)} min`;

out(`\n${formatTable(results)}\n`);
for (const line of [...formatRefusalsAndCleaning(results), ...formatFailures(results)]) out(`- ${line}`);
out(`\n${formatTotals(summary)}`);

await fs.writeFile(`${baseName}.json`, `${JSON.stringify({ title, summary, results }, null, 2)}\n`);
await fs.writeFile(`${baseName}.md`, formatMarkdown(results, summary, title));
out(`\nWritten: ${baseName}.json, ${baseName}.md`);
process.exitCode = isClean(summary) ? 0 : 1;

function describeSelection(chosen: CorpusSelection): string {
  if (chosen.kind === "sample") return `sample of ${chosen.size}`;
  return chosen.kind === "only" ? `${chosen.ids.length} files that failed before` : "full";
}

async function failedIdsIn(reportFile: string): Promise<string[]> {
  const { results } = JSON.parse(await fs.readFile(reportFile, "utf8")) as { results: FileResult[] };
  return results.filter((result) => result.outcome === "failed" || Object.values(result.checks).some((check) => check.status === "fail")).map((result) => result.id);
}
