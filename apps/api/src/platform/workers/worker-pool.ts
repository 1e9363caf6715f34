import os from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";

/** How one of the pools that read untrusted PDFs is sized and bounded. */
export interface WorkerPoolSettings {
  /** At most this many threads; by default one per core, up to `defaultMaxThreads`. */
  threads?: number | undefined;
  defaultMaxThreads: number;
  /** Threads kept alive while idle: 0 starts them on first use and retires every idle one. */
  minThreads: number;
  /** How long a thread may stay idle before it is retired (WORKER_IDLE_TIMEOUT_MS). */
  idleTimeoutMs?: number | undefined;
  /** The JavaScript heap of one worker; past it the worker is ended, not the API. */
  memoryMb?: number | undefined;
  /** Tasks that may wait; past it the pool refuses at once instead of queueing for ever. */
  maxQueue?: number | undefined;
  workerData?: unknown;
  /**
   * Told of a worker that ended outside any task (its heap overrun after the task answered, a
   * crash while idle); the pool replaces it. Unheard, such an 'error' event would end the process,
   * so without a listener it becomes a process warning.
   */
  onWorkerError?: ((error: unknown) => void) | undefined;
}

/**
 * A worker's young generation (both semi-spaces). V8 sizes it from the old generation's limit,
 * 64 MB at 512 MB, and keeps what it grew to while the thread lives: two signing threads at full
 * rate held most of the server's peak. A PDF's bytes live outside the heap (Buffers), so 16 MB
 * costs the work little (docs/OPERATIONS.md, "Memory and start-up").
 */
const WORKER_YOUNG_GENERATION_MB = 16;

/** Idle threads retire after this long unless the pool's settings say otherwise. */
export const DEFAULT_WORKER_IDLE_TIMEOUT_MS = 30_000;

/**
 * A pool of worker threads running `./<workerName>.js` beside the calling module once built
 * (esbuild writes each worker next to main.js), or its `-from-source.mjs` loader when run from
 * TypeScript sources (tests, `npm run dev`). With `minThreads: 0` no thread starts before the
 * first task, and a thread idle for `idleTimeoutMs` is retired; the next task starts a fresh one.
 */
export function openWorkerPool<Task, Result>(callerUrl: string, workerName: string, settings: WorkerPoolSettings): Piscina<Task, Result> {
  const isSource = callerUrl.endsWith(".ts");
  const workerFile = new URL(isSource ? `./${workerName}-from-source.mjs` : `./${workerName}.js`, callerUrl);
  const memoryMb = settings.memoryMb;
  const pool = new Piscina<Task, Result>({
    filename: fileURLToPath(workerFile),
    minThreads: settings.minThreads,
    maxThreads: settings.threads ?? Math.max(1, Math.min(settings.defaultMaxThreads, os.availableParallelism())),
    idleTimeout: settings.idleTimeoutMs ?? DEFAULT_WORKER_IDLE_TIMEOUT_MS,
    ...(settings.maxQueue !== undefined ? { maxQueue: settings.maxQueue } : {}),
    ...(memoryMb !== undefined ? { resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } } : {}),
    ...(settings.workerData !== undefined ? { workerData: settings.workerData } : {}),
  });
  pool.on("error", (error: unknown) => {
    if (settings.onWorkerError) settings.onWorkerError(error);
    else process.emitWarning(`A ${workerName} thread ended outside a task: ${error instanceof Error ? error.message : String(error)}`);
  });
  return pool;
}

/** Whether a task failed because its worker ran out of its heap. */
export function isWorkerOutOfMemory(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY";
}
