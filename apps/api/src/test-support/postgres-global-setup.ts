import type { TestProject } from "vitest/node";
import { openDatabase } from "../platform/db/database.ts";
import { migrate } from "../platform/db/migrate.ts";

/**
 * Once per test run, on the PostgreSQL server of TEST_DATABASE_URL: a template database with
 * every migration applied. Each test database is a copy of it (CREATE DATABASE … TEMPLATE),
 * which takes a fraction of applying the migrations again; it is dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("The PostgreSQL suites need TEST_DATABASE_URL");
  const name = `paraph_template_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = await openDatabase({ kind: "postgres", url: serverUrl, poolSize: 1 });
  await admin.runScript(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Nobody may be connected to a template while it is copied: the migrating pool is closed first.
  const template = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 1 });
  try {
    await migrate(template);
  } finally {
    await template.close();
  }
  project.provide("postgresTemplateDatabase", name);
  return async () => {
    await admin.runScript(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's migrated template database on the PostgreSQL server. */
    postgresTemplateDatabase: string;
  }
}
