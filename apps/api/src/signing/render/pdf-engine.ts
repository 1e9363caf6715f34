import os from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { PdfStructureLimits } from "./pdf-structure-limits.ts";
import type { InspectResult, PdfTask, RenderResult } from "./pdf-worker.ts";

export type { InspectResult, PdfPageInfo, RenderResult } from "./pdf-worker.ts";

export class PdfTaskTimeoutError extends Error {}

/**
 * The pool of mupdf worker threads. A task that runs past its time limit has its worker
 * terminated (a hostile file cannot hold a thread), and the pool starts a fresh one. Signature
 * revisions are written by another pool (`PdfSigningEngine`), which the signing services hold.
 */
export class PdfEngine {
  private readonly pool: Piscina<PdfTask, InspectResult | RenderResult>;

  constructor(
    private readonly options: { threads?: number | undefined; timeoutMs: number; structure: PdfStructureLimits },
  ) {
    const isSource = import.meta.url.endsWith(".ts");
    const workerFile = new URL(isSource ? "./pdf-worker-from-source.mjs" : "./pdf-worker.js", import.meta.url);
    const threads = options.threads ?? Math.max(1, Math.min(4, os.availableParallelism()));
    this.pool = new Piscina({
      filename: fileURLToPath(workerFile),
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: 60_000,
      workerData: { structureLimits: options.structure },
    });
  }

  inspect(path: string, maxPages: number): Promise<InspectResult> {
    return this.run({ kind: "inspect", path, maxPages }) as Promise<InspectResult>;
  }

  renderPage(path: string, pageIndex: number, scale: number): Promise<RenderResult> {
    return this.run({ kind: "render", path, pageIndex, scale }) as Promise<RenderResult>;
  }

  private async run(task: PdfTask): Promise<InspectResult | RenderResult> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    try {
      return await this.pool.run(task, { signal });
    } catch (error) {
      if (signal.aborted) throw new PdfTaskTimeoutError(`PDF ${task.kind} took longer than ${this.options.timeoutMs} ms`);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
