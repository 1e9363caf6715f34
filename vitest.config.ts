import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Every unit and API suite. The API suites run on embedded PGlite always, and once more on a
 * PostgreSQL server when TEST_DATABASE_URL is set (CI sets it). Browser suites live in e2e/.
 */
const apiSuites = ["apps/api/src/**/*.test.ts"];
/** Suites about the embedded database itself: they open PGlite whatever the project, so they run once. */
const embeddedDatabaseSuites = ["apps/api/src/platform/db/schema-snapshot.test.ts"];
/**
 * The client package is used from its TypeScript sources here (as tsconfig.base.json's
 * `paraph-source` condition does for the type checker), from its build once installed.
 */
const clientFromSource = { resolve: { alias: [{ find: /^@paraph\/client$/, replacement: path.resolve(import.meta.dirname, "packages/client/src/index.ts") }] } };
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "client", include: ["packages/client/src/**/*.test.ts"] } },
      // The layer rules of eslint.config.js, run on planted violations.
      { test: { name: "lint", include: ["lint/**/*.test.ts"], testTimeout: 30_000 } },
      {
        ...clientFromSource,
        test: {
          name: "api-pglite",
          include: apiSuites,
          env: { PARAPH_TEST_DATABASE: "pglite" },
          globalSetup: ["apps/api/src/test-support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              ...clientFromSource,
              test: {
                name: "api-postgres",
                include: apiSuites,
                exclude: embeddedDatabaseSuites,
                env: { PARAPH_TEST_DATABASE: "postgres", TEST_DATABASE_URL: postgresUrl },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      "apps/web/vitest.config.ts",
    ],
  },
});
