import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/platform/config.ts";
import { openDatabase } from "../apps/api/src/platform/db/database.ts";
import { migrate } from "../apps/api/src/platform/db/migrate.ts";
import { STATISTICS_COUNTS_BACKFILL } from "../apps/api/src/platform/db/migrations/0018-business-statistics.ts";
import { hashPassword } from "../apps/api/src/platform/auth/password-hashing.ts";
import { BENCH_PASSWORD, median, percentile, printTable, timeInjectedGets } from "./support.ts";

const SIGNATURES = Number(process.env.BENCH_STATISTICS_SIGNATURES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_STATISTICS_REQUESTS ?? 250_000);
const MEMBERS = 50;

/**
 * The business dashboard's statistics on the embedded database (PGlite, in process): one
 * business of 50 members with 1 000 000 signatures and 250 000 sent requests over the last year.
 * The rows are seeded in bulk with the triggers off, then counted as migration 0018 counts what
 * it finds (the same counts the triggers keep one by one). Times
 * GET /v2/businesses/{id}/statistics for the default range (12 months) and for two years, one
 * call at a time, beside GET /v1/user as the baseline of the same run.
 */
export async function benchBusinessStatistics(): Promise<void> {
  const database = await openDatabase({ kind: "pglite" });
  await migrate(database);
  const config = loadConfig({ APP_MODE: "development", PUBLIC_URL: "http://paraph.bench", LOG_LEVEL: "silent", DATA_DIR: "/tmp/paraph-bench-statistics", RATE_LIMITS_ENABLED: "false" });
  const { app } = await buildApp({ config, database, logger: false });
  try {
    const email = `statistics.${Date.now()}@example.ch`;
    const businessId = crypto.randomUUID();
    const seedStarted = performance.now();
    await database.runScript(`
      SET session_replication_role = replica;
      INSERT INTO users (id, email, email_verified, first_name, last_name, password_hash, lang, accepted_gtc_at, created_at, updated_at)
      SELECT gen_random_uuid(), CASE WHEN n = 1 THEN '${email}' ELSE 'sender' || n || '@example.ch' END, true, 'Sender', 'No ' || n,
        '${await hashPassword(BENCH_PASSWORD)}', 'en-gb', now(), now(), now()
      FROM generate_series(1, ${MEMBERS}) AS n;
      INSERT INTO businesses (id, name, email, gtc_accepted_at, dpa_accepted_at, created_at, updated_at)
      VALUES ('${businessId}', 'Statistics AG', 'office@statistics.ch', now(), now(), now(), now());
      INSERT INTO business_members (business_id, user_id, role, joined_at)
      SELECT '${businessId}', id, CASE WHEN email = '${email}' THEN 'admin' ELSE 'member' END, now() FROM users;
      WITH people AS (SELECT array_agg(user_id) AS ids FROM business_members WHERE business_id = '${businessId}')
      INSERT INTO business_signature_activities (id, business_id, user_id, signature_request_id, title, quality, legislation, seal_account_name, signed_at)
      SELECT gen_random_uuid(), '${businessId}', people.ids[1 + g % ${MEMBERS}], gen_random_uuid(), 'Contract ' || g,
        (ARRAY['ses','aes','qes','aesMinimal'])[1 + g % 4], 'zertes', CASE WHEN g % 10 = 0 THEN 'bench-seal' END,
        now() - (g * 30 || ' seconds')::interval
      FROM generate_series(1, ${SIGNATURES}) AS g, people;
      WITH people AS (SELECT array_agg(user_id) AS ids FROM business_members WHERE business_id = '${businessId}')
      INSERT INTO business_sent_requests (id, business_id, owner_id, sent_at, status, closed_at)
      SELECT gen_random_uuid(), '${businessId}', people.ids[1 + (g * 7) % ${MEMBERS}], now() - (g * 120 || ' seconds')::interval,
        (ARRAY['completed','completed','completed','declined','withdrawn','expired','open'])[1 + g % 7],
        CASE WHEN g % 7 = 6 THEN NULL ELSE now() - (g * 120 || ' seconds')::interval + ((g % 97) || ' hours')::interval END
      FROM generate_series(1, ${REQUESTS}) AS g, people;
      RESET session_replication_role;
      ${STATISTICS_COUNTS_BACKFILL}
      ANALYZE;
    `);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const login = await app.inject({ method: "POST", url: "/api/v1/login", payload: { email, password: BENCH_PASSWORD } });
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const today = new Date();
    const twoYearsBack = new Date(today.getTime() - 730 * 86_400_000).toISOString().slice(0, 10);

    async function timed(label: string, url: string, count: number) {
      const durations = await timeInjectedGets(app, url, headers, count);
      return { call: label, calls: count, "p50 ms": median(durations).toFixed(1), "p99 ms": percentile(durations, 0.99).toFixed(1) };
    }

    const statistics = `/api/v2/businesses/${businessId}/statistics`;
    await timed("warm-up", statistics, 10);
    printTable(`Business statistics on PGlite: ${SIGNATURES} signatures and ${REQUESTS} requests of ${MEMBERS} members seeded in ${seedSeconds.toFixed(1)} s`, [
      await timed("baseline: GET /v1/user", "/api/v1/user", 100),
      await timed("statistics, default range (12 months)", statistics, 100),
      await timed("statistics, two years", `${statistics}?from=${twoYearsBack}`, 100),
    ]);
  } finally {
    await app.close();
    await database.close();
  }
}
if (process.argv[1]?.endsWith("business-statistics.bench.ts")) await benchBusinessStatistics();
