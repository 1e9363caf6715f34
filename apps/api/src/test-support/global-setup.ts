import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

/**
 * Runs PGlite's initdb once per test run and saves the empty cluster; every test file then
 * loads this snapshot instead of paying for initdb again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-pglite-"));
  const snapshotPath = path.join(directory, "empty-cluster.tar.gz");
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir("gzip");
  await fs.writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteSnapshot", snapshotPath);
  return async () => {
    await fs.rm(directory, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
