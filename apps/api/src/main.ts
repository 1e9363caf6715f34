import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { openEmbeddedDemoIdentityProvider } from "./demo-identity-provider/embedded-demo-identity-provider.ts";
import { scheduleBillingSweep } from "./modules/billing/index.ts";
import { scheduleRetentionSweep } from "./modules/business-retention/index.ts";
import { scheduleArchiveRenewalSweep } from "./modules/archive-renewal/index.ts";
import { scheduleEmptyDraftCleanup } from "./modules/signature-requests/index.ts";
import { ConfigError, isOutboxEnabled, loadConfig, publicUrlOf } from "./platform/config.ts";
import { openConfiguredDatabase } from "./platform/db/open-configured-database.ts";
import { SCHEMA_SNAPSHOT_DIR } from "./platform/db/schema-snapshot.ts";
import { createGracefulShutdown, shutDownOnSignals } from "./platform/lifecycle/graceful-shutdown.ts";
import { scheduleIdempotencyCleanup } from "./platform/http/idempotency/idempotency-cleanup.ts";
import { startMetricsListener } from "./platform/metrics/metrics-routes.ts";
import { localUrlOf, publishOperatorAccess } from "./platform/backup/operator-access.ts";

/** Start-up: config → database (migrated) and demo identity provider (outside production) → app with mail and jobs → listen. */
async function main(): Promise<void> {
  const codeLoadedMs = performance.now();
  const settings = loadConfig();
  // The database and the demo identity provider open side by side: PGlite's start waits on files
  // and WebAssembly compilation, in which the provider reads its sessions (and, apart, starts its server).
  const [opened, demoStart] = await Promise.allSettled([
    // The build writes the migrated schema beside main.js (platform/db/schema-snapshot.ts).
    openConfiguredDatabase(settings, { schemaSnapshot: fileURLToPath(new URL(`./${SCHEMA_SNAPSHOT_DIR}`, import.meta.url)) }),
    // Without a partner (IDENT_PROVIDER_URL), the demo identity provider is mounted on this server (or runs apart on DEMO_IDP_PORT).
    openEmbeddedDemoIdentityProvider(settings),
  ]);
  if (opened.status === "rejected" || demoStart.status === "rejected") {
    if (opened.status === "fulfilled") await opened.value.database.close();
    if (demoStart.status === "fulfilled") await demoStart.value.demo?.close();
    throw opened.status === "rejected" ? opened.reason : (demoStart as PromiseRejectedResult).reason;
  }
  const { database } = opened.value;
  const { config, demo: demoIdentityProvider } = demoStart.value;
  const databaseOpenMs = performance.now();
  const { app, context, isServingWebApp, readiness, prometheus, errorReporter, operatorToken } = await buildApp({ config, database });
  await demoIdentityProvider?.mount(app, context);

  // METRICS_PORT: /metrics on a listener of its own (docs/OPERATIONS.md, "Metrics").
  const metricsListener =
    prometheus && config.METRICS_PORT !== undefined
      ? await startMetricsListener(prometheus, { port: config.METRICS_PORT, host: config.HOST, token: config.METRICS_TOKEN })
      : undefined;
  shutDownOnSignals(
    createGracefulShutdown({
      readiness,
      jobs: context.jobs,
      closeServer: async () => {
        await app.close();
        await demoIdentityProvider?.close();
        await metricsListener?.close();
        await errorReporter.flush(2000);
      },
      closeDatabase: () => database.close(),
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      report: (line) => process.stdout.write(`${line}
`),
      exit: (code) => process.exit(code),
    }),
  );

  await app.listen({ port: config.PORT, host: config.HOST });
  // Automatic deletion runs once at start-up, then on its own schedule (docs/business-settings.md).
  await scheduleRetentionSweep(context);
  await scheduleBillingSweep(context);
  // Archive time-stamps due for renewal are renewed in batches (docs/signing.md, "Long-term validity").
  await scheduleArchiveRenewalSweep(context);
  // Drafts that stayed empty for a day are deleted, hourly (docs/signature-requests.md).
  await scheduleEmptyDraftCleanup(context);
  // Expired idempotency keys are swept hourly (docs/idempotency.md).
  await scheduleIdempotencyCleanup(context.jobs, context.db);
  // A signal during start-up already stopped the queue: it must not start again.
  if (!readiness.isShuttingDown) context.jobs.start(1000, config.JOB_WORKERS);
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  // `paraph backup` finds this server (and may call its backup route) through $DATA_DIR/operator.json.
  if (operatorToken) await publishOperatorAccess(config.DATA_DIR, { url: localUrlOf(config.HOST, port), pid: process.pid, token: operatorToken });
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  context.publicUrl = publicUrlOf(config).replace(`:${config.PORT}`, `:${port}`);
  const lines = [
    `Paraph is running at ${url}`,
    `  database:    ${database.kind === "pglite" ? `embedded PostgreSQL (PGlite) in ${path.resolve(config.DATA_DIR, "pg")}` : "PostgreSQL server (DATABASE_URL)"}`,
    `  data folder: ${path.resolve(config.DATA_DIR)}`,
    `  mail:        ${isOutboxEnabled(config) ? `outbox at ${url}/dev/mail` : "SMTP (SMTP_URL)"}`,
    `  API docs:    ${url}/api/docs`,
    `  metrics:     ${!prometheus ? "off (METRICS_ENABLED=false)" : metricsListener ? `port ${metricsListener.port}, /metrics` : `${url}/metrics`}${prometheus && config.METRICS_TOKEN ? " (bearer token)" : ""}`,
    `  identification: ${demoIdentityProvider ? `demo identity provider at ${demoIdentityProvider.url}${demoIdentityProvider.port === undefined ? "" : " (its own port, DEMO_IDP_PORT)"}` : config.IDENT_PROVIDER_URL ? `partner at ${new URL(config.IDENT_PROVIDER_URL).origin}` : "off (no IDENT_PROVIDER_URL)"}`,
    `  errors:      ${errorReporter.isEnabled ? "reported to Sentry (SENTRY_DSN)" : "not reported (no SENTRY_DSN)"}`,
  ];
  lines.push(`  started in:  ${formatStartUp({ codeLoadedMs, databaseOpenMs, readyMs: performance.now() })}`);
  if (!isServingWebApp) lines.push(`  web app:     not built (${config.WEB_DIST_DIR}); run npm run build`);
  if (context.publicUrl !== url) lines.push(`  links in mails use ${context.publicUrl}`);
  process.stdout.write(`${lines.join("\n")}\n`);
}

/** Where the start's time went, from the process's start (docs/OPERATIONS.md, "Memory and start-up"). */
function formatStartUp(marks: { codeLoadedMs: number; databaseOpenMs: number; readyMs: number }): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `${seconds(marks.readyMs)} (code loaded ${seconds(marks.codeLoadedMs)}, database open ${seconds(marks.databaseOpenMs - marks.codeLoadedMs)}, app ready ${seconds(marks.readyMs - marks.databaseOpenMs)})`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Paraph could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
