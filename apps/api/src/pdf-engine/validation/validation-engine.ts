import os from "node:os";
import type { Piscina } from "piscina";
import { isWorkerOutOfMemory, openWorkerPool } from "../../platform/workers/worker-pool.ts";
import { runWithTimeLimit, WorkerTimeLimitReached, type TimeLimitedTask } from "../../platform/workers/time-limit.ts";
import type { ReportFormat, ReportedOutcome } from "./report/validate-with-report.ts";
import type { ValidationTask } from "./validation-worker.ts";

/** What the pool answers: the worker's outcome, or that the document needed more than its time or memory. */
export type EngineOutcome = ReportedOutcome | { outcome: "busy" };

/**
 * The pool of validation worker threads. Each task has a time limit (its worker is terminated
 * when it runs over, and the pool starts a fresh one) and a heap limit (a worker that runs out
 * of memory dies alone, not the API). The queue is bounded, so a flood of documents is turned
 * away instead of waiting forever.
 */
export class ValidationEngine {
  private readonly pool: Piscina<ValidationTask & TimeLimitedTask, ReportedOutcome>;

  constructor(private readonly options: { threads?: number | undefined; timeoutMs: number; memoryMb: number; idleTimeoutMs?: number | undefined }) {
    const threads = options.threads ?? Math.max(1, Math.min(2, os.availableParallelism()));
    // Started on the first validation: most installations validate rarely.
    this.pool = openWorkerPool(import.meta.url, "validation-worker", { threads, defaultMaxThreads: 2, minThreads: 0, maxQueue: threads * 16, memoryMb: options.memoryMb, idleTimeoutMs: options.idleTimeoutMs });
  }

  /**
   * `handOver`: the caller no longer needs `pdf`, so when it fills its own memory the worker takes
   * that memory instead of a copy (a 50 MiB copy would be work on the event loop). A view into a
   * shared or larger buffer is always copied.
   */
  async validate(pdf: Uint8Array, trustAnchors: Uint8Array[], options: { handOver?: boolean; report?: ReportFormat; at?: Date } = {}): Promise<EngineOutcome> {
    if (this.pool.queueSize >= this.pool.options.maxQueue) return { outcome: "busy" };
    const ownsItsMemory = pdf.buffer instanceof ArrayBuffer && pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    const sent = options.handOver && ownsItsMemory ? pdf : new Uint8Array(pdf);
    try {
      const task = { pdf: sent, trustAnchors, ...(options.report ? { report: options.report } : {}), ...(options.at ? { at: options.at.toISOString() } : {}) };
      // The time limit counts from when a thread takes the check up, not while it waits in the queue.
      return await runWithTimeLimit(this.pool, task, this.options.timeoutMs, [sent.buffer as ArrayBuffer]);
    } catch (error) {
      if (error instanceof WorkerTimeLimitReached) return { outcome: "too_complex", reason: `The check took longer than ${this.options.timeoutMs} ms` };
      if (isWorkerOutOfMemory(error)) return { outcome: "too_complex", reason: `The check needed more than ${this.options.memoryMb} MB` };
      // Anything else ended the worker itself (WebAssembly out of memory, a crash): the document
      // could not be checked within the limits, and the pool has already replaced the thread.
      return { outcome: "too_complex", reason: "The check stopped before it could finish" };
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
