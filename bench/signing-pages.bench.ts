import { ManualClock } from "../apps/api/src/platform/clock.ts";
import { fullParsePdfRevisions } from "../apps/api/src/pdf-engine/pades/pdf-revisions.ts";
import { SigningServices } from "../apps/api/src/pdf-engine/signing-services.ts";
import { baselineP12, baselineSigners } from "./baseline-signers.ts";
import { benchPdf, signerAtLevel } from "./sign-at-level.ts";
import { median, percentile, printTable } from "./support.ts";

export const PAGE_SERIES = [10, 100, 1000, 5000];

/** Fewer rounds on the largest documents, whose baselines take long: still enough for a p99 of the rounds. */
function roundsFor(pageCount: number): number {
  return pageCount >= 5000 ? 6 : pageCount >= 1000 ? 20 : 40;
}

/**
 * Whether one signature costs the same on 10 and on 5 000 pages: Paraph's B-B and B-LTA, the same
 * levels written the way they were before (pdf-lib loading the whole document), and the two peers,
 * every signer once per round in turn, each round starting one further (so machine noise and the
 * previous signer's garbage fall on all alike), after warm-up.
 */
export async function benchSigningByPageCount(dataDir: string, pageSeries = PAGE_SERIES): Promise<void> {
  const clock = new ManualClock();
  const services = await SigningServices.open(dataDir, clock);
  const baselines = baselineSigners(baselineP12());
  for (const pageCount of pageSeries) {
    const rows: Record<string, string | number>[] = [];
    const pdf = await benchPdf(pageCount);
    const signAt = await signerAtLevel(services, clock, pdf);
    const signAtBefore = await signerAtLevel(services, clock, pdf, fullParsePdfRevisions);
    const signers: Record<string, () => Promise<unknown>> = {
      "Paraph B-B": () => signAt("B-B"),
      "Paraph B-LTA": () => signAt("B-LTA"),
      "Paraph B-B, before (pdf-lib full parse)": () => signAtBefore("B-B"),
      "Paraph B-LTA, before (pdf-lib full parse)": () => signAtBefore("B-LTA"),
      ...Object.fromEntries(Object.entries(baselines).map(([name, sign]) => [name, () => sign(pdf)])),
    };
    const durations = new Map<string, number[]>(Object.keys(signers).map((name) => [name, []]));
    const rounds = roundsFor(pageCount);
    const entries = Object.entries(signers);
    for (let round = -2; round < rounds; round += 1) {
      // Each round starts with the next signer: none always follows the same one (and its garbage).
      const start = (round + 2) % entries.length;
      for (const [name, sign] of [...entries.slice(start), ...entries.slice(0, start)]) {
        const started = performance.now();
        await sign();
        if (round >= 0) durations.get(name)?.push(performance.now() - started);
      }
    }
    for (const [name, values] of durations) {
      rows.push({ signer: name, pages: pageCount, "PDF KB": Math.round(pdf.length / 1024), rounds, "p50 ms": median(values).toFixed(1), "p99 ms": percentile(values, 0.99).toFixed(1) });
    }
    // One table per size: the largest take minutes, and each size's figures stand on their own.
    printTable(`Signing latency on ${pageCount} pages (one process; signers interleaved each round after 2 warm-up rounds)`, rows);
  }
}
