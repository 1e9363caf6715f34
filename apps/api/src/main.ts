import path from "node:path";
import { buildApp } from "./app.ts";
import { scheduleBillingSweep } from "./modules/billing/jobs.ts";
import { scheduleRetentionSweep } from "./modules/business-retention/jobs.ts";
import { ConfigError, isOutboxEnabled, loadConfig, publicUrlOf } from "./platform/config.ts";
import { openConfiguredDatabase } from "./platform/db/open-configured-database.ts";
import { scheduleIdempotencyCleanup } from "./platform/http/idempotency/idempotency-cleanup.ts";

/** Start-up: config → database (migrated) → app with mail and jobs → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { database } = await openConfiguredDatabase(config);
  const { app, context, isServingWebApp } = await buildApp({ config, database });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    process.stdout.write(`Paraph is shutting down (${signal}): finishing requests in flight\n`);
    const forceExit = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    await app.close();
    await database.close();
    process.stdout.write("Paraph stopped.\n");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Automatic deletion runs once at start-up, then on its own schedule (docs/business-settings.md).
  await scheduleRetentionSweep(context);
  await scheduleBillingSweep(context);
  // Expired idempotency keys are swept hourly (docs/idempotency.md).
  await scheduleIdempotencyCleanup(context.jobs, context.db);
  context.jobs.start(1000, config.JOB_WORKERS);
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  context.publicUrl = publicUrlOf(config).replace(`:${config.PORT}`, `:${port}`);
  const lines = [
    `Paraph is running at ${url}`,
    `  database:    ${database.kind === "pglite" ? `embedded PostgreSQL (PGlite) in ${path.resolve(config.DATA_DIR, "pg")}` : "PostgreSQL server (DATABASE_URL)"}`,
    `  data folder: ${path.resolve(config.DATA_DIR)}`,
    `  mail:        ${isOutboxEnabled(config) ? `outbox at ${url}/dev/mail` : "SMTP (SMTP_URL)"}`,
    `  API docs:    ${url}/api/docs`,
  ];
  if (!isServingWebApp) lines.push(`  web app:     not built (${config.WEB_DIST_DIR}); run npm run build`);
  if (context.publicUrl !== url) lines.push(`  links in mails use ${context.publicUrl}`);
  process.stdout.write(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Paraph could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
