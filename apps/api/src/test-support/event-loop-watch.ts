import type { TestApp } from "./test-app.ts";

/** The longest the event loop was late, and what the suite was doing at that moment. */
export interface StallReport {
  worstMilliseconds: number;
  worstDuring: string;
  samples: number;
}

/**
 * A timer every 10 ms that measures how late it fires: any synchronous work on the event loop
 * (parsing, inflating, signing outside a worker) shows as lateness. `label` names the step in
 * progress so the worst stall can be blamed on it.
 */
export function watchEventLoop(intervalMs = 10): { label: (step: string) => void; stop: () => StallReport } {
  let step = "start";
  let expected = performance.now() + intervalMs;
  const report: StallReport = { worstMilliseconds: 0, worstDuring: "nothing", samples: 0 };
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - expected;
    report.samples += 1;
    if (late > report.worstMilliseconds) {
      report.worstMilliseconds = late;
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
