import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../platform/db/database.ts";
import { migrate } from "../platform/db/migrate.ts";

/**
 * Once per test run, for the embedded database: PGlite's initdb, saved as an empty cluster (the
 * migration suites start from it), then every migration applied and saved again. Each test
 * database loads the migrated snapshot, so no file pays for initdb or the migrations itself.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-pglite-"));
  const emptyPath = path.join(directory, "empty-cluster.tar.gz");
  const migratedPath = path.join(directory, "migrated-cluster.tar");
  const pglite = await PGlite.create();
  const empty = await pglite.dumpDataDir("gzip");
  await fs.writeFile(emptyPath, Buffer.from(await empty.arrayBuffer()));
  await pglite.close();

  const database = await openDatabase({ kind: "pglite", snapshot: empty });
  await migrate(database);
  if (!database.dumpDataDir) throw new Error("An embedded database can dump its data folder");
  const { dump: migrated } = await database.dumpDataDir(async () => undefined);
  await fs.writeFile(migratedPath, Buffer.from(await migrated.arrayBuffer()));
  await database.close();

  project.provide("pgliteSnapshot", emptyPath);
  project.provide("pgliteMigratedSnapshot", migratedPath);
  return async () => {
    await fs.rm(directory, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** An initdb'd, empty PGlite cluster (gzip tar). */
    pgliteSnapshot: string;
    /** The same cluster with every migration applied (plain tar). */
    pgliteMigratedSnapshot: string;
  }
}
