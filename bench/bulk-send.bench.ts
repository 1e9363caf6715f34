import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { buildApp, type BuiltApp } from "../apps/api/src/app.ts";
import { systemClock } from "../apps/api/src/platform/clock.ts";
import { loadConfig } from "../apps/api/src/platform/config.ts";
import { openDatabase, type Database } from "../apps/api/src/platform/db/database.ts";
import { migrate } from "../apps/api/src/platform/db/migrate.ts";
import { insertUser, newUserRow } from "../apps/api/src/modules/users/index.ts";
import { hashPassword } from "../apps/api/src/platform/auth/password-hashing.ts";
import { benchPdf } from "./sign-at-level.ts";
import { BENCH_PASSWORD, median, percentile, printTable, withScratchDatabase } from "./support.ts";

/** Rows: BENCH_BULK_ROWS, else 1 000 on the embedded database and 10 000 on PostgreSQL. */
const ROWS_EMBEDDED = Number(process.env.BENCH_BULK_ROWS ?? 1_000);
const ROWS_POSTGRES = Number(process.env.BENCH_BULK_ROWS ?? 10_000);

function csvOf(rows: number): Buffer {
  const lines = ["Employee.email;Employee.firstName;Employee.lastName;HR.email;City"];
  for (let row = 1; row <= rows; row += 1) lines.push(`bench.employee.${row}@example.ch;"Erika; ${row}";Muster;hr.bench@example.ch;Bern`);
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`);
}

async function setUp(built: BuiltApp): Promise<{ token: string; templateId: string }> {
  const call = async (url: string, token: string | undefined, payload: object) => {
    const response = await built.app.inject({ method: "POST", url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, payload });
    if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const email = `bulk-${Date.now()}@example.ch`;
  await insertUser(built.context.db, newUserRow({ id: crypto.randomUUID(), email, first_name: "Bea", last_name: "Bulk", password_hash: await hashPassword(BENCH_PASSWORD), lang: "en-gb", now: new Date() }));
  const { token } = (await call("/v1/login", undefined, { email, password: BENCH_PASSWORD })) as { token: string };
  const uploaded = (await call("/v3/documents", token, { title: "Contract", content: (await benchPdf(2)).toString("base64") })) as { documents: { id: string }[] };
  const documentId = uploaded.documents[0]?.id ?? "";
  const field = (y: number) => ({ document_id: documentId, page: 2, x: 60, y, width: 200, height: 60 });
  const template = await call("/v3/templates", token, {
    title: "Employment contract",
    documents: [documentId],
    roles: [
      { name: "Employee", signature_fields: [field(500)], form_fields: [{ type: "text", name: "City", document_id: documentId, page: 1, x: 60, y: 100, width: 200, height: 24 }] },
      { name: "HR", signature_fields: [field(600)], form_fields: [] },
    ],
  });
  return { token, templateId: String(template.id) };
}

/** Batch durations: from the bulk send's start to each batch job's end, one after the other (the rate limit is lifted, so batches follow at once). */
async function batchDurations(built: BuiltApp, bulkSendId: string, startedAt: Date): Promise<number[]> {
  const finished = await built.context.db
    .selectFrom("jobs")
    .select("finished_at")
    .where("name", "=", "bulk-send-batch")
    .where("status", "=", "done")
    .where(sql<boolean>`payload->>'bulkSendId' = ${bulkSendId}`)
    .orderBy("finished_at")
    .execute();
  const ends = finished.map((job) => job.finished_at?.getTime() ?? 0);
  return ends.map((end, index) => end - (index === 0 ? startedAt.getTime() : (ends[index - 1] ?? 0)));
}

/**
 * One bulk send of ROWS rows of a two-role template, with the rate limit lifted: the upload (check
 * and store), then the jobs as production runs them (JOB_WORKERS workers, mails delivered to the
 * outbox alongside) until the last row's invitation is queued. Per batch: the time a batch job
 * took (BULK_SEND_BATCH_ROWS rows, BULK_SEND_ROW_CONCURRENCY of them at once). The server runs in
 * this process, so its RSS is the server's.
 */
async function benchOn(name: string, database: Database, dataDir: string, rows: number): Promise<Record<string, string | number>> {
  await migrate(database);
  const config = loadConfig({
    APP_MODE: "development",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://paraph.bench",
    RATE_LIMITS_ENABLED: "false",
    METRICS_ENABLED: "false",
    BULK_SEND_ROWS_PER_MINUTE: "1000000",
    ...(process.env.BULK_SEND_ROW_CONCURRENCY ? { BULK_SEND_ROW_CONCURRENCY: process.env.BULK_SEND_ROW_CONCURRENCY } : {}),
  });
  const built = await buildApp({ config, database, clock: systemClock, logger: false });
  try {
    const { token, templateId } = await setUp(built);
    const csv = csvOf(rows);
    global.gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
    const load = os.loadavg()[0] ?? 0;
    const uploadStarted = performance.now();
    const response = await built.app.inject({ method: "POST", url: `/api/v3/templates/${templateId}/bulk-sends`, headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" }, payload: csv });
    const uploadMs = performance.now() - uploadStarted;
    if (response.statusCode !== 202) throw new Error(`upload: ${response.statusCode} ${response.body}`);
    const id = (response.json() as { id: string }).id;
    const startedAt = new Date();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    built.context.jobs.start(20, config.JOB_WORKERS);
    let status = "queued";
    while (status !== "completed" && status !== "failed") {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await built.context.db.selectFrom("bulk_sends").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    await built.context.jobs.stop();
    const outcome = await built.context.db.selectFrom("bulk_sends").select(["succeeded", "failed"]).where("id", "=", id).executeTakeFirstOrThrow();
    if (outcome.succeeded !== rows) throw new Error(`${name}: ${outcome.succeeded} of ${rows} rows succeeded, ${outcome.failed} failed`);
    // Every row's first signer (the order is sequential) has an invitation queued by now.
    const invitations = await built.context.db.selectFrom("mails").select((eb) => eb.fn.countAll<number>().as("count")).where("template", "=", "signature-request-invitation").executeTakeFirstOrThrow();
    if (Number(invitations.count) !== rows) throw new Error(`${name}: ${invitations.count} invitations queued for ${rows} rows`);
    const perBatch = await batchDurations(built, id, startedAt);
    return {
      database: name,
      rows,
      "rows at once": config.BULK_SEND_ROW_CONCURRENCY,
      "load (1 min)": load.toFixed(1),
      "upload ms": uploadMs.toFixed(0),
      "requests per second": (rows / seconds).toFixed(1),
      "all invitations queued s": seconds.toFixed(1),
      [`per batch of ${config.BULK_SEND_BATCH_ROWS} p50 ms`]: median(perBatch).toFixed(0),
      "per batch p99 ms": percentile(perBatch, 0.99).toFixed(0),
      // The machine's load changes the time, hardly the work: this process's CPU time per row compares runs on a busy machine.
      "API CPU ms per row": ((cpu.user + cpu.system) / 1000 / rows).toFixed(1),
      "peak RSS growth MiB": ((peak - baseline) / 2 ** 20).toFixed(0),
    };
  } finally {
    await built.app.close();
  }
}

export async function benchBulkSend(): Promise<void> {
  const results: Record<string, string | number>[] = [];
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-bulk-"));
  try {
    if (process.env.BENCH_BULK_SKIP_EMBEDDED !== "true") {
      const embedded = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pg") });
      try {
        results.push(await benchOn("embedded (PGlite)", embedded, dataDir, ROWS_EMBEDDED));
      } finally {
        await embedded.close();
      }
    }
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const postgresDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-bulk-pg-"));
      results.push(
        await withScratchDatabase(serverUrl, "paraph_bench_bulk", async (url) => {
          const postgres = await openDatabase({ kind: "postgres", url, poolSize: 5 });
          try {
            return await benchOn("PostgreSQL", postgres, postgresDir, ROWS_POSTGRES);
          } finally {
            await postgres.close();
            await fs.rm(postgresDir, { recursive: true, force: true });
          }
        }),
      );
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  printTable("Bulk send: one CSV of a two-role template, one request made and sent per row (rate limit lifted, docs/bulk-send.md)", results);
}
