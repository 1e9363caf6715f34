import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PostgresQueryCompiler, type KyselyPlugin } from "kysely";
import { buildApp } from "../apps/api/src/app.ts";
import { systemClock } from "../apps/api/src/platform/clock.ts";
import { loadConfig } from "../apps/api/src/platform/config.ts";
import { openDatabase } from "../apps/api/src/platform/db/database.ts";
import { migrate } from "../apps/api/src/platform/db/migrate.ts";
import { runBulkSendBatch } from "../apps/api/src/modules/bulk-sends/jobs.ts";
import { insertUser, newUserRow } from "../apps/api/src/modules/users/repository.ts";
import { hashPassword } from "../apps/api/src/platform/auth/password-hashing.ts";
import { benchPdf } from "./sign-at-level.ts";
import { BENCH_PASSWORD } from "./support.ts";

const ROWS = Number(process.env.ROWS ?? 20);
const compiler = new PostgresQueryCompiler();
let counting = false;
const counts = new Map<string, number>();
const counter: KyselyPlugin = {
  transformQuery(args) {
    if (counting) {
      const text = compiler.compileQuery(args.node, args.queryId).sql.replace(/\$\d+/g, "?").replace(/\(\?(, \?)*\)/g, "(…)").slice(0, 160);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    return args.node;
  },
  transformResult: async (args) => args.result,
};

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-prof-"));
const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pg") });
await migrate(database);
database.db = database.db.withPlugin(counter);
const config = loadConfig({ APP_MODE: "development", LOG_LEVEL: "silent", DATA_DIR: dataDir, PUBLIC_URL: "http://paraph.bench", RATE_LIMITS_ENABLED: "false", METRICS_ENABLED: "false", BULK_SEND_ROWS_PER_MINUTE: "1000000", BULK_SEND_BATCH_ROWS: String(ROWS) });
const built = await buildApp({ config, database, clock: systemClock, logger: false });
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
const lines = ["Employee.email;Employee.firstName;Employee.lastName;HR.email;City"];
for (let row = 1; row <= ROWS; row += 1) lines.push(`bench.employee.${row}@example.ch;"Erika; ${row}";Muster;hr.bench@example.ch;Bern`);
const response = await built.app.inject({ method: "POST", url: `/api/v3/templates/${template.id}/bulk-sends`, headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" }, payload: Buffer.from(lines.join("\n")) });
const id = (response.json() as { id: string }).id;
counting = true;
await runBulkSendBatch(built.context, id);
counting = false;
const total = [...counts.values()].reduce((a, b) => a + b, 0);
console.log(`${total} statements for ${ROWS} rows: ${(total / ROWS).toFixed(1)} per row`);
for (const [text, count] of [...counts.entries()].sort((a, b) => b[1] - a[1])) console.log(String(count).padStart(6), (count / ROWS).toFixed(2).padStart(6), text);
await built.app.close();
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
