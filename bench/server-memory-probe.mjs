// Loaded into the Paraph server by bench/business-activity.bench.ts (NODE_OPTIONS="--expose-gc
// --import ..."), so that the server's own memory is measured, not the benchmark's. It samples
// the process's RSS and JS heap every 50 ms and keeps the peaks. On SIGUSR2 it prints one line,
// "paraph-bench-memory {json}", with the peaks since the previous signal and the memory now
// after a full collection, then starts a new window from there.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import v8 from "node:v8";
import { isMainThread } from "node:worker_threads";

// BENCH_SERVER_TRACE_GC=1 prints each collection of the server (NODE_OPTIONS does not take --trace-gc).
if (process.env.BENCH_SERVER_TRACE_GC === "1") v8.setFlagsFromString("--trace-gc");

if (isMainThread) {
  const collect = () => globalThis.gc?.();
  let peakRss = 0;
  let peakHeapUsed = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeapUsed = Math.max(peakHeapUsed, now.heapUsed);
  };
  setInterval(sample, 50).unref();
  process.on("SIGUSR2", () => {
    sample();
    collect();
    const now = process.memoryUsage();
    process.stdout.write(`paraph-bench-memory ${JSON.stringify({ peakRss, peakHeapUsed, rss: now.rss, heapUsed: now.heapUsed })}\n`);
    peakRss = now.rss;
    peakHeapUsed = now.heapUsed;
    profileWindow();
  });
}

// Looking into what the server keeps during the first measuring window (the first export):
// - BENCH_SERVER_HEAP_PROFILE=<file>: a sampling allocation profile that keeps only what outlived
//   young-generation collections (what makes the old space grow), written at the window's end;
// - BENCH_SERVER_SNAPSHOT=<file>: a heap snapshot (what is live) 1.5 s into the window.
const session = new Session();
let windowsSeen = 0;
function profileWindow() {
  windowsSeen += 1;
  const profile = process.env.BENCH_SERVER_HEAP_PROFILE;
  const snapshot = process.env.BENCH_SERVER_SNAPSHOT;
  if (windowsSeen === 1 && snapshot) setTimeout(() => v8.writeHeapSnapshot(snapshot), 1500);
  if (!profile) return;
  if (windowsSeen === 1) {
    session.connect();
    session.post("HeapProfiler.startSampling", { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false });
  } else if (windowsSeen === 2) {
    session.post("HeapProfiler.stopSampling", (error, result) => {
      if (!error) writeFileSync(profile, JSON.stringify(result.profile));
    });
  }
}
