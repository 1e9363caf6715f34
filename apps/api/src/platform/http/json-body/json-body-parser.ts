import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Piscina } from "piscina";
import { AppError } from "../../errors/app-error.ts";
import { isWorkerOutOfMemory, openWorkerPool } from "../../workers/worker-pool.ts";
import type { JsonBodyResult, JsonBodyTask } from "./json-body-worker.ts";
import { findJsonShapeBreach, JSON_SHAPE_LIMITS, type JsonShapeBreach, type JsonShapeLimits } from "./json-shape.ts";

/**
 * Bodies from this size on are parsed in a worker thread: decoding and parsing a JSON text costs
 * about 10 ms per megabyte on the event loop, so a 20 MB base64 upload would hold every other
 * request for a quarter of a second. Smaller bodies (every call but uploads) parse in place.
 */
export const JSON_WORKER_THRESHOLD_BYTES = 256 * 1024;

export interface JsonBodySettings {
  idleTimeoutMs?: number | undefined;
  /** The worker's heap: the text, its decoded string and the parsed value of the largest upload body, with room. */
  memoryMb?: number;
  /** A parse that takes longer (a body built to make the worker's collector thrash) ends its worker. */
  timeoutMs?: number;
  /** Told of a worker that ended outside any task (the pool replaces it; platform/workers/worker-pool.ts). */
  onWorkerError?: (error: unknown) => void;
  /** JSON_SHAPE_LIMITS unless a test needs a body past them to reach the worker. */
  shapeLimits?: JsonShapeLimits;
}

export interface JsonBodyParser {
  /** How many bodies went to the worker thread since the start (for tests and the curious). */
  readonly workerParses: number;
  close(): Promise<void>;
}

/** Fastify's own errors for an empty or broken JSON body, so every route answers `invalid_json` alike. */
function jsonBodyError(reason: "empty" | "invalid"): Error & { code: string; statusCode: number } {
  const error = new Error(
    reason === "empty" ? "Body cannot be empty when content-type is set to 'application/json'" : "Body is not valid JSON but content-type is set to 'application/json'",
  ) as Error & { code: string; statusCode: number };
  error.code = reason === "empty" ? "FST_ERR_CTP_EMPTY_JSON_BODY" : "FST_ERR_CTP_INVALID_JSON_BODY";
  error.statusCode = 400;
  return error;
}

/** A body past the shape limits: refused before it is parsed, whichever thread would parse it. */
function shapeError(breach: JsonShapeBreach, limits: JsonShapeLimits): AppError {
  return breach === "too-deep"
    ? new AppError("json_too_deep", { maxDepth: limits.maxDepth })
    : new AppError("payload_too_large", { reason: "The JSON body holds more values than the limit", maxValues: limits.maxValues });
}

/**
 * Replaces the JSON body parser of `app`: small bodies through Fastify's default parser, large
 * ones through a pool of one lazily started thread (retired when idle) with a bounded heap and time.
 * Both first refuse nesting past 64 levels (`400 json_too_deep`) and more than 20 000 values
 * (`413 payload_too_large`), so what any body costs to parse, clone and validate is bounded.
 */
export function registerJsonBodyParser(app: FastifyInstance, settings: JsonBodySettings = {}): JsonBodyParser {
  let pool: Piscina<JsonBodyTask, JsonBodyResult> | undefined;
  let workerParses = 0;
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const limits = settings.shapeLimits ?? JSON_SHAPE_LIMITS;
  const defaultParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, async (request: FastifyRequest, body: Buffer) => {
    if (body.byteLength < JSON_WORKER_THRESHOLD_BYTES) {
      const breach = findJsonShapeBreach(body, limits);
      if (breach) throw shapeError(breach, limits);
      return new Promise((resolve, reject) => defaultParser(request, body.toString("utf8"), (error, value) => (error ? reject(error) : resolve(value))));
    }
    pool ??= openWorkerPool<JsonBodyTask, JsonBodyResult>(import.meta.url, "json-body-worker", {
      defaultMaxThreads: 1,
      minThreads: 0,
      idleTimeoutMs: settings.idleTimeoutMs,
      memoryMb: settings.memoryMb ?? 256,
      onWorkerError: settings.onWorkerError,
    });
    workerParses += 1;
    // A body this large has an ArrayBuffer of its own: it moves to the worker instead of being copied.
    const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    const signal = AbortSignal.timeout(timeoutMs);
    const result = await pool.run({ bytes, limits }, { signal, ...(own ? { transferList: [body.buffer as ArrayBuffer] } : {}) }).catch((error: unknown) => {
      // Within the size limit, yet more values than the worker's heap holds, or too slow to read.
      if (isWorkerOutOfMemory(error)) throw new AppError("payload_too_large", { reason: "The JSON body holds more values than can be read" });
      if (signal.aborted) throw new AppError("payload_too_large", { reason: "The JSON body takes too long to read" });
      throw error;
    });
    if (!result.ok) throw result.reason === "empty" || result.reason === "invalid" ? jsonBodyError(result.reason) : shapeError(result.reason, limits);
    return result.value;
  });
  return {
    get workerParses() {
      return workerParses;
    },
    close: async () => {
      await pool?.destroy();
    },
  };
}
