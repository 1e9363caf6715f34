import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/platform/config.ts";
import { openDatabase } from "../apps/api/src/platform/db/database.ts";
import { migrate } from "../apps/api/src/platform/db/migrate.ts";
import { hashPassword } from "../apps/api/src/platform/auth/password-hashing.ts";
import { BENCH_PASSWORD, median, percentile, printTable } from "./support.ts";

const SEEDED_SIGNATURES = Number(process.env.BENCH_ACTIVITY_ROWS ?? 1_000_000);
const MEMBERS = 50;

/**
 * The business activity page on the embedded database (PGlite, in process): one business with
 * 50 members and 1 000 000 signature rows over a year, seeded in one statement. Measures list
 * pages one at a time and at a steady 100 requests a second (GET /v1/user alongside as the
 * baseline), and the streamed export of every row over HTTP: rows a second and memory growth.
 */
export async function benchBusinessActivity(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-activity-"));
  const database = await openDatabase({ kind: "pglite" });
  await migrate(database);
  const config = loadConfig({ APP_MODE: "development", PUBLIC_URL: "http://paraph.bench", LOG_LEVEL: "silent", DATA_DIR: dataDir, RATE_LIMITS_ENABLED: "false" });
  const { app } = await buildApp({ config, database, logger: false });
  try {
    const email = `activity.${Date.now()}@example.ch`;
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const businessId = crypto.randomUUID();
    const adminId = crypto.randomUUID();
    const seedStarted = performance.now();
    await database.runScript(`
      INSERT INTO users (id, email, email_verified, first_name, last_name, password_hash, lang, accepted_gtc_at, created_at, updated_at)
      VALUES ('${adminId}', '${email}', true, 'Ada', 'Admin', '${passwordHash}', 'en-gb', now(), now(), now());
      INSERT INTO users (id, email, email_verified, first_name, last_name, lang, created_at, updated_at)
      SELECT gen_random_uuid(), 'member' || n || '@example.ch', true, 'Member', 'No ' || n, 'en-gb', now(), now() FROM generate_series(1, ${MEMBERS - 1}) AS n;
      INSERT INTO businesses (id, name, email, gtc_accepted_at, dpa_accepted_at, created_at, updated_at)
      VALUES ('${businessId}', 'Bench AG', 'office@bench.ch', now(), now(), now(), now());
      INSERT INTO business_members (business_id, user_id, role, joined_at) VALUES ('${businessId}', '${adminId}', 'admin', now());
      INSERT INTO business_members (business_id, user_id, role, joined_at) SELECT '${businessId}', id, 'member', now() FROM users WHERE email LIKE 'member%';
      WITH people AS (SELECT array_agg(user_id) AS ids FROM business_members WHERE business_id = '${businessId}')
      INSERT INTO business_signature_activities (id, business_id, user_id, signature_request_id, title, quality, legislation, seal_account_name, signed_at)
      SELECT gen_random_uuid(), '${businessId}', people.ids[1 + g % ${MEMBERS}], gen_random_uuid(), 'Contract ' || g,
        (ARRAY['ses','aes','qes','aesMinimal'])[1 + g % 4], CASE WHEN g % 3 = 0 THEN 'zertes' ELSE 'eidas' END,
        CASE WHEN g % 10 = 0 THEN 'bench-seal' END, now() - (g * 30 || ' seconds')::interval
      FROM generate_series(1, ${SEEDED_SIGNATURES}) AS g, people;
      -- What the trigger keeps beside each row, written at once here as the rows are.
      INSERT INTO business_signature_daily_counts (business_id, user_id, day, signatures)
      SELECT business_id, user_id, (signed_at AT TIME ZONE 'UTC')::date, count(*) FROM business_signature_activities GROUP BY 1, 2, 3;
      ANALYZE;
    `);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const login = await app.inject({ method: "POST", url: "/api/v1/login", payload: { email, password: BENCH_PASSWORD } });
    const token = (login.json() as { token: string }).token;
    const headers = { authorization: `Bearer ${token}` };
    const base = `/api/v2/businesses/${businessId}/activities`;
    // Every row is within the last year: a range of a year takes them all in.
    const year = `start_date=${new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10)}`;

    async function timed(url: string, count: number): Promise<number[]> {
      const durations: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const started = performance.now();
        const response = await app.inject({ method: "GET", url, headers });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        durations.push(performance.now() - started);
      }
      return durations;
    }

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

    const firstPage = `${base}/signatures?size=25&${year}`;
    await timed(firstPage, 20);
    const rows = [
      row("baseline: GET /v1/user, one at a time", await timed("/api/v1/user", 200)),
      row("signatures, first page of 25 (newest first), one at a time", await timed(firstPage, 200)),
      row("signatures, page 1 of 100 sorted by quality", await timed(`${base}/signatures?size=100&sort=quality,desc&${year}`, 200)),
      row("signatures, page 100 of 100 (the deepest allowed)", await timed(`${base}/signatures?size=100&page=100&${year}`, 100)),
      row("signatures, default range (last 30 days)", await timed(`${base}/signatures?size=25`, 200)),
      row("accounts (50 members), counts over a year", await timed(`${base}/accounts?size=50&sort=signatureCount,desc&${year}`, 50)),
      row("baseline: GET /v1/user, steady 100 req/s, 10 s", await steady("/api/v1/user", 10)),
      row("signatures, first page of 25, steady 100 req/s, 10 s", await steady(firstPage, 10)),
    ];

    // The export over a real socket, read as it arrives and thrown away: throughput and memory.
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    // Memory growth is what the export keeps: the JS heap after a collection (run with
    // --expose-gc), sampled every 250 ms. RSS also holds PGlite's page cache (the database runs in
    // this process), which fills as the export reads a table it had not read before.
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
    const exportStarted = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${base}/signatures/export?${year}`, { headers });
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    clearInterval(sampler);
    const exportedRows = lines - 1;

    printTable(`Business activity on PGlite: ${SEEDED_SIGNATURES} signature rows of ${MEMBERS} members seeded in ${seedSeconds.toFixed(1)} s`, rows);
    printTable("Signature export (streamed over HTTP, every row)", [
      {
        rows: exportedRows,
        "MB": (bytes / 2 ** 20).toFixed(1),
        seconds: exportSeconds.toFixed(1),
        "rows/s": Math.round(exportedRows / exportSeconds),
        "heap kept, growth MB": global.gc ? ((peakHeap - before.heapUsed) / 2 ** 20).toFixed(1) : "run with --expose-gc",
        "RSS growth MB (with PGlite's cache)": ((peakRss - before.rss) / 2 ** 20).toFixed(1),
      },
    ]);
  } finally {
    await app.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("business-activity.bench.ts")) await benchBusinessActivity();
