import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/api/src/app.ts";
import { systemClock } from "../apps/api/src/platform/clock.ts";
import { openDatabase } from "../apps/api/src/platform/db/database.ts";
import { migrate } from "../apps/api/src/platform/db/migrate.ts";
import { runBulkSendBatch } from "../apps/api/src/modules/bulk-sends/index.ts";
import { bulkBenchConfig, csvOf, setUp } from "./bulk-send.bench.ts";
import { statementCounter } from "./statement-counter.ts";
import { printTable } from "./support.ts";

/** Rows of the one batch counted: BENCH_BULK_STATEMENT_ROWS, else 200 (the default batch). */
const ROWS = Number(process.env.BENCH_BULK_STATEMENT_ROWS ?? 200);

/**
 * The SQL statements of one bulk-send batch of ROWS rows on the embedded database (the bench's
 * two-role template), counted by statement: what a row costs in round trips and which statements
 * a batch repeats (docs/bulk-send.md, "What a row costs"). The batch runs by itself, without the
 * mails' delivery.
 */
export async function benchBulkSendStatements(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-bulk-statements-"));
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pg") });
  try {
    await migrate(database);
    const counter = statementCounter({ byText: true });
    const config = bulkBenchConfig(dataDir, { BULK_SEND_BATCH_ROWS: String(ROWS) });
    const built = await buildApp({ config, database: { ...database, db: database.db.withPlugin(counter.plugin) }, clock: systemClock, logger: false });
    try {
      const { token, templateId } = await setUp(built);
      const response = await built.app.inject({ method: "POST", url: `/api/v3/templates/${templateId}/bulk-sends`, headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" }, payload: csvOf(ROWS) });
      if (response.statusCode !== 202) throw new Error(`upload: ${response.statusCode} ${response.body}`);
      counter.start();
      await runBulkSendBatch(built.context, (response.json() as { id: string }).id);
      const { total, byText } = counter.stop();
      const rows = [...byText.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([statement, count]) => ({ statement: statement.slice(0, 110), count, "per row": (count / ROWS).toFixed(2) }));
      printTable(`Bulk send: the SQL statements of one batch of ${ROWS} rows, ${total} in all (${(total / ROWS).toFixed(2)} a row), besides BEGIN and COMMIT`, rows);
    } finally {
      await built.app.close();
    }
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
