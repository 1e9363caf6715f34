import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type BuiltApp } from "../app.ts";
import { openEmbeddedDemoIdentityProvider, type EmbeddedDemoIdentityProvider } from "../demo-identity-provider/embedded-demo-identity-provider.ts";
import { ManualClock } from "../platform/clock.ts";
import { loadConfig, type Config } from "../platform/config.ts";
import type { PlatformContext } from "../platform/context.ts";
import type { ReadinessProbe } from "../platform/lifecycle/readiness-probe.ts";
import type { PrometheusMetrics } from "../platform/metrics/prometheus-metrics.ts";
import type { SigningServices } from "../pdf-engine/signing-services.ts";
import type { Database } from "../platform/db/database.ts";
import { openTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  context: PlatformContext;
  signingServices: SigningServices;
  /** GET /api/ready's checks, to mark the app as shutting down. */
  readiness: ReadinessProbe;
  /** The metrics registry, unless METRICS_ENABLED=false. */
  prometheus: PrometheusMetrics | undefined;
  database: Database;
  clock: ManualClock;
  /**
   * The demo identity provider, mounted on the app under /demo-idp (or apart with DEMO_IDP_PORT),
   * unless the test configured IDENT_PROVIDER_URL. Paraph reaches it over HTTP at context.publicUrl:
   * suites that identify listen on a port and set it.
   */
  demoIdentityProvider: EmbeddedDemoIdentityProvider | undefined;
  close(): Promise<void>;
  /**
   * Stops the app (and the demo identity provider) and starts new ones on the same database and
   * data folder (and demo port, apart), as a server restart would; `changed` settings replace
   * the first start's, as an operator's edit before the restart.
   */
  restart(changed?: Record<string, string>): Promise<TestApp>;
  /** A JSON request; `token` becomes a Bearer Authorization header. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** One archive time-stamp renewal batch now, as the sweep job runs it. */
  runArchiveRenewalBatch: BuiltApp["runArchiveRenewalBatch"];
  /** Runs queued jobs, then returns the outbox mails to the address, newest first. */
  mailsTo(email: string): Promise<OutboxMail[]>;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  template: string;
  lang: string;
  status: string;
  text: string;
  html: string;
  links: string[];
  attachments: { filename: string; contentType: string; url: string }[];
}

/** A whole Paraph API on a fresh database, with a clock the test moves. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  reuse?: { database: Database; clock: ManualClock; dataDir: string; demoIdentityProviderPort?: number },
  /**
   * Suites whose output outside validators check (certificates, OCSP) start the clock at the real
   * time; `logger` replaces the silent one; `beforeReady` adds test-only routes to the app.
   */
  options: { startAt?: Date; logger?: FastifyServerOptions["logger"]; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const dataDir = reuse?.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), "paraph-test-data-")));
  const settings: Config = loadConfig({
    APP_MODE: "development",
    PUBLIC_URL: "http://paraph.test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ...overrides,
  });
  const database = reuse?.database ?? (await openTestDatabase());
  const clock = reuse?.clock ?? new ManualClock(options.startAt ?? new Date("2026-11-21T09:00:00Z"));
  const { config, demo } = await openEmbeddedDemoIdentityProvider(settings, reuse?.demoIdentityProviderPort ? { port: reuse.demoIdentityProviderPort } : {});
  const built = await buildApp({ config, database, clock, logger: options.logger ?? false }).catch(async (error: unknown) => {
    await demo?.close();
    throw error;
  });
  const { app, context, signingServices, readiness, prometheus, runArchiveRenewalBatch } = built;
  await demo?.mount(app, context);
  options.beforeReady?.(app);
  await app.ready();
  // Each request comes from its own address unless the test names one, so per-IP rate limits
  // only bite in the tests about them.
  const request: TestApp["request"] = ({ token, headers, ...options }) =>
    app.inject({
      remoteAddress: distinctIpAddress(),
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    app,
    context,
    signingServices,
    readiness,
    prometheus,
    runArchiveRenewalBatch,
    database,
    clock,
    demoIdentityProvider: demo,
    request,
    close: async () => {
      await app.close();
      await demo?.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    restart: async (changed = {}) => {
      await app.close();
      await demo?.close();
      return createTestApp({ ...overrides, ...changed }, { database, clock, dataDir, ...(demo?.port ? { demoIdentityProviderPort: demo.port } : {}) });
    },
    mailsTo: async (email) => {
      await context.jobs.runUntilIdle();
      const response = await app.inject({ method: "GET", url: `/api/dev/mail?to=${encodeURIComponent(email)}` });
      return (response.json() as { mails: OutboxMail[] }).mails;
    },
  };
}

let requestsSent = 0;

/** A different address in 10.0.0.0/8 for each request (16.7 million before one repeats). */
function distinctIpAddress(): string {
  requestsSent += 1;
  const n = requestsSent % 0xffffff;
  return `10.${(n >> 16) & 0xff}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

/**
 * A mail's plain text with its line breaks read as spaces: the layout wraps paragraphs at 72
 * characters (docs/mails.md), so a sentence a test looks for may run over two lines.
 */
export function proseOfMail(mail: OutboxMail | undefined): string {
  return (mail?.text ?? "").replace(/\s+/g, " ");
}

/** The token query parameter of the first link in a mail. */
export function tokenFromMail(mail: OutboxMail | undefined): string {
  const link = mail?.links[0];
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error(`No link with a token in mail: ${mail?.subject ?? "none"}`);
  return token;
}
