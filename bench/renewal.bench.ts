import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp, type BuiltApp } from "../apps/api/src/app.ts";
import { listDueDocuments } from "../apps/api/src/modules/archive-renewal/index.ts";
import { ManualClock } from "../apps/api/src/platform/clock.ts";
import { loadConfig } from "../apps/api/src/platform/config.ts";
import { openDatabase, type Database } from "../apps/api/src/platform/db/database.ts";
import { migrate } from "../apps/api/src/platform/db/migrate.ts";
import { insertUser, newUserRow } from "../apps/api/src/modules/users/index.ts";
import { hashPassword } from "../apps/api/src/platform/auth/password-hashing.ts";
import { median, percentile, printTable, withScratchDatabase } from "./support.ts";
import { benchPdf } from "./sign-at-level.ts";

const DOCUMENTS = Number(process.env.BENCH_RENEWAL_DOCUMENTS ?? 20);
const PAGES = Number(process.env.BENCH_RENEWAL_PAGES ?? 10);

/**
 * Archive time-stamp renewal (docs/signing.md, "Long-term validity"): DOCUMENTS completed
 * one-signer requests of PAGES pages on an installation whose demo TSA certificate lasts 30 days
 * (so every one is due), then one batch over all of them, as the sweep runs it, with the TSA
 * pacing lifted. Per document: the renewal's time (reading the file, the LTA update in the
 * signing worker, reading its new time-stamp, storing the version) and the bytes it added.
 */
async function benchOn(name: string, database: Database, dataDir: string): Promise<Record<string, string | number>> {
  await migrate(database);
  const config = loadConfig({
    APP_MODE: "development",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://paraph.bench",
    RATE_LIMITS_ENABLED: "false",
    METRICS_ENABLED: "false",
    SIGNING_DEMO_TSA_CERTIFICATE_DAYS: "30",
    LTV_RENEWAL_BATCH_SIZE: String(DOCUMENTS),
    LTV_RENEWAL_TIME_STAMPS_PER_MINUTE: "100000",
  });
  const built = await buildApp({ config, database, clock: new ManualClock(new Date()), logger: false });
  try {
    await seedCompletedDocuments(built, DOCUMENTS);
    const inspectStarted = performance.now();
    const due = await listDueDocuments(built.context, built.signingServices);
    const inspectMs = performance.now() - inspectStarted;
    const started = performance.now();
    const batch = await built.runArchiveRenewalBatch();
    const seconds = (performance.now() - started) / 1000;
    if (batch.renewed.length !== due.length || batch.failed.length > 0) throw new Error(`${name}: ${batch.renewed.length} of ${due.length} renewed, ${batch.failed.length} failed`);
    const durations = batch.renewed.map((renewal) => renewal.milliseconds);
    const added = batch.renewed.map((renewal) => renewal.addedBytes);
    return {
      database: name,
      documents: batch.renewed.length,
      "read new versions ms": inspectMs.toFixed(0),
      "documents per second": (batch.renewed.length / seconds).toFixed(1),
      "p50 ms": median(durations).toFixed(1),
      "p99 ms": percentile(durations, 0.99).toFixed(1),
      "bytes added p50": Math.round(median(added)),
      "bytes added max": Math.max(...added),
    };
  } finally {
    await built.app.close();
  }
}

/** One-signer requests signed through the API to B-LTA, as users make them. */
async function seedCompletedDocuments(built: BuiltApp, count: number): Promise<void> {
  const pdf = Buffer.from(await benchPdf(PAGES)).toString("base64");
  const call = async (method: "POST" | "GET", url: string, token: string | undefined, payload?: object) => {
    const response = await built.app.inject({ method, url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const email = `renewal-${Date.now()}@example.ch`;
  const password = "Quiet-lantern-47-orbit";
  const now = built.context.clock.now();
  await insertUser(built.context.db, newUserRow({ id: crypto.randomUUID(), email, first_name: "Rita", last_name: "Renewal", password_hash: await hashPassword(password), lang: "en-gb", now }));
  const { token } = (await call("POST", "/v1/login", undefined, { email, password })) as { token: string };
  for (let index = 0; index < count; index += 1) {
    const uploaded = (await call("POST", "/v3/documents", token, { title: `Renewal ${index}`, content: pdf })) as { documents: { id: string }[] };
    const documentId = uploaded.documents[0]?.id ?? "";
    const created = await call("POST", "/v3/signature-requests", token, { title: `Renewal ${index}`, documents: [documentId], signatures: [{ account_email: email }] });
    await call("POST", `/v3/signature-requests/${String(created.id)}/initiate`, token);
    await call("POST", "/v3/sign", token, { signatureRequests: [{ signatureRequestId: String(created.id) }] });
  }
}

export async function benchRenewal(): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-renewal-"));
  try {
    const embedded = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pg") });
    try {
      rows.push(await benchOn("embedded (PGlite)", embedded, dataDir));
    } finally {
      await embedded.close();
    }
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const postgresDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-renewal-pg-"));
      rows.push(
        await withScratchDatabase(serverUrl, "paraph_bench_renewal", async (url) => {
          const postgres = await openDatabase({ kind: "postgres", url, poolSize: 5 });
          try {
            return await benchOn("PostgreSQL", postgres, postgresDir);
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
  printTable(`Archive time-stamp renewal: one batch over ${DOCUMENTS} completed ${PAGES}-page documents (B-LTA, one signer), TSA pacing lifted`, rows);
}
