import { ManualClock } from "../apps/api/src/platform/clock.ts";
import { SigningServices } from "../apps/api/src/pdf-engine/signing-services.ts";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { baselineP12, baselineSigners } from "./baseline-signers.ts";
import { benchLastSigner } from "./last-signer.bench.ts";
import { benchPdf, signerAtLevel } from "./sign-at-level.ts";
import { benchSigningByPageCount } from "./signing-pages.bench.ts";
import { signaturesPerSecond } from "./signing-throughput.ts";
import { median, percentile, printTable } from "./support.ts";
import { timeRuns } from "./statistics.ts";

const RUNS = 30;

function measure(work: () => Promise<unknown>): Promise<number[]> {
  return timeRuns(work, RUNS, 3);
}

export async function benchSigning(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-signing-"));
  const clock = new ManualClock();
  const services = await SigningServices.open(dataDir, clock);
  const baselines = baselineSigners(baselineP12());
  const rows: Record<string, string | number>[] = [];
  for (const pageCount of [10, 100]) {
    const pdf = await benchPdf(pageCount);
    const signAt = await signerAtLevel(services, clock, pdf);
    for (const level of ["B-B", "B-T", "B-LT", "B-LTA"] as const) {
      const durations = await measure(() => signAt(level));
      rows.push({ signer: `Paraph ${level}`, pages: pageCount, "p50 ms": median(durations).toFixed(1), "p95 ms": percentile(durations, 0.95).toFixed(1), "per second (1 core)": (1000 / median(durations)).toFixed(1) });
    }
    for (const [name, sign] of Object.entries(baselines)) {
      const baseline = await measure(() => sign(pdf));
      rows.push({ signer: `${name}, no time-stamp`, pages: pageCount, "p50 ms": median(baseline).toFixed(1), "p95 ms": percentile(baseline, 0.95).toFixed(1), "per second (1 core)": (1000 / median(baseline)).toFixed(1) });
    }
  }
  const throughput: Record<string, string | number>[] = [];
  for (const [level, pageCount] of [["B-T", 10], ["B-LTA", 10], ["B-LTA", 1000]] as const) {
    for (const writer of ["incremental", "full-parse"] as const) {
      const one = await signaturesPerSecond({ processes: 1, dataDir, pageCount, level, seconds: 10, writer });
      const two = await signaturesPerSecond({ processes: 2, dataDir, pageCount, level, seconds: 10, writer });
      throughput.push({ level, pages: pageCount, revisions: writer, "1 process, per second": one.toFixed(1), "2 processes, per second": two.toFixed(1) });
    }
  }
  printTable(`Signing latency, ${RUNS} runs after 3 warm-up runs (B-LT: signature + DSS with certificates, OCSP and CRLs; B-LTA: and the document time-stamp)`, rows);
  printTable(`Signing throughput on ${os.cpus().length} cores: processes signing back to back for 10 s each, after 5 warm-up signatures`, throughput);
  await benchSigningByPageCount(dataDir);
  await benchLastSigner(5000);
  await fs.rm(dataDir, { recursive: true, force: true });
}
