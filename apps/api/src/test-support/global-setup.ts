import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../platform/db/database.ts";
import { migrate } from "../platform/db/migrate.ts";

/**
 * Once per test run, two embedded clusters saved as snapshots every test file loads instead of
 * doing the work again: the empty one after initdb (migration tests start from it), and one with
 * every migration applied (each test database starts from it: applying the migrations took
 * 2.5–3 s of CPU per database).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-pglite-"));
  const emptyPath = path.join(directory, "empty-cluster.tar.gz");
  const pglite = await PGlite.create();
  await fs.writeFile(emptyPath, Buffer.from(await (await pglite.dumpDataDir("gzip")).arrayBuffer()));
  await pglite.close();
  const migratedPath = path.join(directory, "migrated-cluster.tar");
  const migrated = await openDatabase({ kind: "pglite", snapshot: new Blob([await fs.readFile(emptyPath)]) });
  try {
    await migrate(migrated);
    const dumped = await migrated.dumpDataDir?.(async () => undefined);
    if (!dumped) throw new Error("An embedded database can be dumped");
    await fs.writeFile(migratedPath, Buffer.from(await dumped.dump.arrayBuffer()));
  } finally {
    await migrated.close();
  }
  project.provide("pgliteSnapshot", emptyPath);
  project.provide("pgliteMigratedSnapshot", migratedPath);
  return async () => {
    await fs.rm(directory, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The embedded cluster right after initdb. */
    pgliteSnapshot: string;
    /** The embedded cluster with every migration applied. */
    pgliteMigratedSnapshot: string;
  }
}
