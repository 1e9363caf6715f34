/** What a shutdown stops, in this order (docs/OPERATIONS.md, "Shutting down"). */
export interface ShutdownSteps {
  /** GET /api/ready answers 503 `shutting_down` from the first moment. */
  readiness: { markShuttingDown(): void };
  /** Stops claiming jobs; a job still running after `graceMs` goes back to the queue. */
  jobs: { stop(options: { graceMs: number }): Promise<void> };
  /** Stops listening, lets requests in flight finish and ends every connection (Fastify's close with close-connections.ts). */
  closeServer(): Promise<void>;
  closeDatabase(): Promise<void>;
  timeoutMs: number;
  /** Lines for the operator (stdout). */
  report(line: string): void;
  exit(code: number): void;
}

/** Time kept back from the jobs' grace for handing them back and closing the database. */
const CLOSING_MARGIN_MS = 1000;

/**
 * Returns the shutdown a signal starts: readiness fails at once; the server drains its requests
 * while the job queue stops claiming and waits for its running jobs (up to the timeout, less a
 * margin, after which they return to the queue for another process); then the database closes
 * and the process exits 0. Past `timeoutMs` it exits 1 whatever is still running. A second
 * signal changes nothing.
 */
export function createGracefulShutdown(steps: ShutdownSteps): (signal: string) => Promise<void> {
  let shutdown: Promise<void> | undefined;
  return (signal) => {
    shutdown ??= (async () => {
      steps.readiness.markShuttingDown();
      steps.report(`Paraph is shutting down (${signal}): finishing requests in flight and running jobs`);
      const forceExit = setTimeout(() => {
        steps.report(`Paraph did not stop within SHUTDOWN_TIMEOUT_MS (${steps.timeoutMs} ms); exiting`);
        steps.exit(1);
      }, steps.timeoutMs);
      forceExit.unref();
      try {
        const graceMs = Math.max(0, steps.timeoutMs - CLOSING_MARGIN_MS);
        await Promise.all([steps.jobs.stop({ graceMs }), steps.closeServer()]);
        await steps.closeDatabase();
      } catch (error) {
        clearTimeout(forceExit);
        steps.report(`Paraph could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        steps.exit(1);
        return;
      }
      clearTimeout(forceExit);
      steps.report("Paraph stopped.");
      steps.exit(0);
    })();
    return shutdown;
  };
}

/** Runs the shutdown on SIGTERM and SIGINT. */
export function shutDownOnSignals(shutdown: (signal: string) => Promise<void>, signals: NodeJS.Signals[] = ["SIGTERM", "SIGINT"]): void {
  for (const signal of signals) process.on(signal, () => void shutdown(signal));
}
