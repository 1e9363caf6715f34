import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/platform/config.ts";
import { openDatabase } from "../apps/api/src/platform/db/database.ts";
import { migrate } from "../apps/api/src/platform/db/migrate.ts";
import { ACTIVITY_MEMBERS, seedBusinessActivity } from "./business-activity-seed.ts";
import { steadyLoad, type SteadyLoadResult } from "./steady-load.ts";
import { BENCH_PASSWORD, median, percentile, printTable, startServer, timeInjectedGets, type RunningServer, serverCpuSeconds } from "./support.ts";

const SEEDED_SIGNATURES = Number(process.env.BENCH_ACTIVITY_ROWS ?? 1_000_000);
const STEADY_RATE = 100;
const STEADY_SECONDS = Number(process.env.BENCH_ACTIVITY_STEADY_SECONDS ?? 10);
const EXPORT_RUNS = 2;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Every seeded row is within the last year: a range of a year takes them all in. */
const YEAR = `start_date=${daysAgo(366)}`;

/**
 * The list calls measured on PostgreSQL, each at a steady 100 requests a second: every tab,
 * first and deepest pages, each sort order of the signatures, and date ranges.
 */
function listCalls(base: string): [name: string, path: string][] {
  return [
    ["signatures, first page of 25, newest first, a year", `${base}/signatures?size=25&${YEAR}`],
    ["signatures, default range (last 30 days), page 1 of 50", `${base}/signatures?size=50`],
    ["signatures, sorted by quality (asc), page 1 of 100, a year", `${base}/signatures?size=100&sort=quality&${YEAR}`],
    ["signatures, sorted by quality (desc), page 100 of 100 (deepest)", `${base}/signatures?size=100&page=100&sort=quality,desc&${YEAR}`],
    ["signatures, newest first, page 100 of 100 (deepest)", `${base}/signatures?size=100&page=100&${YEAR}`],
    ["signatures, a month 6 months back, oldest first, page 40 of 25", `${base}/signatures?size=25&page=40&sort=signedAt,asc&start_date=${daysAgo(200)}&end_date=${daysAgo(170)}`],
    ["accounts, 50 members, sorted by signature count, a year", `${base}/accounts?size=50&sort=signatureCount,desc&${YEAR}`],
    ["accounts, sorted by name, default range, page 2 of 25", `${base}/accounts?size=25&page=2`],
    ["identifications, newest first, a year", `${base}/identifications?size=100&${YEAR}`],
    ["identifications, sorted by status, page 2 of 25, a year", `${base}/identifications?size=25&page=2&sort=status&${YEAR}`],
  ];
}

function steadyRow(call: string, result: SteadyLoadResult) {
  return {
    call,
    "req/s": result.achievedRate.toFixed(0),
    "p50 ms": result.p50Ms.toFixed(1),
    "p99 ms": result.p99Ms.toFixed(1),
    "max ms": result.maxMs.toFixed(1),
    errors: result.errors,
  };
}

/** The server's own memory as server-memory-probe.mjs reports it (bytes). */
interface ServerMemory {
  peakRss: number;
  peakHeapUsed: number;
  rss: number;
  heapUsed: number;
}

const MEMORY_LINE = /^paraph-bench-memory (.+)$/gm;

/** Asks the probe in the server for its figures (SIGUSR2) and starts a new measuring window. */
async function readServerMemory(server: RunningServer): Promise<ServerMemory> {
  const seen = [...server.output().matchAll(MEMORY_LINE)].length;
  server.process.kill("SIGUSR2");
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const lines = [...server.output().matchAll(MEMORY_LINE)];
    if (lines.length > seen) return JSON.parse(lines.at(-1)?.[1] ?? "{}") as ServerMemory;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the server's memory probe did not answer");
}

/** Downloads the export and counts its lines as they arrive; the bytes are thrown away. */
async function downloadExport(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
  let lines = 0;
  let bytes = 0;
  // The client shares the machine with the server: lines are found with indexOf (native), not
  // by looking at each of the 130 MB in JavaScript.
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    bytes += buffer.length;
    for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines += 1;
  }
  return { rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000 };
}

const MB = 2 ** 20;

/** Every list call at a steady rate, between two runs of the GET /v1/user baseline. */
async function measureListCalls(serverUrl: string, base: string, steady: (target: string) => Promise<SteadyLoadResult>, seedSeconds: number, headers: Record<string, string>): Promise<void> {
  // The server's first seconds (compiling, opening connections) are not what a running one does.
  await steadyLoad({ url: `${serverUrl}/api/v1/user`, headers, rate: STEADY_RATE, seconds: 3 });
  const rows = [steadyRow("baseline: GET /v1/user", await steady(`${serverUrl}/api/v1/user`))];
  for (const [call, target] of listCalls(base)) {
    const check = await fetch(target, { headers });
    if (check.status !== 200) throw new Error(`${call}: ${check.status} ${await check.text()}`);
    rows.push(steadyRow(call, await steady(target)));
  }
  rows.push(steadyRow("baseline again: GET /v1/user", await steady(`${serverUrl}/api/v1/user`)));
  printTable(
    `Business activity on PostgreSQL: ${SEEDED_SIGNATURES} signature rows of ${ACTIVITY_MEMBERS} members seeded in ${seedSeconds.toFixed(1)} s; each call at a steady ${STEADY_RATE} req/s for ${STEADY_SECONDS} s`,
    rows,
  );
}

/**
 * On a PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL): a database of its own,
 * dropped at the end, the built server started on it as `npm start` would (with a memory probe
 * preloaded), the rows seeded in SQL, then every list call at a steady 100 requests a second
 * over HTTP beside the GET /v1/user baseline, and the export of every row, twice.
 */
async function benchOnPostgres(serverUrl: string): Promise<void> {
  const name = `paraph_bench_activity_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const probe = path.join(import.meta.dirname, "server-memory-probe.mjs");
  const client = new pg.Client({ connectionString: url.toString() });
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      env: { DATABASE_URL: url.toString(), RATE_LIMITS_ENABLED: "false", NODE_OPTIONS: `--expose-gc ${process.env.BENCH_SERVER_NODE_OPTIONS ?? ""} --import ${probe}` },
    });
    await client.connect();
    const seedStarted = performance.now();
    const { businessId, adminEmail } = await seedBusinessActivity(async (script) => void (await client.query(script)), SEEDED_SIGNATURES);
    // A running installation is not in the middle of vacuuming and flushing a bulk load.
    await client.query("VACUUM ANALYZE");
    await client.query("CHECKPOINT");
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const login = await fetch(`${server.url}/api/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: adminEmail, password: BENCH_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const base = `${server.url}/api/v2/businesses/${businessId}/activities`;
    const steady = (target: string) => steadyLoad({ url: target, headers, rate: STEADY_RATE, seconds: STEADY_SECONDS });

    // BENCH_ACTIVITY_STEADY_SECONDS=0 measures the export alone (quick runs while working on it).
    if (STEADY_SECONDS > 0) await measureListCalls(server.url, base, steady, seedSeconds, headers);

    const exports = [];
    for (let run = 1; run <= EXPORT_RUNS; run += 1) {
      const before = await readServerMemory(server);
      const cpuBefore = await serverCpuSeconds(server);
      const downloaded = await downloadExport(`${base}/signatures/export?${YEAR}`, headers);
      const cpuSeconds = (await serverCpuSeconds(server)) - cpuBefore;
      const during = await readServerMemory(server);
      exports.push({
        run,
        rows: downloaded.rows,
        "CSV MB": (downloaded.bytes / MB).toFixed(1),
        seconds: downloaded.seconds.toFixed(1),
        "rows/s": Math.round(downloaded.rows / downloaded.seconds),
        // What the server itself spent: the rate it would reach with a core to itself.
        "server CPU s": cpuSeconds.toFixed(1),
        "rows per server CPU s": Math.round(downloaded.rows / cpuSeconds),
        "server RSS growth MB (peak)": ((during.peakRss - before.rss) / MB).toFixed(1),
        "server heap growth MB (peak)": ((during.peakHeapUsed - before.heapUsed) / MB).toFixed(1),
        "server heap kept MB (after gc)": ((during.heapUsed - before.heapUsed) / MB).toFixed(1),
      });
    }
    printTable("Signature export on PostgreSQL (every row, streamed over HTTP; memory of the server process, sampled every 50 ms)", exports);
  } finally {
    // BENCH_SERVER_OUTPUT=<file> keeps what the server printed (with BENCH_SERVER_TRACE_GC=1, its collections).
    if (server && process.env.BENCH_SERVER_OUTPUT) await fs.writeFile(process.env.BENCH_SERVER_OUTPUT, server.output());
    await client.end().catch(() => undefined);
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * On the embedded database (PGlite, in this process, requests through app.inject): what a
 * single-machine installation without a PostgreSQL server gets. The database shares the
 * process, so memory here is the whole process's.
 */
async function benchOnPGlite(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-activity-"));
  const database = await openDatabase({ kind: "pglite" });
  await migrate(database);
  const config = loadConfig({ APP_MODE: "development", PUBLIC_URL: "http://paraph.bench", LOG_LEVEL: "silent", DATA_DIR: dataDir, RATE_LIMITS_ENABLED: "false" });
  const { app } = await buildApp({ config, database, logger: false });
  try {
    const seedStarted = performance.now();
    const { businessId, adminEmail } = await seedBusinessActivity(async (script) => database.runScript(`${script}; ANALYZE;`), SEEDED_SIGNATURES);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const login = await app.inject({ method: "POST", url: "/api/v1/login", payload: { email: adminEmail, password: BENCH_PASSWORD } });
    const token = (login.json() as { token: string }).token;
    const headers = { authorization: `Bearer ${token}` };
    const base = `/api/v2/businesses/${businessId}/activities`;

    const timed = (url: string, count: number) => timeInjectedGets(app, url, headers, count);

    /** Requests started every 10 ms whatever the previous ones do (open model), for `seconds`. */
    async function steady(url: string, seconds: number): Promise<number[]> {
      const durations: number[] = [];
      const pending: Promise<void>[] = [];
      const started = performance.now();
      for (let index = 0; index < seconds * 100; index += 1) {
        const due = started + index * 10;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        pending.push(
          app.inject({ method: "GET", url, headers }).then((response) => {
            if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
            durations.push(performance.now() - due);
          }),
        );
      }
      await Promise.all(pending);
      return durations;
    }

    const row = (name: string, durations: number[]) => ({
      call: name,
      requests: durations.length,
      "p50 ms": median(durations).toFixed(1),
      "p99 ms": percentile(durations, 0.99).toFixed(1),
    });

    const firstPage = `${base}/signatures?size=25&${YEAR}`;
    await timed(firstPage, 20);
    const rows = [
      row("baseline: GET /v1/user, one at a time", await timed("/api/v1/user", 200)),
      row("signatures, first page of 25 (newest first), one at a time", await timed(firstPage, 200)),
      row("signatures, page 1 of 100 sorted by quality", await timed(`${base}/signatures?size=100&sort=quality,desc&${YEAR}`, 200)),
      row("signatures, page 100 of 100 (the deepest allowed)", await timed(`${base}/signatures?size=100&page=100&${YEAR}`, 100)),
      row("signatures, default range (last 30 days)", await timed(`${base}/signatures?size=25`, 200)),
      row("accounts (50 members), counts over a year", await timed(`${base}/accounts?size=50&sort=signatureCount,desc&${YEAR}`, 50)),
      row("baseline: GET /v1/user, steady 100 req/s, 10 s", await steady("/api/v1/user", 10)),
      row("signatures, first page of 25, steady 100 req/s, 10 s", await steady(firstPage, 10)),
    ];

    // The export over a real socket. Memory: the JS heap after a collection (run with
    // --expose-gc), sampled every 250 ms; RSS also holds PGlite's page cache, which fills as the
    // export reads a table it had not read before.
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      global.gc?.();
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 250);
    const downloaded = await downloadExport(`http://127.0.0.1:${port}${base}/signatures/export?${YEAR}`, headers);
    clearInterval(sampler);

    printTable(`Business activity on PGlite: ${SEEDED_SIGNATURES} signature rows of ${ACTIVITY_MEMBERS} members seeded in ${seedSeconds.toFixed(1)} s`, rows);
    printTable("Signature export on PGlite (streamed over HTTP, every row)", [
      {
        rows: downloaded.rows,
        "CSV MB": (downloaded.bytes / MB).toFixed(1),
        seconds: downloaded.seconds.toFixed(1),
        "rows/s": Math.round(downloaded.rows / downloaded.seconds),
        "heap kept, growth MB": global.gc ? ((peakHeap - before.heapUsed) / MB).toFixed(1) : "run with --expose-gc",
        "RSS growth MB (with PGlite's cache)": ((peakRss - before.rss) / MB).toFixed(1),
      },
    ]);
  } finally {
    await app.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The business activity page with one business of 50 members and 1 000 000 signature rows
 * (BENCH_ACTIVITY_ROWS to change it): on PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a server, on PGlite otherwise, or as well with BENCH_ACTIVITY_PGLITE=1.
 */
export async function benchBusinessActivity(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) await benchOnPostgres(serverUrl);
  if (!serverUrl || process.env.BENCH_ACTIVITY_PGLITE === "1") await benchOnPGlite();
}

if (process.argv[1]?.endsWith("business-activity.bench.ts")) await benchBusinessActivity();
