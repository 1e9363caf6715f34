import { defineConfig } from "vitest/config";

/**
 * Every unit and API suite. The API suites run on embedded PGlite always, and once more on a
 * PostgreSQL server when TEST_DATABASE_URL is set (CI sets it). Browser suites live in e2e/.
 */
const apiSuites = ["apps/api/src/**/*.test.ts"];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "client", include: ["packages/client/src/**/*.test.ts"] } },
      // The layer rules of eslint.config.js, run on planted violations.
      { test: { name: "lint", include: ["lint/**/*.test.ts"], testTimeout: 30_000 } },
      {
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
              test: {
                name: "api-postgres",
                include: apiSuites,
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
