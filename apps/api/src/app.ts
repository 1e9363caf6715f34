import { PRODUCT_NAME } from "@paraph/contracts";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import multipart from "@fastify/multipart";
import { modulePorts } from "./composition/module-ports.ts";
import { registerAccountRoutes } from "./modules/accounts/index.ts";
import { registerApiUserRoutes } from "./modules/api-users/index.ts";
import { billingOf, defineBillingJobs, openStripeBilling, registerBillingRoutes, registerStripeBilling } from "./modules/billing/index.ts";
import { defineBusinessJobs, defineBusinessLogoAttachmentSource, registerBusinessRoutes, registerBusinessSignupRoute } from "./modules/businesses/index.ts";
import { defineRetentionJobs, registerBusinessRetentionRoutes } from "./modules/business-retention/index.ts";
import { defineArchiveRenewalJobs, registerArchiveRenewalRoute, type RenewalBatch } from "./modules/archive-renewal/index.ts";
import { registerBusinessActivityRoutes } from "./modules/business-activity/index.ts";
import { registerBusinessStatisticsRoutes } from "./modules/business-statistics/index.ts";
import { registerDirectSignRoutes, resolveDirectDocument } from "./modules/direct-sign/index.ts";
import { frameAncestorsForPath, registerEmbeddedSigningRoutes } from "./modules/embedded-signing/index.ts";
import { composerFrameAncestorsForPath, registerEmbeddedSessionRoutes } from "./modules/embedded-sessions/index.ts";
import { PageImageCache, registerDocumentRoutes } from "./modules/documents/index.ts";
import { registerMabRoutes } from "./modules/mab/index.ts";
import { registerIdentificationCallbackRoute, registerIdentificationRoutes } from "./modules/identification/index.ts";
import { defineCompletionAttachmentSources, defineRequestJobs, prepareInvitationSecret, registerSignatureRequestRoutes } from "./modules/signature-requests/index.ts";
import { registerEvidenceRoutes } from "./modules/evidence/index.ts";
import { prepareTanSecret, registerPkiRoutes, registerRemoteSigningRoutes, registerSigningRoutes } from "./modules/signing/index.ts";
import { SigningServices } from "./pdf-engine/signing-services.ts";
import { mountCscDemoService } from "./pdf-engine/csc/mount-csc-demo-service.ts";
import { registerHealthRoutes, registerPlatformRoutes } from "./modules/platform/index.ts";
import { defineSealJobs, registerSealRoutes } from "./modules/seals/index.ts";
import { registerSignerGroupRoutes } from "./modules/signer-groups/index.ts";
import { registerTemplateRoutes } from "./modules/templates/index.ts";
import { defineBulkSendJobs, registerBulkSendRoutes } from "./modules/bulk-sends/index.ts";
import { registerSsoRoutes } from "./modules/sso/index.ts";
import { registerUserRoutes } from "./modules/users/index.ts";
import { registerEmailChangeRoutes } from "./modules/email-change/index.ts";
import { registerVisualSignatureRoutes } from "./modules/visual-signatures/index.ts";
import { defineWebhookJobs, registerWebhookRoutes } from "./modules/webhooks/index.ts";
import { registerSurveyRoutes } from "./modules/surveys/index.ts";
import { SessionStore } from "./platform/auth/sessions.ts";
import { systemClock, type Clock } from "./platform/clock.ts";
import { billingProviderOf, isOutboxEnabled, publicUrlOf, type Config } from "./platform/config.ts";
import type { PlatformContext } from "./platform/context.ts";
import type { Database } from "./platform/db/database.ts";
import { AppError } from "./platform/errors/app-error.ts";
import { answerFrameworkError, installErrorHandler } from "./platform/errors/error-handler.ts";
import { startErrorReporting, webErrorReportingOf, type ErrorReporter } from "./platform/errors/error-reporting.ts";
import { refuseMultipartWithoutBoundary } from "./platform/http/multipart-boundary.ts";
import { registerJsonBodyParser } from "./platform/http/json-body/json-body-parser.ts";
import { defineIdempotencyCleanup } from "./platform/http/idempotency/idempotency-cleanup.ts";
import { IdempotencyStore } from "./platform/http/idempotency/idempotency-store.ts";
import { Idempotency } from "./platform/http/idempotency/idempotency.ts";
import { registerOpenApi } from "./platform/http/openapi.ts";
import { RateLimiter } from "./platform/http/rate-limiter.ts";
import { RouteRegistrar } from "./platform/http/route-registrar.ts";
import { allowFramingBy, registerSecurityHeaders } from "./platform/http/security-headers.ts";
import { isApiPath, isAssetPath, registerWebApp } from "./platform/http/web-app.ts";
import { legalLinksMetaOf } from "./platform/http/legal-links-meta.ts";
import { JobQueue } from "./platform/jobs/job-queue.ts";
import { closeConnectionsWhenShuttingDown } from "./platform/lifecycle/close-connections.ts";
import { ReadinessProbe } from "./platform/lifecycle/readiness-probe.ts";
import { loggerOptions, requestIdOf } from "./platform/logger.ts";
import { Mailer } from "./platform/mail/mailer.ts";
import { registerOutboxRoutes } from "./platform/mail/outbox-routes.ts";
import { createSmtpTransport, outboxTransport } from "./platform/mail/transports.ts";
import { registerMetrics } from "./platform/metrics/metrics-routes.ts";
import { noMetrics } from "./platform/metrics/metrics-port.ts";
import { PrometheusMetrics } from "./platform/metrics/prometheus-metrics.ts";
import { defineBlobCleanup } from "./platform/storage/blob-references.ts";
import { BlobDeletionHold } from "./platform/storage/blob-deletion-hold.ts";
import { getPlatformSecret } from "./platform/auth/platform-secrets.ts";
import { registerBackupRoute } from "./platform/backup/backup-route.ts";
import { openBlobStore } from "./platform/storage/open-blob-store.ts";
import { MissingSmsSender, OutboxSmsSender } from "./platform/sms/sms-sender.ts";
import { PdfEngine } from "./pdf-engine/render/pdf-engine.ts";
import { PdfSigningEngine } from "./pdf-engine/pades/pdf-signing-engine.ts";
import { ValidationEngine } from "./pdf-engine/validation/validation-engine.ts";
import { InstallationSeal } from "./pdf-engine/pki/installation-seal.ts";

export const APP_VERSION = "0.1.0";

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Tests pass false to keep their output quiet, or a logger stream. */
  logger?: FastifyServerOptions["logger"];
}

export interface BuiltApp {
  app: FastifyInstance;
  context: PlatformContext;
  /** The PKI, time-stamps and the signing worker pool the signing routes use. */
  signingServices: SigningServices;
  /** Whether the built web app was found and is served for non-API paths. */
  isServingWebApp: boolean;
  /** GET /api/ready's checks; a shutdown marks it first (platform/lifecycle/graceful-shutdown.ts). */
  readiness: ReadinessProbe;
  /** The Prometheus registry (METRICS_ENABLED); main.ts serves it on METRICS_PORT when set. */
  prometheus: PrometheusMetrics | undefined;
  /** Sentry when SENTRY_DSN is set; main.ts flushes it on shutdown. */
  errorReporter: ErrorReporter;
  /** Embedded database only: the token `paraph backup` calls the backup route with (main.ts publishes it). */
  operatorToken: string | undefined;
  /** One archive time-stamp renewal batch now, as the sweep job runs it (`paraph renew --now` without a running server). */
  runArchiveRenewalBatch: (options?: { includeGivenUp?: boolean }) => Promise<RenewalBatch>;
}

/** Builds the whole HTTP application on an open, migrated database. main.ts and tests both call it. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    forceCloseConnections: "idle",
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  const jsonBodies = registerJsonBodyParser(app, {
    idleTimeoutMs: config.WORKER_IDLE_TIMEOUT_MS,
    onWorkerError: (error) => app.log.warn({ err: error }, "a JSON body worker ended outside a task; the pool replaces it"),
  });
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    void reply.header("x-request-id", request.id);
  });
  const errorReporter = await startErrorReporting(config, publicUrlOf(config), APP_VERSION);
  installErrorHandler(app, errorReporter);

  const prometheus = config.METRICS_ENABLED ? new PrometheusMetrics({ pool: () => database.poolStats(), now: () => clock.now().getTime() }) : undefined;
  const metrics = prometheus ?? noMetrics;
  const jobs = new JobQueue(database.db, clock, app.log, metrics, config.JOB_LEASE_MS);
  prometheus?.watchJobs(jobs);
  registerMetrics(app, config, metrics, prometheus);
  const transport = config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : outboxTransport;
  const context: PlatformContext = {
    config,
    publicUrl: publicUrlOf(config),
    db: database.db,
    ...(database.copyOut ? { copyOut: database.copyOut } : {}),
    clock,
    jobs,
    mailer: new Mailer(database.db, jobs, clock, transport, config.MAIL_FROM, metrics),
    sessions: new SessionStore(database.db, clock),
    rateLimiter: new RateLimiter(database.db, clock, config.RATE_LIMITS_ENABLED),
    blobs: await openBlobStore(config),
    sms: isOutboxEnabled(config) ? new OutboxSmsSender(clock) : new MissingSmsSender(),
    pdf: new PdfEngine({
      threads: config.RENDER_THREADS,
      timeoutMs: config.RENDER_TIMEOUT_MS,
      idleTimeoutMs: config.WORKER_IDLE_TIMEOUT_MS,
      structure: { maxObjects: config.MAX_DOCUMENT_OBJECTS, maxInflatedBytes: config.MAX_DOCUMENT_INFLATED_BYTES, maxNestingDepth: config.MAX_DOCUMENT_NESTING_DEPTH },
    }),
    log: app.log,
    metrics,
    // Unset, one random secret per installation (in the database), so every replica agrees.
    referralWidgetSecret: config.REFERRAL_WIDGET_SECRET ?? (await getPlatformSecret(database.db, "referral-widget")).toString("hex"),
  };

  const blobDeletionHold = new BlobDeletionHold();
  defineBlobCleanup(jobs, database.db, context.blobs, blobDeletionHold);
  // The embedded database is backed up through the running server (docs/OPERATIONS.md, "Backups").
  const operatorToken = database.dumpDataDir
    ? registerBackupRoute(app, { database, blobs: context.blobs, dataDir: path.resolve(config.DATA_DIR), deletionHold: blobDeletionHold, now: () => clock.now() })
    : undefined;
  const webErrorReporting = webErrorReportingOf(config);
  // With Stripe, the card form loads Stripe.js: the Content-Security-Policy lets it (docs/billing.md).
  const stripeBilling = billingProviderOf(config) === "stripe" ? openStripeBilling(config) : undefined;
  const stripeSources = stripeBilling?.contentSources ?? { script: [], frame: [], connect: [] };
  await registerSecurityHeaders(app, { ...stripeSources, connect: [...stripeSources.connect, ...webErrorReporting.origins] });
  refuseMultipartWithoutBoundary(app);
  await app.register(multipart, {
    // One byte over the document limit, so our own check (document_too_large) answers first.
    limits: { fileSize: config.MAX_DOCUMENT_BYTES + 1, files: 20, fields: 10, parts: 30 },
  });
  await registerOpenApi(app, APP_VERSION);
  const idempotencyKeys = new IdempotencyStore(database.db, clock);
  defineIdempotencyCleanup(jobs, database.db, clock, idempotencyKeys);
  const routes = new RouteRegistrar(app, context.sessions, context.rateLimiter, new Idempotency(idempotencyKeys));
  const readiness = new ReadinessProbe({ db: database.db, blobs: context.blobs, clock, maxJobLagMs: config.READY_MAX_JOB_LAG_MS, checkTimeoutMs: config.READY_CHECK_TIMEOUT_MS });
  // What a module needs from modules above it (composition/module-ports.ts).
  const ports = modulePorts(context);
  registerHealthRoutes(routes, readiness);
  closeConnectionsWhenShuttingDown(app, readiness);
  registerPlatformRoutes(routes, context);
  registerAccountRoutes(routes, context);
  registerBusinessSignupRoute(routes, context);
  registerUserRoutes(routes, context, ports.users);
  registerEmailChangeRoutes(routes, context, ports.answerUser);
  // One bounded cache of page images for documents and templates' documents.
  const pageImages = new PageImageCache(context);
  registerDocumentRoutes(routes, context, (token, documentId) => resolveDirectDocument(context, token, documentId), pageImages);
  registerSignatureRequestRoutes(routes, context);
  registerSurveyRoutes(routes, context);
  defineRequestJobs(context);
  defineCompletionAttachmentSources(context);
  defineBusinessLogoAttachmentSource(context);
  await prepareInvitationSecret(context);
  await prepareTanSecret(context);
  // Signature revisions of untrusted PDFs are written in their own worker threads, within limits.
  const signingWorkers = new PdfSigningEngine({
    threads: config.SIGNING_THREADS,
    timeoutMs: config.SIGNING_TIMEOUT_MS,
    maxMemoryMb: config.SIGNING_WORKER_MEMORY_MB,
    idleTimeoutMs: config.WORKER_IDLE_TIMEOUT_MS,
  });
  const signingServices = await SigningServices.open(config.DATA_DIR, clock, config, signingWorkers);
  // Validation reads untrusted PDFs: its own worker threads, within a time and memory limit.
  const validation = new ValidationEngine({
    threads: config.VALIDATION_THREADS,
    timeoutMs: config.VALIDATION_TIMEOUT_MS,
    memoryMb: config.VALIDATION_MEMORY_MB,
    idleTimeoutMs: config.WORKER_IDLE_TIMEOUT_MS,
  });
  registerSigningRoutes(routes, context, signingServices, validation, ports.answerUser);
  // Archive time-stamp renewal (docs/signing.md, "Long-term validity"): its job, and `paraph renew` through the server.
  const archiveRenewal = defineArchiveRenewalJobs(context, signingServices, errorReporter);
  if (operatorToken) registerArchiveRenewalRoute(app, operatorToken, context, signingServices, archiveRenewal.runBatch);
  registerPkiRoutes(app, signingServices);
  const installationSeal = new InstallationSeal(config.DATA_DIR, signingServices, { organisationName: config.OPERATOR_NAME ?? PRODUCT_NAME, publicUrl: context.publicUrl }, () => clock.now());
  registerEvidenceRoutes(routes, context, { signing: signingServices, validation, seal: installationSeal });
  mountCscDemoService(app, context);
  registerVisualSignatureRoutes(routes, context);
  registerBusinessRoutes(routes, context, ports.businesses);
  registerSsoRoutes(routes, app, context);
  registerSealRoutes(routes, context, ports.apiUsersOfSeal);
  registerApiUserRoutes(routes, context);
  // A bad plan catalogue or a provider that cannot run stops start-up here (docs/billing.md).
  billingOf(context);
  registerBillingRoutes(routes, context);
  if (stripeBilling) await registerStripeBilling(app, context, stripeBilling);
  registerSignerGroupRoutes(routes, context);
  registerTemplateRoutes(routes, context, pageImages);
  registerBulkSendRoutes(routes, context);
  defineBulkSendJobs(context);
  registerBusinessActivityRoutes(routes, context);
  registerBusinessStatisticsRoutes(routes, context);
  defineBusinessJobs(context, ports.businesses);
  defineSealJobs(context);
  registerBusinessRetentionRoutes(routes, context);
  defineRetentionJobs(context);
  defineBillingJobs(context);
  registerWebhookRoutes(routes, context);
  defineWebhookJobs(context);
  registerIdentificationRoutes(routes, context);
  await registerIdentificationCallbackRoute(app, context);
  registerDirectSignRoutes(routes, context, signingServices);
  registerEmbeddedSigningRoutes(routes, context);
  registerEmbeddedSessionRoutes(routes, context);
  registerRemoteSigningRoutes(routes, context, signingServices, ports.guestLoaderOf);
  await registerMabRoutes(routes, app, context, signingServices);
  if (isOutboxEnabled(config)) registerOutboxRoutes(app, database.db, context.mailer);

  const webApp = await registerWebApp(app, config.WEB_DIST_DIR, config.APP_MODE, { ...webErrorReporting.meta, ...legalLinksMetaOf(config) });
  const isServingWebApp = webApp !== undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (isAssetPath(request.url)) return reply.status(404).type("text/plain").send("Not found");
    if (!isApiPath(request.url) && (request.method === "GET" || request.method === "HEAD")) {
      if (webApp) {
        // An embedded signing or composer link's page may be framed by its business's allowed origins; every other page by none.
        const framingOrigins = (await frameAncestorsForPath(context, request.url)) ?? (await composerFrameAncestorsForPath(context, request.url));
        if (framingOrigins) allowFramingBy(reply, framingOrigins);
        return webApp.sendIndex(reply);
      }
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    const error = new AppError("route_not_found", { method: request.method, path: request.url.split("?")[0] });
    return reply.status(error.status).send(error.toBody());
  });

  app.addHook("onClose", async () => {
    await jobs.stop();
    context.mailer.close();
    context.blobs.close();
    await context.pdf.close();
    await validation.close();
    await signingWorkers.close();
    await jsonBodies.close();
  });
  return { app, context, signingServices, isServingWebApp, readiness, prometheus, errorReporter, operatorToken, runArchiveRenewalBatch: archiveRenewal.runBatch };
}
