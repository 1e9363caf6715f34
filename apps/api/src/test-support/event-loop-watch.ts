import { readFileSync } from "node:fs";
import type { TestApp } from "./test-app.ts";

/**
 * How long the event loop was held by work on this process's main thread. A timer's lateness alone
 * also counts the time the operating system gave the core to other processes (on a loaded 2-core
 * machine, easily 200 ms), which is no stall of ours; so each late tick is charged only the CPU
 * time the main thread itself used meanwhile (Linux per-thread accounting, 10 ms ticks). Where that
 * accounting is missing, the lateness is charged whole.
 */
export interface StallReport {
  /** The longest stretch the main thread was busy while the loop was late. */
  worstMilliseconds: number;
  worstDuring: string;
  /** The longest lateness of the timer, whatever its cause (for the record). */
  worstWallMilliseconds: number;
  samples: number;
}

const MAIN_THREAD_STAT = `/proc/self/task/${process.pid}/stat`;
const CLOCK_TICK_MS = 10;

/** CPU time the main thread has used (user + system), in ms; undefined where Linux does not say. */
export function mainThreadCpuMilliseconds(): number | undefined {
  try {
    const stat = readFileSync(MAIN_THREAD_STAT, "latin1");
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return undefined;
  }
}

/**
 * A timer every 10 ms that measures how late it fires: any synchronous work on the event loop
 * (parsing, inflating, signing outside a worker) shows as lateness. `label` names the step in
 * progress so the worst stall can be blamed on it.
 */
export function watchEventLoop(intervalMs = 10): { label: (step: string) => void; stop: () => StallReport } {
  let step = "start";
  let expected = performance.now() + intervalMs;
  let cpuAtLastTick = mainThreadCpuMilliseconds();
  const report: StallReport = { worstMilliseconds: 0, worstDuring: "nothing", worstWallMilliseconds: 0, samples: 0 };
  const timer = setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - expected);
    const cpu = mainThreadCpuMilliseconds();
    // One clock tick of slack: the kernel counts CPU time in whole ticks.
    const busy = cpu === undefined || cpuAtLastTick === undefined ? late : Math.min(late, Math.max(0, cpu - cpuAtLastTick - CLOCK_TICK_MS));
    cpuAtLastTick = cpu;
    report.samples += 1;
    report.worstWallMilliseconds = Math.max(report.worstWallMilliseconds, late);
    if (busy > report.worstMilliseconds) {
      report.worstMilliseconds = busy;
      report.worstDuring = step;
    }
    expected = now + intervalMs;
  }, intervalMs);
  return {
    label: (next) => {
      step = next;
    },
    stop: () => {
      clearInterval(timer);
      return report;
    },
  };
}

/** Runs `work` under a watch of the event loop; its result and the stall report. */
export async function measureEventLoopDuring<T>(work: () => Promise<T>): Promise<{ result: T; stalls: StallReport }> {
  const watch = watchEventLoop();
  try {
    const result = await work();
    return { result, stalls: watch.stop() };
  } finally {
    watch.stop();
  }
}

export interface ProbeReport {
  requests: number;
  slowestMilliseconds: number;
  slowestDuring: string;
  failures: string[];
}

/**
 * Cheap requests that touch the database (`GET /v1/user`), one after another every `pauseMs`,
 * while the suite does its heavy work: each must answer 200 within `limitMs`.
 */
export function probeDatabaseCalls(testApp: TestApp, token: string, options: { limitMs: number; pauseMs?: number; currentStep: () => string }): { stop: () => Promise<ProbeReport> } {
  const report: ProbeReport = { requests: 0, slowestMilliseconds: 0, slowestDuring: "nothing", failures: [] };
  let running = true;
  const loop = (async () => {
    while (running) {
      const step = options.currentStep();
      const started = performance.now();
      const response = await testApp.request({ method: "GET", url: "/api/v1/user", token });
      const elapsed = performance.now() - started;
      report.requests += 1;
      if (elapsed > report.slowestMilliseconds) {
        report.slowestMilliseconds = elapsed;
        report.slowestDuring = step;
      }
      if (response.statusCode !== 200 || elapsed > options.limitMs) report.failures.push(`${step}: GET /v1/user answered ${response.statusCode} after ${elapsed.toFixed(0)} ms`);
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 25));
    }
  })();
  return {
    stop: async () => {
      running = false;
      // A probe stuck on an API that no longer answers is reported, not waited for.
      const stuck = new Promise<void>((resolve) => setTimeout(resolve, options.limitMs).unref());
      await Promise.race([loop, stuck]);
      return report;
    },
  };
}
