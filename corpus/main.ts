import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatFailures, formatMarkdown, formatRefusalsAndCleaning, formatTable, formatTotals } from "./report/corpus-table.ts";
import { isClean, summarise } from "./report/corpus-summary.ts";
import { runCorpus } from "./run/run-corpus.ts";

/**
 * `npm run corpus [-- --sample 20] [--concurrency 2] [--cache .cache/corpus]`: signs real PDFs
 * from Debian's documentation packages with two signers each through the built server
 * (`npm run build` first), checks each with Paraph, pdfsig, PDFBox, qpdf and pdftotext, prints
 * the table and totals and writes them as JSON and markdown. Exits 1 when any file failed.
 */
const { values } = parseArgs({
  options: {
    sample: { type: "string" },
    concurrency: { type: "string", default: "2" },
    cache: { type: "string", default: path.resolve(import.meta.dirname, "../.cache/corpus") },
  },
});
const cacheDir = path.resolve(values.cache);
const selection = values.sample ? ({ kind: "sample", size: Number(values.sample) } as const) : ({ kind: "full" } as const);
const out = (text: string) => process.stdout.write(`${text}\n`);

const started = performance.now();
const results = await runCorpus({
  cacheDir,
  selection,
  concurrency: Number(values.concurrency),
  shadowEvery: 10,
  onFileDone: (result, done, total) => out(`[${done}/${total}] ${result.id}: ${result.outcome}${result.outcome === "signed" ? "" : ` (${result.reason.slice(0, 120)})`}`),
});
const summary = summarise(results);
const title = `Real-PDF corpus, ${selection.kind === "full" ? "full" : `sample of ${selection.size}`}, ${new Date().toISOString()}, ${((performance.now() - started) / 60_000).toFixed(1)} min`;

out(`\n${formatTable(results)}\n`);
for (const line of [...formatRefusalsAndCleaning(results), ...formatFailures(results)]) out(`- ${line}`);
out(`\n${formatTotals(summary)}`);

const reportDir = path.join(cacheDir, "report");
await fs.mkdir(reportDir, { recursive: true });
const baseName = path.join(reportDir, `corpus-${selection.kind}`);
await fs.writeFile(`${baseName}.json`, `${JSON.stringify({ title, summary, results }, null, 2)}\n`);
await fs.writeFile(`${baseName}.md`, formatMarkdown(results, summary, title));
out(`\nWritten: ${baseName}.json, ${baseName}.md`);
process.exitCode = isClean(summary) ? 0 : 1;
