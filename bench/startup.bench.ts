import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { median, printTable, startServer } from "./support.ts";

/** Time from starting the built server to the first 200 on /api/v1/datetime. */
async function timeToFirstAnswer(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServer({ dataDir });
  for (;;) {
    const response = await fetch(`${server.url}/api/v1/datetime`).catch(() => undefined);
    if (response?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}

export async function benchStartup(runs = 3): Promise<void> {
  const empty: number[] = [];
  const existing: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-"));
    empty.push(await timeToFirstAnswer(dataDir));
    existing.push(await timeToFirstAnswer(dataDir));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  printTable(`Start-up to first 200 on /api/v1/datetime (median of ${runs}, ms)`, [
    { dataFolder: "empty (initdb + migrations)", medianMs: Math.round(median(empty)), runs: empty.map(Math.round).join(" / ") },
    { dataFolder: "existing", medianMs: Math.round(median(existing)), runs: existing.map(Math.round).join(" / ") },
  ]);
}
