import http from "node:http";
import { percentile } from "./statistics.ts";

export interface SteadyLoadResult {
  sent: number;
  /** Responses per second over the run. */
  achievedRate: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Non-2xx answers and failed connections. */
  errors: number;
}

/**
 * An open-loop load at a steady rate: request i leaves at start + i / rate, whether or not
 * earlier ones have been answered, and its latency counts from that planned moment (so a stalled
 * server or a late timer shows up as latency instead of as fewer requests). This is what "p99 at
 * 200 requests per second" means. autocannon's `overallRate` differs: each connection sends its
 * share of a second's requests back to back and then waits for the next second, so a 200 req/s
 * run is a burst of 200 at the top of every second, and its latencies are corrected for
 * coordinated omission with a one-millisecond interval, adding synthetic samples.
 */
export async function steadyLoad(options: { url: string; headers: Record<string, string>; rate: number; seconds: number }): Promise<SteadyLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(options.url);
  const count = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < count; index += 1) {
    const plannedAt = started + (index * 1000) / options.rate;
    const wait = plannedAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      new Promise<void>((resolve) => {
        const request = http.get(target, { agent, headers: options.headers }, (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - plannedAt);
            if ((response.statusCode ?? 500) >= 300) errors += 1;
            resolve();
          });
        });
        request.on("error", () => {
          errors += 1;
          resolve();
        });
      }),
    );
  }
  await Promise.all(pending);
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    sent: count,
    achievedRate: latencies.length / elapsedSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: percentile(latencies, 1),
    errors,
  };
}
