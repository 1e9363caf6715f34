import type { Piscina } from "piscina";
import { AppError } from "../../platform/errors/app-error.ts";
import { isWorkerOutOfMemory, openWorkerPool } from "../../platform/workers/worker-pool.ts";
import type { ValidationMaterial } from "./dss.ts";
import type { PdfRevisions, PreparedRevision, SignatureRevisionOptions } from "./pdf-revisions.ts";
import type { PdfSigningTask, PdfSigningTaskResult } from "./pdf-signing-worker.ts";

export interface PdfSigningLimits {
  threads?: number | undefined;
  /** Wall time one task may take before its worker is ended. */
  timeoutMs: number;
  /** The JavaScript heap of one worker; past it the worker is ended. */
  maxMemoryMb: number;
  /** How long an idle worker is kept before it is retired (WORKER_IDLE_TIMEOUT_MS). */
  idleTimeoutMs?: number | undefined;
}

/**
 * The worker threads that do signing's work on the PDF itself (`PdfRevisions`): a document
 * that takes longer or more memory than the limits allow ends its worker (the pool starts a
 * fresh one) and answers document_too_complex, while the event loop keeps serving.
 */
export class PdfSigningEngine implements PdfRevisions {
  private readonly pool: Piscina<PdfSigningTask, PdfSigningTaskResult>;

  constructor(private readonly limits: PdfSigningLimits) {
    this.pool = openWorkerPool(import.meta.url, "pdf-signing-worker", { threads: limits.threads, defaultMaxThreads: 4, minThreads: 0, idleTimeoutMs: limits.idleTimeoutMs, memoryMb: limits.maxMemoryMb });
  }

  prepareSignature(pdf: Uint8Array, options: SignatureRevisionOptions): Promise<PreparedRevision> {
    return this.run({ kind: "prepare-signature", pdf, options }) as Promise<PreparedRevision>;
  }

  findSignatureContents(pdf: Uint8Array): Promise<{ subFilter: string; contents: Uint8Array }[]> {
    return this.run({ kind: "find-signatures", pdf }) as Promise<{ subFilter: string; contents: Uint8Array }[]>;
  }

  appendDss(pdf: Uint8Array, materials: ValidationMaterial[]): Promise<Uint8Array> {
    return this.run({ kind: "append-dss", pdf, materials }) as Promise<Uint8Array>;
  }

  private async run(task: PdfSigningTask): Promise<PdfSigningTaskResult> {
    const signal = AbortSignal.timeout(this.limits.timeoutMs);
    // The worker gets a copy of the document's bytes moved to it rather than cloned through a
    // message: one copy here instead of serialising on this thread and again in the worker
    // (≈ 20 ms of the event loop's time on a 10 MB document). The caller keeps its own bytes.
    const pdf = new Uint8Array(task.pdf);
    try {
      return await this.pool.run({ ...task, pdf }, { signal, transferList: [pdf.buffer] });
    } catch (error) {
      throw this.explain(error, signal.aborted);
    }
  }

  /** Limits the document broke become document_too_complex; anything else stays the error it was. */
  private explain(error: unknown, timedOut: boolean): unknown {
    if (timedOut) return new AppError("document_too_complex", { limit: "signing_time", maxMs: this.limits.timeoutMs });
    if (isWorkerOutOfMemory(error)) return new AppError("document_too_complex", { limit: "signing_memory", maxMb: this.limits.maxMemoryMb });
    if (error instanceof RangeError || (error instanceof Error && /call stack size/i.test(error.message))) {
      return new AppError("document_too_complex", { limit: "nesting_depth" });
    }
    return error;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
