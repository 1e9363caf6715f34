import type { FastifyBaseLogger } from "fastify";
import type { SessionStore } from "./auth/sessions.ts";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { RateLimiter } from "./http/rate-limiter.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { PdfEngine } from "../signing/render/pdf-engine.ts";
import type { ValidationEngine } from "../signing/validation/validation-engine.ts";
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
  pdf: PdfEngine;
  /** Signature validation (POST /v1/validate) in worker threads, within a time and memory limit. */
  validation: ValidationEngine;
  log: FastifyBaseLogger;
  /** Signs referral widget tokens; from REFERRAL_WIDGET_SECRET, or random per process outside production. */
  referralWidgetSecret: string;
}
