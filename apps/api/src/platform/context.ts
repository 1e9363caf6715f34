import type { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import type { SessionStore } from "./auth/sessions.ts";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { RateLimiter } from "./http/rate-limiter.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MetricsPort } from "./metrics/metrics-port.ts";
import type { PdfPort } from "./pdf/pdf-port.ts";
import type { BlobStore } from "./storage/blob-store.ts";
import type { SmsSender } from "./sms/sms-sender.ts";

/** The shared services every module's service functions receive. */
export interface PlatformContext {
  config: Config;
  /**
   * Where links in mails point: the public URL of the web app, without a trailing slash.
   * Without PUBLIC_URL, main.ts sets it to the address the server is bound to.
   */
  publicUrl: string;
  db: Db;
  /**
   * PostgreSQL only (absent on PGlite): streams a `COPY … TO STDOUT` statement's bytes, for
   * exports too large to read as rows (platform/db/copy-out.ts).
   */
  copyOut?: (statement: string) => Readable;
  clock: Clock;
  jobs: JobQueue;
  mailer: Mailer;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  /** Text messages (TANs): the outbox outside production, a gateway in production. */
  sms: SmsSender;
  /** Files: documents, signed versions, attachments, images. */
  blobs: BlobStore;
  /** mupdf in worker threads: inspects and renders PDFs off the event loop. */
  pdf: PdfPort;
  log: FastifyBaseLogger;
  /** Counts and times what operators watch (docs/OPERATIONS.md, "Metrics"); does nothing with METRICS_ENABLED=false. */
  metrics: MetricsPort;
  /** Signs referral widget tokens; from REFERRAL_WIDGET_SECRET, or random per process outside production. */
  referralWidgetSecret: string;
}
