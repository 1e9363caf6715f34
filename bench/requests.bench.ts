import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { generateTextPdf } from "../apps/api/src/test-support/pdf-corpus.ts";
import { steadyLoad, type SteadyLoadResult } from "./steady-load.ts";
import { buildsToMeasure, startTimed, type ServerBuild } from "./server-builds.ts";
import { BENCH_PASSWORD, median, printTable, registerUser, withScratchDatabase } from "./support.ts";

const SEEDED_REQUESTS = 100_000;
const SEEDED_USERS = 5_000;

/**
 * 100 000 requests among 5 000 users in one set-based SQL statement per table; the benchmark
 * user owns 1 000 of them and must sign 1 000 others, a busy account's dashboard. The triggers of
 * migration 0007 write the list's participant rows as part of the same statements.
 */
async function seed(client: pg.Client, benchUserId: string, benchEmail: string): Promise<void> {
  await client.query(`
    INSERT INTO users (id, email, email_verified, first_name, last_name, lang, created_at, updated_at)
    SELECT gen_random_uuid(), 'seed' || n || '@example.ch', true, 'Seed', 'User ' || n, 'en-gb', now(), now()
    FROM generate_series(1, ${SEEDED_USERS}) AS n`);
  await client.query(`
    WITH owners AS (SELECT array_agg(id) AS ids FROM users WHERE email LIKE 'seed%')
    INSERT INTO signature_requests (id, owner_id, title, status, signing_order, quality, created_at, updated_at)
    SELECT gen_random_uuid(),
      CASE WHEN g <= 1000 THEN $1::uuid ELSE owners.ids[1 + g % ${SEEDED_USERS}] END,
      'Contract ' || g,
      (ARRAY['draft','open','completed','declined','withdrawn','expired'])[1 + g % 6],
      'parallel', 'ses',
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${SEEDED_REQUESTS}) AS g, owners`, [benchUserId]);
  await client.query(`
    INSERT INTO signers (id, signature_request_id, email, user_id, position, status, invitation_token_hash, fields, created_at, updated_at)
    SELECT gen_random_uuid(), r.id,
      CASE WHEN r.owner_id <> $1::uuid AND row_number() OVER (ORDER BY r.id) % 99 = 0 THEN $2 ELSE 'signer' || row_number() OVER (ORDER BY r.id) || '@example.org' END,
      NULL, 0, 'open', md5(random()::text) || md5(random()::text), '[]', now(), now()
    FROM signature_requests r`, [benchUserId, benchEmail]);
  await client.query("ANALYZE");
}

export async function benchRequests(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log("The signature-request benchmark needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.");
    return;
  }
  // Each build (BENCH_BASELINE_API's first) on a database of its own, seeded the same way.
  for (const build of buildsToMeasure()) await withScratchDatabase(serverUrl, "paraph_bench_requests", (url) => benchRequestsOn(url, build));
}

/** The measurements on a fresh database: the build started on it, the rows seeded in SQL. */
async function benchRequestsOn(databaseUrl: string, build: ServerBuild): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-requests-"));
  const { server } = await startTimed(build, dataDir, { DATABASE_URL: databaseUrl, RATE_LIMITS_ENABLED: "false" });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const email = `requests.${Date.now()}@example.ch`;
    await registerUser(server.url, email);
    const login = await fetch(`${server.url}/api/v1/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    const user = await client.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
    const seedStarted = performance.now();
    await seed(client, user.rows[0]?.id ?? "", email);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const authorization = { authorization: `Bearer ${token}` };
    const listUrl = `${server.url}/api/v3/signature-requests-redesign?size=25`;
    const total = ((await (await fetch(listUrl, { headers: authorization })).json()) as { total: number }).total;

    // Straight after the bulk seed every participant row still has its dead first version and no
    // page is marked all-visible; autovacuum tidies that within minutes, VACUUM here at once.
    const asSeeded = await autocannon({ url: listUrl, headers: authorization, connections: 10, overallRate: 200, duration: 10 });
    await client.query("VACUUM ANALYZE");
    // The seed wrote some hundred megabytes of WAL a moment ago; a running installation is not in
    // the middle of flushing that, so the checkpoint it would trigger happens now, not mid-run.
    await client.query("CHECKPOINT");
    // The target's own terms: requests arriving steadily at 200 per second.
    const steady = await steadyLoad({ url: listUrl, headers: authorization, rate: 200, seconds: 15 });
    const steadySearched = await steadyLoad({ url: `${listUrl}&search=contract%2012&status=open&status=completed&sortBy=title`, headers: authorization, rate: 200, seconds: 10 });
    const steadyDeepPage = await steadyLoad({ url: `${listUrl}&page=40`, headers: authorization, rate: 200, seconds: 10 });
    const atRate = await autocannon({ url: listUrl, headers: authorization, connections: 10, overallRate: 200, duration: 15 });
    const flatOut = await autocannon({ url: listUrl, headers: authorization, connections: 10, duration: 10 });
    const searched = await autocannon({ url: `${listUrl}&search=contract%2012&status=open&status=completed&sortBy=title`, headers: authorization, connections: 10, overallRate: 200, duration: 10 });
    const deepPage = await autocannon({ url: `${listUrl}&page=40`, headers: authorization, connections: 10, overallRate: 200, duration: 10 });

    // create + initiate: each request gets a freshly uploaded document and one signer.
    const documentIds: string[] = [];
    const pdf = await generateTextPdf({ pageCount: 1 });
    for (let index = 0; index < 120; index += 1) {
      const response = await fetch(`${server.url}/api/v3/documents`, {
        method: "POST",
        headers: { ...authorization, "content-type": "application/json" },
        body: JSON.stringify({ title: `Bench ${index}`, content: Buffer.from(pdf).toString("base64") }),
      });
      documentIds.push(((await response.json()) as { documents: { id: string }[] }).documents[0]?.id ?? "");
    }
    const durations: number[] = [];
    const started = performance.now();
    const worker = async () => {
      for (let documentId = documentIds.pop(); documentId; documentId = documentIds.pop()) {
        const begun = performance.now();
        const created = await fetch(`${server.url}/api/v3/signature-requests`, {
          method: "POST",
          headers: { ...authorization, "content-type": "application/json" },
          body: JSON.stringify({ title: "Bench request", documents: [documentId], signatures: [{ account_email: `bench-signer-${documentId}@example.org` }] }),
        });
        const { id } = (await created.json()) as { id: string };
        const initiated = await fetch(`${server.url}/api/v3/signature-requests/${id}/initiate`, { method: "POST", headers: authorization });
        if (initiated.status !== 200) throw new Error(`initiate failed: ${initiated.status}`);
        durations.push(performance.now() - begun);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const createSeconds = (performance.now() - started) / 1000;

    printTable(`Signature requests on PostgreSQL, ${build.name}: ${SEEDED_REQUESTS} seeded in ${seedSeconds.toFixed(1)} s; the user sees ${total}`, [
      steadyRow("list, first page of 25, steady 200 req/s", steady),
      steadyRow("list, search + 2 statuses + sort by title, steady 200 req/s", steadySearched),
      steadyRow("list, page 40 of 25, steady 200 req/s", steadyDeepPage),
      loadRow("list, first page of 25, autocannon -R 200 (1-s bursts), right after the seed (not vacuumed)", asSeeded),
      loadRow("list, first page of 25, autocannon -R 200 (1-s bursts)", atRate),
      loadRow("list, flat out (autocannon, 10 connections)", flatOut),
      loadRow("list, search + 2 statuses + sort by title, autocannon -R 200 (1-s bursts)", searched),
      loadRow("list, page 40 of 25, autocannon -R 200 (1-s bursts)", deepPage),
      { case: "create + initiate (4 at a time)", "req/s": (120 / createSeconds).toFixed(1), "p50 ms": median(durations).toFixed(1), "p99 ms": "", errors: 0 },
    ]);
  } finally {
    await client.end();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

function steadyRow(name: string, result: SteadyLoadResult): Record<string, string | number> {
  return { case: name, "req/s": Math.round(result.achievedRate), "p50 ms": result.p50Ms.toFixed(1), "p99 ms": result.p99Ms.toFixed(1), errors: result.errors };
}

function loadRow(name: string, result: autocannon.Result): Record<string, string | number> {
  return { case: name, "req/s": Math.round(result.requests.average), "p50 ms": result.latency.p50, "p99 ms": result.latency.p99, errors: result.errors + result.non2xx };
}
