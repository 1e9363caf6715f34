import autocannon from "autocannon";
import { BENCH_PASSWORD, printTable, registerAndLogIn, startServer, withScratchDatabase } from "./support.ts";

interface Figures {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function load(url: string, options: Partial<autocannon.Options>): Promise<autocannon.Result> {
  return autocannon({ url, connections: 10, duration: 10, ...options });
}

async function benchOne(database: string, env: Record<string, string>): Promise<Figures[]> {
  const server = await startServer({ env: { RATE_LIMITS_ENABLED: "false", ...env } });
  try {
    const email = `bench.${Date.now()}@example.ch`;
    const token = await registerAndLogIn(server.url, email);
    const loginResult = await load(`${server.url}/api/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    const userResult = await load(`${server.url}/api/v1/user?v2=true`, { headers: { authorization: `Bearer ${token}` } });
    const figures = (endpoint: string, result: autocannon.Result): Figures => ({
      database,
      endpoint,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
    return [figures("POST /v1/login", loginResult), figures("GET /v1/user", userResult)];
  } finally {
    await server.stop();
  }
}

/** Login and user reads with autocannon (10 connections, 10 s each), on PGlite and on PostgreSQL. */
export async function benchAccounts(): Promise<void> {
  const rows = await benchOne("PGlite (embedded)", {});
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    rows.push(...(await withScratchDatabase(serverUrl, "paraph_bench", (url) => benchOne("PostgreSQL server", { DATABASE_URL: url }))));
  } else {
    console.log("PostgreSQL figures need BENCH_DATABASE_URL or TEST_DATABASE_URL.");
  }
  printTable("Accounts throughput (autocannon, 10 connections, 10 s, rate limits off)", rows.map((row) => ({ ...row })));
}
