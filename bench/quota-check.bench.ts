import { sql } from "kysely";
import { assertSignatureQuotaLeft, reserveRequestSignature } from "../apps/api/src/modules/billing/index.ts";
import { systemClock } from "../apps/api/src/platform/clock.ts";
import { loadConfig } from "../apps/api/src/platform/config.ts";
import { openDatabase, type Database } from "../apps/api/src/platform/db/database.ts";
import { migrate } from "../apps/api/src/platform/db/migrate.ts";
import { newUserRow } from "../apps/api/src/modules/users/index.ts";
import { timeRuns } from "./statistics.ts";
import { median, percentile, printTable, withScratchDatabase } from "./support.ts";

const ROUNDS = Number(process.env.BENCH_QUOTA_ROUNDS ?? 2000);
const BUSINESSES = 200;

interface Figures {
  database: string;
  step: string;
  p50Ms: number;
  p99Ms: number;
}

function figuresOf(database: string, step: string, durations: number[]): Figures {
  return { database, step, p50Ms: Number(median(durations).toFixed(3)), p99Ms: Number(percentile(durations, 0.99).toFixed(3)) };
}

/**
 * The quota check on the signing path (docs/billing.md, "Quotas"): before the PDF work, the
 * read-only check that the request owner's quota has a signature left; in the transaction that
 * records the signature, the reservation (one conditional upsert on the usage counter). Both
 * find the paying subscription of a member among BUSINESSES businesses. Baseline: `SELECT 1`
 * on the same connection.
 */
async function benchOn(name: string, database: Database): Promise<Figures[]> {
  await migrate(database);
  const context = { config: loadConfig({ LOG_LEVEL: "silent" }), db: database.db, clock: systemClock };
  const now = new Date();
  let ownerId = "";
  for (let index = 0; index < BUSINESSES; index += 1) {
    const userId = crypto.randomUUID();
    const businessId = crypto.randomUUID();
    await database.db.insertInto("users").values(newUserRow({ id: userId, email: `quota.${index}.${Date.now()}@example.ch`, first_name: "Quota", last_name: "Bench", password_hash: null, lang: "en-gb", now })).execute();
    await database.db.insertInto("businesses").values({ id: businessId, name: `Quota ${index}`, email: "office@quota.ch", phone: null, support_email: null, support_phone: null, logo_sha256: null, logo_width: null, logo_height: null, gtc_accepted_at: now, dpa_accepted_at: now, deletion_requested_at: null, deletion_effective_at: null, created_at: now, updated_at: now }).execute();
    await database.db.insertInto("business_members").values({ business_id: businessId, user_id: userId, role: "admin", joined_at: now }).execute();
    await assertSignatureQuotaLeft(context, userId, "aes");
    ownerId = userId;
  }
  const baseline = await timeRuns(() => sql`SELECT 1`.execute(database.db), ROUNDS, 50);
  const inline = await inlineQuotaStatement(database);
  const planned = await timeRuns(() => inline(ownerId, "aes"), ROUNDS, 50);
  const check = await timeRuns(() => assertSignatureQuotaLeft(context, ownerId, "aes"), ROUNDS, 50);
  // The reservation runs inside the signature's transaction; timed from within one, rolled back so the quota lasts.
  const reserve: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await database.db
      .transaction()
      .execute(async (trx) => {
        const started = performance.now();
        await reserveRequestSignature(context, trx, ownerId, "ses");
        reserve.push(performance.now() - started);
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
  }
  return [figuresOf(name, "baseline SELECT 1", baseline), figuresOf(name, "baseline: the check's statement sent inline (planned per call)", planned), figuresOf(name, "quota check before PDF work", check), figuresOf(name, "reservation in the signature's transaction", reserve)];
}

class RollBack extends Error {}

/**
 * The statement inside `billing_quota_snapshot` (migration 0033), read from the database and sent
 * as a plain parameterised statement, as the check did before the function kept its plan.
 */
async function inlineQuotaStatement(database: Database): Promise<(userId: string, quality: string) => Promise<unknown>> {
  const source = (await sql<{ prosrc: string }>`SELECT prosrc FROM pg_proc WHERE proname = 'billing_quota_snapshot'`.execute(database.db)).rows[0]?.prosrc;
  const statement = /RETURN QUERY([\s\S]*);\s*END/.exec(source ?? "")?.[1];
  if (!statement) throw new Error("billing_quota_snapshot not found");
  const parts = statement.split(/(p_user_id|p_quality)/);
  return (userId, quality) => sql.join(parts.map((part) => (part === "p_user_id" ? sql`${userId}::uuid` : part === "p_quality" ? sql`${quality}` : sql.raw(part))), sql``).execute(database.db);
}

export async function benchQuotaCheck(): Promise<void> {
  const rows: Figures[] = [];
  const pglite = await openDatabase({ kind: "pglite" });
  try {
    rows.push(...(await benchOn("PGlite (embedded)", pglite)));
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    rows.push(
      ...(await withScratchDatabase(serverUrl, "paraph_bench_quota", async (url) => {
        const postgres = await openDatabase({ kind: "postgres", url, poolSize: 2 });
        try {
          return await benchOn("PostgreSQL", postgres);
        } finally {
          await postgres.close();
        }
      })),
    );
  }
  printTable(`Quota check on the signing path (${ROUNDS} rounds each)`, rows as unknown as Record<string, string | number>[]);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchQuotaCheck();
