import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildsToMeasure, startTimed } from "./server-builds.ts";
import { percentile, printTable } from "./support.ts";

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 7);

/**
 * Time from spawning the built server to its first 200 on /api/v1/datetime, on an empty data
 * folder and again on the same folder (issue 19: ≤ 1 500 / ≤ 1 000 ms). With BENCH_BASELINE_API
 * the other build starts in the same rounds, one beside the other.
 */
export async function benchStartup(runs = RUNS): Promise<void> {
  const builds = buildsToMeasure();
  const times = new Map(builds.map((build) => [build.name, { empty: [] as number[], existing: [] as number[] }]));
  for (let run = 0; run < runs; run += 1) {
    for (const build of builds) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-"));
      try {
        for (const kind of ["empty", "existing"] as const) {
          const { server, ms } = await startTimed(build, dataDir);
          times.get(build.name)?.[kind].push(ms);
          await server.stop();
        }
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    }
  }
  const figure = (values: number[]) => `${Math.round(percentile(values, 0.5))} / ${Math.round(percentile(values, 0.99))}`;
  printTable(`Start-up to the first 200 on /api/v1/datetime, ${runs} runs, p50 / p99 ms`, [
    ...builds.flatMap((build) => {
      const measured = times.get(build.name) ?? { empty: [], existing: [] };
      return [
        { build: build.name, "data folder": "empty", "p50 / p99 ms": figure(measured.empty) },
        { build: build.name, "data folder": "existing", "p50 / p99 ms": figure(measured.existing) },
      ];
    }),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStartup();
