import path from "node:path";
import { defineConfig } from "vitest/config";
import SuiteTimingReporter from "./testing/suite-timing-reporter.ts";

/**
 * Every unit and API suite. Without TEST_DATABASE_URL the API suites run on embedded PGlite, the
 * default a fresh installation runs on. With it (CI), they run on that PostgreSQL server, the
 * production back end, and PGlite keeps the suites about what differs on it: the embedded
 * database itself, its single connection under concurrent work (jobs, idempotency, the signing
 * line), start-up, backups and operator commands. Every e2e suite's server runs on PGlite, so
 * the embedded default is walked end to end as well. Every API suite ran on both until November
 * 2026; the same SQL on the same engine (PGlite is PostgreSQL compiled to WebAssembly) twice.
 */
const apiSuites = ["apps/api/src/**/*.test.ts"];
/**
 * Suites that run once, on the PGlite project, also in CI: the PDF engine, PKI and validation
 * (`pdf-engine/`; a few of them open an app, incidentally), other suites that touch no database,
 * and those that open PGlite whatever the project (the schema snapshot, the operator commands on
 * a data folder's database). A run on PostgreSQL would test nothing new.
 */
const runOnceSuites = [
  "apps/api/src/pdf-engine/**/*.test.ts",
  "apps/api/src/platform/archive/*.test.ts",
  "apps/api/src/platform/csv/*.test.ts",
  "apps/api/src/platform/crypto/*.test.ts",
  "apps/api/src/platform/mail/*-layout.test.ts",
  "apps/api/src/platform/db/schema-snapshot.test.ts",
  "apps/api/src/cli/business-commands.test.ts",
  "apps/api/src/pdf-engine/pades/pdf-signing-engine.test.ts",
  "apps/api/src/pdf-engine/pades/incremental/incremental-signing.test.ts",
  "apps/api/src/pdf-engine/pki/pkcs12-provider.test.ts",
  "apps/api/src/platform/http/json-body/json-body-parser.test.ts",
  "apps/api/src/platform/workers/worker-pool.test.ts",
  // Opens its own connections to the server of TEST_DATABASE_URL, whatever the project.
  "apps/api/src/platform/db/postgres-close.test.ts",
];
/** What differs on the embedded database: these run on PGlite in CI too (see the top of this file). */
const embeddedDatabaseSuites = [
  "apps/api/src/platform/db/*.test.ts",
  "apps/api/src/platform/jobs/*.test.ts",
  "apps/api/src/platform/http/idempotency/*.test.ts",
  "apps/api/src/platform/backup/*.test.ts",
  "apps/api/src/platform/lifecycle/*.test.ts",
  "apps/api/src/cli/*.test.ts",
  "apps/api/src/demo-identity-provider/*.test.ts",
  "apps/api/src/modules/*/*-migration.test.ts",
  "apps/api/src/modules/signing/signing.test.ts",
  "apps/api/src/modules/signing/signing-line.test.ts",
  "apps/api/src/modules/signing/many-signers.test.ts",
  "apps/api/src/modules/signature-requests/signature-requests.test.ts",
  "apps/api/src/modules/webhooks/webhooks.test.ts",
];
/**
 * Suites that hold the event loop or the clock on the wall to a budget (hostile PDFs,
 * validation, the contract fuzz's 5 s per request, shutdown and health deadlines): they run
 * after all others, one file at a time, so no neighbouring suite's work competes for their core.
 */
const timeBudgetSuites = [
  "apps/api/src/security/hostile-pdf-corpus.test.ts",
  "apps/api/src/security/contract-fuzz.test.ts",
  "apps/api/src/modules/signing/hostile-documents.test.ts",
  "apps/api/src/modules/signing/validate.test.ts",
  // Its reports are written inside the same validation time limit, on two installations' threads.
  "apps/api/src/modules/signing/validation-report.test.ts",
  "apps/api/src/test-support/event-loop-watch.test.ts",
  "apps/api/src/platform/lifecycle/graceful-shutdown.test.ts",
  "apps/api/src/modules/platform/health-routes.test.ts",
  "apps/api/src/platform/jobs/job-queue.test.ts",
  // A worker past its memory limit must end before its 60 s time limit: beside another file it once ran past it.
  "apps/api/src/pdf-engine/pades/pdf-signing-engine.test.ts",
];
/** A test's time: real signatures and validators beside another file's on 2 cores. */
const apiTimeouts = { testTimeout: 60_000, hookTimeout: 120_000 };
/**
 * The API suites share one module graph per worker (`isolate: false`): each file imports the app
 * once per worker instead of once per file, and no suite mocks a module or keeps state across
 * files (each opens its own database and app). Measured on 15 files: 100 → 59 s. The budget
 * suites below stay isolated: a fresh heap keeps another file's garbage out of their timings.
 */
const sharedModules = { isolate: false };
const onPglite = { env: { PARAPH_TEST_DATABASE: "pglite" }, globalSetup: ["apps/api/src/test-support/global-setup.ts"], ...apiTimeouts };
const onPostgres = (url: string) => ({
  env: { PARAPH_TEST_DATABASE: "postgres", TEST_DATABASE_URL: url },
  globalSetup: ["apps/api/src/test-support/postgres-global-setup.ts"],
  ...apiTimeouts,
});
/** The budget suites' group: after every other project (groupOrder 0), alone. */
const alone = { sequence: { groupOrder: 1 }, maxWorkers: 1 };
/**
 * The client package is used from its TypeScript sources here (as tsconfig.base.json's
 * `paraph-source` condition does for the type checker), from its build once installed.
 */
const clientFromSource = { resolve: { alias: [{ find: /^@paraph\/client$/, replacement: path.resolve(import.meta.dirname, "packages/client/src/index.ts") }] } };
const postgresUrl = process.env.TEST_DATABASE_URL;
/** A budget suite runs once: on PGlite when it is about the embedded database or needs none, else on PostgreSQL. */
function isEmbeddedOrRunOnce(suite: string): boolean {
  return [...embeddedDatabaseSuites, ...runOnceSuites].some((pattern) => path.matchesGlob(suite, pattern));
}

export default defineConfig({
  test: {
    // Two files at a time: vitest's default on a 2-core machine is one (cores − 1), and the API
    // suites spend much of a file waiting on the database, worker threads and child processes.
    maxWorkers: 2,
    reporters: ["default", new SuiteTimingReporter("unit")],
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "client", include: ["packages/client/src/**/*.test.ts"] } },
      // The layer rules of eslint.config.js, run on planted violations.
      { test: { name: "lint", include: ["lint/**/*.test.ts"], exclude: ["lint/fixtures/**"], testTimeout: 30_000 } },
      // The test run's own tools (the timing table printed at the end).
      { test: { name: "testing", include: ["testing/**/*.test.ts"] } },
      ...(postgresUrl
        ? [
            { ...clientFromSource, test: { name: "api-pglite", include: [...embeddedDatabaseSuites, ...runOnceSuites], exclude: timeBudgetSuites, ...onPglite, ...sharedModules } },
            { ...clientFromSource, test: { name: "api-pglite-budgets", include: timeBudgetSuites.filter((suite) => isEmbeddedOrRunOnce(suite)), ...onPglite, ...alone } },
            { ...clientFromSource, test: { name: "api-postgres", include: apiSuites, exclude: [...runOnceSuites, ...timeBudgetSuites], ...onPostgres(postgresUrl), ...sharedModules } },
            { ...clientFromSource, test: { name: "api-postgres-budgets", include: timeBudgetSuites.filter((suite) => !isEmbeddedOrRunOnce(suite)), ...onPostgres(postgresUrl), ...alone } },
          ]
        : [
            { ...clientFromSource, test: { name: "api-pglite", include: apiSuites, exclude: timeBudgetSuites, ...onPglite, ...sharedModules } },
            { ...clientFromSource, test: { name: "api-pglite-budgets", include: timeBudgetSuites, ...onPglite, ...alone } },
          ]),
      "apps/web/vitest.config.ts",
      "packages/embed/vitest.config.ts",
      "packages/embed-react/vitest.config.ts",
    ],
  },
});
