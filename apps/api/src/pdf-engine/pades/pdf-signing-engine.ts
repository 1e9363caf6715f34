import type { Piscina } from "piscina";
import { AppError } from "../../platform/errors/app-error.ts";
import { isWorkerOutOfMemory, openWorkerPool } from "../../platform/workers/worker-pool.ts";
import { runWithTimeLimit, WorkerTimeLimitReached, type TimeLimitedTask } from "../../platform/workers/time-limit.ts";
import type { ValidationMaterial } from "./dss.ts";
import type { PdfRevisions, PreparedRevision, SignatureRevisionOptions } from "./pdf-revisions.ts";
import type { PdfSigningTask, PdfSigningTaskResult } from "./pdf-signing-worker.ts";
import { isWholeSharedBuffer, sharedCopyOf } from "../../platform/workers/shared-bytes.ts";
import { FormFieldsNeedIncrementalUpdate } from "./signature-placeholder.ts";

export interface PdfSigningLimits {
  threads?: number | undefined;
  /** Wall time one task may take in its worker, from when the worker takes it up (platform/workers/time-limit.ts), before the worker is ended. */
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
  private readonly pool: Piscina<PdfSigningTask & TimeLimitedTask, PdfSigningTaskResult>;
  /**
   * Shared buffers a task is appending a revision to: one at a time each. A shared buffer reaches
   * this thread as a new object with each answer, so this knows it by the object: the views that
   * are the whole buffer all come from the newest answer (or from the first copy), since an
   * append leaves every older view shorter than the buffer.
   */
  private readonly appending = new WeakSet<SharedArrayBuffer>();

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
    const appends = task.kind !== "find-signatures";
    const pdf = this.sharedForTask(task.pdf, appends);
    if (appends) this.appending.add(pdf.buffer as SharedArrayBuffer);
    try {
      return await runWithTimeLimit(this.pool, { ...task, pdf }, this.limits.timeoutMs);
    } catch (error) {
      throw this.explain(error);
    } finally {
      if (appends) this.appending.delete(pdf.buffer as SharedArrayBuffer);
    }
  }

  /**
   * The document as the worker gets it: in a growable shared buffer, which the worker reads
   * without a copy and appends its revision to in place (platform/workers/shared-bytes.ts). A
   * document already in one is handed on as it is — unless a revision is to be appended and the
   * view is not the whole buffer or another task is appending to it, when it is copied into a new
   * one. The caller's bytes never change: a revision only adds bytes past their end.
   */
  private sharedForTask(pdf: Uint8Array, appends: boolean): Uint8Array {
    const buffer = pdf.buffer;
    if (!(buffer instanceof SharedArrayBuffer)) return sharedCopyOf(pdf);
    if (!appends) return pdf;
    return isWholeSharedBuffer(pdf) && !this.appending.has(buffer) ? pdf : sharedCopyOf(pdf);
  }

  /** Limits the document broke become document_too_complex; anything else stays the error it was. */
  private explain(error: unknown): unknown {
    if (error instanceof WorkerTimeLimitReached) return new AppError("document_too_complex", { limit: "signing_time", maxMs: this.limits.timeoutMs });
    if (isWorkerOutOfMemory(error)) return new AppError("document_too_complex", { limit: "signing_memory", maxMb: this.limits.maxMemoryMb });
    // docs/form-fields.md, "Limits": a file only the full parse reads gets no form field values.
    if (error instanceof Error && error.message === FormFieldsNeedIncrementalUpdate.MESSAGE) return new AppError("document_too_complex", { limit: "form_fields" });
    if (error instanceof RangeError || (error instanceof Error && /call stack size/i.test(error.message))) {
      return new AppError("document_too_complex", { limit: "nesting_depth" });
    }
    return error;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
