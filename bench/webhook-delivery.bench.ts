import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { buildApp } from "../apps/api/src/app.ts";
import { queueDocumentDeleted } from "../apps/api/src/modules/webhooks/index.ts";
import { loadConfig } from "../apps/api/src/platform/config.ts";
import { openDatabase, type DatabaseOptions } from "../apps/api/src/platform/db/database.ts";
import { migrate } from "../apps/api/src/platform/db/migrate.ts";
import { median, percentile, printTable, withScratchDatabase } from "./support.ts";

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);

/** A receiver on 127.0.0.1 that notes when each body id arrived and answers 204. */
async function startReceiver(): Promise<{ url: string; arrivals: Map<string, number>; close: () => Promise<void>; whenCount: (count: number) => Promise<void> }> {
  const arrivals = new Map<string, number>();
  let waiting: { count: number; resolve: () => void } | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const { id } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id: string };
      arrivals.set(id, performance.now());
      response.writeHead(204).end();
      if (waiting && arrivals.size >= waiting.count) waiting.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench`,
    arrivals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    whenCount: (count) => (arrivals.size >= count ? Promise.resolve() : new Promise((resolve) => (waiting = { count, resolve }))),
  };
}

/** The baseline: the same number of POSTs of a delivery-sized body, one after the other, each on a new connection as deliveries make them. */
async function plainPostLoop(url: string, count: number): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const body = JSON.stringify({ id: crypto.randomUUID(), type: "document.deleted", createdAt: new Date().toISOString(), data: { document: { id: crypto.randomUUID(), title: "Bench" } } });
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const request = http.request(url, { method: "POST", agent: false, headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } }, (response) => {
        response.resume();
        response.on("end", resolve);
      });
      request.on("error", reject);
      request.end(body);
    });
    durations.push(performance.now() - started);
  }
  return durations;
}

/**
 * Webhook delivery in process, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on a
 * PostgreSQL server: one business with one endpoint
 * on a local receiver; 1 000 `document.deleted` events are queued in one transaction (as one
 * change that causes many events would), then the job worker of this one process delivers them,
 * signed, through the SSRF guard and the pinned connection, once with one job worker and once
 * with four (JOB_WORKERS' default). Latency is from the queueing transaction's commit to each
 * body's arrival; throughput is deliveries per second from that commit to the last arrival.
 * Beside it, the baseline of the same run: a plain sequential POST loop to the same receiver.
 */
export async function benchWebhookDelivery(): Promise<void> {
  await benchOn("PGlite", { kind: "pglite" });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log("PostgreSQL figures need BENCH_DATABASE_URL or TEST_DATABASE_URL.");
    return;
  }
  await withScratchDatabase(serverUrl, "paraph_bench_webhooks", (url) => benchOn("PostgreSQL server", { kind: "postgres", url, poolSize: 10 }));
}

async function benchOn(label: string, options: DatabaseOptions): Promise<void> {
  const receiver = await startReceiver();
  const database = await openDatabase(options);
  await migrate(database);
  const config = loadConfig({
    APP_MODE: "development",
    PUBLIC_URL: "http://paraph.bench",
    LOG_LEVEL: "silent",
    DATA_DIR: "/tmp/paraph-bench-webhooks",
    RATE_LIMITS_ENABLED: "false",
    WEBHOOKS_ALLOWED_HOSTS: "127.0.0.1",
  });
  const { app, context } = await buildApp({ config, database, logger: false });
  try {
    const ownerId = crypto.randomUUID();
    const businessId = crypto.randomUUID();
    await database.runScript(`
      INSERT INTO users (id, email, email_verified, first_name, last_name, password_hash, lang, accepted_gtc_at, created_at, updated_at)
      VALUES ('${ownerId}', 'webhooks.bench@example.ch', true, 'Bench', 'Owner', 'x', 'en-gb', now(), now(), now());
      INSERT INTO businesses (id, name, email, gtc_accepted_at, dpa_accepted_at, created_at, updated_at)
      VALUES ('${businessId}', 'Webhooks AG', 'office@webhooks.ch', now(), now(), now(), now());
      INSERT INTO business_members (business_id, user_id, role, joined_at) VALUES ('${businessId}', '${ownerId}', 'admin', now());
      INSERT INTO webhooks (id, business_id, url, description, events, enabled, secret, created_at, updated_at)
      VALUES (gen_random_uuid(), '${businessId}', '${receiver.url}', 'bench', '["document.deleted"]', true, 'whsec_bench', now(), now());
    `);

    const rounds = [];
    for (const workers of [1, 4]) {
      receiver.arrivals.clear();
      const queueStarted = performance.now();
      await context.db.transaction().execute(async (trx) => {
        for (let index = 0; index < EVENTS; index += 1) {
          await queueDocumentDeleted(context, trx, { id: crypto.randomUUID(), title: `Document ${index}`, ownerId });
        }
      });
      const committed = performance.now();
      context.jobs.start(1000, workers);
      await receiver.whenCount(EVENTS);
      const done = performance.now();
      await context.jobs.stop();
      const latencies = [...receiver.arrivals.values()].map((arrival) => arrival - committed);
      rounds.push({
        what: `webhook deliveries, ${workers} job worker${workers === 1 ? "" : "s"}`,
        "queueing ms": Math.round(committed - queueStarted),
        "p50 event→receipt ms": Math.round(median(latencies)),
        "p99 event→receipt ms": Math.round(percentile(latencies, 0.99)),
        "per second": Math.round(EVENTS / ((done - committed) / 1000)),
      });
    }

    const baseline = await plainPostLoop(receiver.url, EVENTS);
    const baselineSeconds = baseline.reduce((sum, duration) => sum + duration, 0) / 1000;
    printTable(`Webhook delivery: ${EVENTS} events queued at once, one process, ${label}`, [
      ...rounds,
      {
        what: "baseline: plain POST loop, new connection each",
        "queueing ms": 0,
        "p50 event→receipt ms": Number(median(baseline).toFixed(2)),
        "p99 event→receipt ms": Number(percentile(baseline, 0.99).toFixed(2)),
        "per second": Math.round(EVENTS / baselineSeconds),
      },
    ]);
  } finally {
    await app.close();
    await database.close();
    await receiver.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchWebhookDelivery();
