import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { loadConfig } from "./platform/config.ts";
import { openDatabase, type Database } from "./platform/db/database.ts";
import { migrate } from "./platform/db/migrate.ts";

/**
 * PGlite's initdb is most of the time `npm run openapi:update` takes (7 of 10 s); its empty
 * cluster is kept in the temporary folder, per PGlite version, and loaded on the next runs.
 */
async function emptyClusterSnapshot(): Promise<Blob> {
  const { PGlite } = await import("@electric-sql/pglite");
  const cachePath = path.join(os.tmpdir(), `paraph-openapi-pglite-${await pgliteVersion()}.tar.gz`);
  const cached = await fs.readFile(cachePath).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir("gzip");
  await pglite.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Written aside and renamed, so a run reading it at the same time never sees half a file.
  const partial = `${cachePath}.${process.pid}`;
  await fs.writeFile(partial, bytes);
  await fs.rename(partial, cachePath);
  return new Blob([bytes]);
}

async function pgliteVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve("@electric-sql/pglite"));
  const packageJson = await fs.readFile(path.join(path.dirname(entry), "../package.json"), "utf8");
  return (JSON.parse(packageJson) as { version: string }).version;
}

/**
 * The OpenAPI document the server serves at /api/docs/json, built from a whole app on a fresh
 * in-memory database with a fixed configuration, so the same code gives the same document on any
 * machine. packages/client's snapshot is written from it (`npm run openapi:update`) and its
 * breaking-change check compares with it.
 */
export async function buildOpenApiDocument(migrated?: Database): Promise<Record<string, unknown>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-openapi-"));
  // The routes do not depend on the data: tests lend their migrated database, the script opens one.
  const database = migrated ?? (await openDatabase({ kind: "pglite", snapshot: await emptyClusterSnapshot() }));
  try {
    if (!migrated) await migrate(database);
    const config = loadConfig({ APP_MODE: "development", PUBLIC_URL: "http://paraph.test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
    const { app } = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      const response = await app.inject({ method: "GET", url: "/api/docs/json" });
      if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
      return response.json() as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    if (!migrated) await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
