import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { JSON_WORKER_THRESHOLD_BYTES, registerJsonBodyParser, type JsonBodyParser } from "./json-body-parser.ts";
import { JSON_SHAPE_LIMITS, type JsonShapeLimits } from "./json-shape.ts";

const MAX_DEPTH = JSON_SHAPE_LIMITS.maxDepth;

let app: FastifyInstance;
let parser: JsonBodyParser;
let workerErrors: unknown[] = [];

async function start(memoryMb?: number, shapeLimits?: JsonShapeLimits): Promise<void> {
  workerErrors = [];
  app = Fastify({ bodyLimit: 64 * 1024 * 1024 });
  parser = registerJsonBodyParser(app, { idleTimeoutMs: 1_000, onWorkerError: (error) => workerErrors.push(error), ...(memoryMb ? { memoryMb } : {}), ...(shapeLimits ? { shapeLimits } : {}) });
  // The status and code each error carries (Fastify's own and AppError's), as the API's handler answers them.
  app.setErrorHandler((error: Error & { code?: string; statusCode?: number; status?: number }, _request, reply) =>
    reply.status(error.statusCode ?? error.status ?? 500).send({ code: error.code }),
  );
  app.post("/echo", async (request) => {
    const body = request.body as { text?: string; items?: unknown[] };
    return { textLength: body.text?.length ?? 0, items: body.items?.length ?? 0, prototypeTouched: ({} as Record<string, unknown>).polluted === true };
  });
  await app.ready();
}

afterEach(async () => {
  await app.close();
  await parser.close();
});

const post = (payload: Buffer | string) => app.inject({ method: "POST", url: "/echo", headers: { "content-type": "application/json" }, payload });

describe("JSON bodies", () => {
  it("parses small bodies in place and large ones alike", async () => {
    await start();
    const small = await post(JSON.stringify({ text: "short", items: [1, 2] }));
    expect(small.json()).toEqual({ textLength: 5, items: 2, prototypeTouched: false });
    const text = "A".repeat(JSON_WORKER_THRESHOLD_BYTES * 8);
    expect(parser.workerParses, "small bodies parse in place").toBe(0);
    const large = await post(Buffer.from(JSON.stringify({ text, items: Array.from({ length: 1000 }, (_, index) => index) })));
    expect(large.statusCode).toBe(200);
    expect(large.json()).toEqual({ textLength: text.length, items: 1000, prototypeTouched: false });
    expect(parser.workerParses, "a large body goes to the worker thread").toBe(1);
  });

  it("answers a broken or empty body with Fastify's own codes, small or large", async () => {
    await start();
    for (const payload of ["{\"text\": ", `{"text": "${"A".repeat(JSON_WORKER_THRESHOLD_BYTES * 2)}"`]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "FST_ERR_CTP_INVALID_JSON_BODY" });
    }
    const empty = await post("");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "FST_ERR_CTP_EMPTY_JSON_BODY" });
  });

  it("refuses prototype poisoning in a large body as in a small one", async () => {
    await start();
    const padding = "A".repeat(JSON_WORKER_THRESHOLD_BYTES * 2);
    for (const payload of [`{"text": "x", "__proto__": {"polluted": true}}`, `{"text": "${padding}", "__proto__": {"polluted": true}}`, `{"text": "${padding}", "constructor": {"prototype": {"polluted": true}}}`]) {
      const response = await post(payload);
      expect(response.statusCode, payload.slice(-40)).toBe(400);
    }
  });

  it("refuses nesting past the limit with 400 json_too_deep before parsing, small or large, and takes the limit itself", async () => {
    await start();
    const nested = (depth: number, padding = 0) => `${"[".repeat(depth)}${" ".repeat(padding)}${"]".repeat(depth)}`;
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    // Thousands of levels overflowed the worker's stack (500) and a few thousand took its whole 15 s timeout (413).
    const bodies = [nested(MAX_DEPTH + 1), objects(MAX_DEPTH + 1), nested(50_000), nested(5_000, JSON_WORKER_THRESHOLD_BYTES), nested(200_000, JSON_WORKER_THRESHOLD_BYTES)];
    for (const payload of bodies) {
      const started = performance.now();
      const response = await post(payload);
      expect(response.statusCode, `${payload.length} bytes`).toBe(400);
      expect(response.json()).toEqual({ code: "json_too_deep" });
      expect(performance.now() - started, `${payload.length} bytes`).toBeLessThan(2_000);
    }
    expect(parser.workerParses, "the large ones were refused in the worker, before parsing").toBe(2);
    // At the limit the body parses (and the route's schema decides).
    expect((await post(`{"items":${nested(MAX_DEPTH - 1)}}`)).json()).toMatchObject({ items: 1 });
    expect((await post(`{"items":${nested(MAX_DEPTH - 1, JSON_WORKER_THRESHOLD_BYTES)}}`)).json()).toMatchObject({ items: 1 });
  });

  it("refuses more values than the limit with 413 before parsing, small or large, and takes the limit itself", async () => {
    await start();
    const items = (count: number, padding = 0) => `{"items":[${Array.from({ length: count }, () => "0").join(",")}]${" ".repeat(padding)}}`;
    // Counted as the two containers opened and a comma for each element after the first: n + 1.
    const atLimit = JSON_SHAPE_LIMITS.maxValues - 1;
    expect((await post(items(atLimit))).json()).toMatchObject({ items: atLimit });
    expect((await post(items(atLimit, JSON_WORKER_THRESHOLD_BYTES))).json()).toMatchObject({ items: atLimit });
    // 8 million numbers in 16 MB took 9 s to parse, clone back and refuse.
    for (const payload of [items(atLimit + 1), items(atLimit + 1, JSON_WORKER_THRESHOLD_BYTES), `[${"1,".repeat(8_000_000)}1]`]) {
      const started = performance.now();
      const response = await post(payload);
      expect(response.statusCode, `${payload.length} bytes`).toBe(413);
      expect(response.json()).toEqual({ code: "payload_too_large" });
      expect(performance.now() - started, `${payload.length} bytes`).toBeLessThan(2_000);
    }
  });

  it("answers 413 payload_too_large, not a 5xx, when a body's values outgrow the worker's heap", async () => {
    // A worker of 16 MB, and 3 MB of empty objects: a million of them need far more (past the value limit, lifted here).
    await start(16, { ...JSON_SHAPE_LIMITS, maxValues: Number.POSITIVE_INFINITY });
    const payload = Buffer.from(`[${"{},".repeat(1_000_000)}{}]`);
    const response = await post(payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: "payload_too_large" });
    // The pool started a fresh worker: the next large body parses.
    const next = await post(Buffer.from(JSON.stringify({ text: "B".repeat(JSON_WORKER_THRESHOLD_BYTES * 2) })));
    expect(next.statusCode).toBe(200);
    // Whatever the pool reported outside the task was heard, not thrown at the process.
    expect(workerErrors.every((error) => (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY")).toBe(true);
  }, 60_000);
});
