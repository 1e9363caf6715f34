// Loaded into the Paraph server by bench/business-activity.bench.ts (NODE_OPTIONS="--expose-gc
// --import ..."), so that the server's own memory is measured, not the benchmark's. It samples
// the process's RSS and JS heap every 50 ms and keeps the peaks. On SIGUSR2 it prints one line,
// "paraph-bench-memory {json}", with the peaks since the previous signal and the memory now
// after a full collection, then starts a new window from there.
import { isMainThread } from "node:worker_threads";

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
  });
}
