import type { Piscina } from "piscina";
import { openWorkerPool } from "../../platform/workers/worker-pool.ts";
import { runWithTimeLimit, WorkerTimeLimitReached, type TimeLimitedTask } from "../../platform/workers/time-limit.ts";
import type { PdfStructureLimits } from "./pdf-structure-limits.ts";
import type { CleaningResult, InspectResult, PdfTask, RenderResult } from "./pdf-worker.ts";

export type { CleaningResult, InspectResult, PdfPageInfo, RenderResult } from "./pdf-worker.ts";

export class PdfTaskTimeoutError extends Error {}

/**
 * The pool of mupdf worker threads. A task that runs past its time limit has its worker
 * terminated (a hostile file cannot hold a thread), and the pool starts a fresh one. Signature
 * revisions are written by another pool (`PdfSigningEngine`), which the signing services hold.
 */
export class PdfEngine {
  private readonly pool: Piscina<PdfTask & TimeLimitedTask, InspectResult | RenderResult | CleaningResult>;

  constructor(
    private readonly options: { threads?: number | undefined; timeoutMs: number; idleTimeoutMs?: number | undefined; structure: PdfStructureLimits },
  ) {
    // No thread until the first PDF arrives; idle ones are retired (each holds mupdf's memory).
    this.pool = openWorkerPool(import.meta.url, "pdf-worker", {
      threads: options.threads,
      defaultMaxThreads: 4,
      minThreads: 0,
      idleTimeoutMs: options.idleTimeoutMs,
      workerData: { structureLimits: options.structure },
    });
  }

  inspect(path: string, maxPages: number): Promise<InspectResult> {
    return this.run({ kind: "inspect", path, maxPages }) as Promise<InspectResult>;
  }

  renderPage(path: string, pageIndex: number, scale: number): Promise<RenderResult> {
    return this.run({ kind: "render", path, pageIndex, scale }) as Promise<RenderResult>;
  }

  /** A cleaned copy for an upload whose uploader agreed to it; within the same time limit as an inspection. */
  removeActiveContent(path: string): Promise<CleaningResult> {
    return this.run({ kind: "remove-active-content", path }) as Promise<CleaningResult>;
  }

  private async run(task: PdfTask): Promise<InspectResult | RenderResult | CleaningResult> {
    try {
      // The time limit counts from when a thread takes the task up, not while it waits or mupdf loads.
      return await runWithTimeLimit(this.pool, task, this.options.timeoutMs);
    } catch (error) {
      if (error instanceof WorkerTimeLimitReached) throw new PdfTaskTimeoutError(`PDF ${task.kind} took longer than ${this.options.timeoutMs} ms`);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
