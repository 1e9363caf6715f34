import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../db/database.ts";
import type { JobBacklog } from "../jobs/job-queue.ts";
import type { MetricsPort } from "./metrics-port.ts";

/** Every metric Paraph exports starts with this (docs/OPERATIONS.md, "Metrics"). */
export const METRIC_PREFIX = "paraph_";

/** How long one read of the job backlog serves scrapes: scrapers of several replicas cost one query each per 5 s at most. */
export const BACKLOG_CACHE_MS = 5000;

/** The job names to report (0 when none waits) and the backlog read from the database: the job queue. */
export interface JobSource {
  readonly names: string[];
  backlog(): Promise<JobBacklog[]>;
}

export interface MetricSources {
  /** The database connections now. */
  pool: () => PoolStats;
  /** Milliseconds now, for the backlog cache (the app's clock, so tests can move it). */
  now?: () => number;
}

/**
 * The Prometheus registry of one Paraph process: Node's default metrics (event-loop delay,
 * memory, CPU, garbage collection), requests, signatures, deliveries and the page-image cache as
 * they happen, and the job backlog and database pool read when scraped.
 */
export class PrometheusMetrics implements MetricsPort {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<"method" | "route" | "status_code" | "status_class">;
  private readonly signatures: Counter<"quality" | "level">;
  private readonly signingDuration: Histogram<"quality" | "level">;
  private readonly mailDeliveries: Counter<"outcome">;
  private readonly webhookDeliveries: Counter<"outcome">;
  private readonly pageImages: Counter<"source">;
  private readonly jobRuns: Histogram<"kind" | "outcome">;
  private readonly archiveRenewalsDue: Gauge;
  private readonly archiveRenewals: Counter<"outcome">;
  private jobs: JobSource | undefined;
  private backlogRead: { at: number; rows: Promise<JobBacklog[]> } | undefined;
  private poolAtScrape: PoolStats | undefined;

  constructor(private readonly sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: METRIC_PREFIX });
    this.requestDuration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: "Time from a request's arrival to its answer, by route pattern, method and status.",
      labelNames: ["method", "route", "status_code", "status_class"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.signatures = new Counter({
      name: `${METRIC_PREFIX}signatures_total`,
      help: "Signatures made (one per signed document), by quality and the PAdES level the signer's signature is made at.",
      labelNames: ["quality", "level"],
      registers,
    });
    this.signingDuration = new Histogram({
      name: `${METRIC_PREFIX}signing_duration_seconds`,
      help: "Time one signer's signing of a request took (preparing, signing, time-stamping and recording its documents).",
      labelNames: ["quality", "level"],
      buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
      registers,
    });
    this.mailDeliveries = new Counter({
      name: `${METRIC_PREFIX}mail_deliveries_total`,
      help: "Mail delivery attempts by outcome: sent, failed (retried later) or given_up.",
      labelNames: ["outcome"],
      registers,
    });
    this.webhookDeliveries = new Counter({
      name: `${METRIC_PREFIX}webhook_deliveries_total`,
      help: "Webhook delivery attempts by outcome: succeeded, retrying or failed (for good).",
      labelNames: ["outcome"],
      registers,
    });
    this.pageImages = new Counter({
      name: `${METRIC_PREFIX}page_image_requests_total`,
      help: "Page images asked for, by where they came from: memory or disk (cache hits) or rendered (a miss).",
      labelNames: ["source"],
      registers,
    });
    for (const outcome of ["sent", "failed", "given_up"]) this.mailDeliveries.inc({ outcome }, 0);
    for (const outcome of ["succeeded", "retrying", "failed"]) this.webhookDeliveries.inc({ outcome }, 0);
    for (const source of ["memory", "disk", "rendered"]) this.pageImages.inc({ source }, 0);
    this.jobRuns = new Histogram({
      name: `${METRIC_PREFIX}job_duration_seconds`,
      help: "Runs of jobs by kind and outcome: done, retry (failed, runs again later) or failed (for good); the count is the number of runs.",
      labelNames: ["kind", "outcome"],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    });
    this.archiveRenewalsDue = new Gauge({
      name: `${METRIC_PREFIX}archive_renewals_due`,
      help: "Completed documents whose archive time-stamp is due for renewal (its chain ends within LTV_RENEWAL_MARGIN_DAYS, or a weak algorithm), as the last sweep counted them.",
      registers,
    });
    this.archiveRenewals = new Counter({
      name: `${METRIC_PREFIX}archive_renewals_total`,
      help: "Archive time-stamp renewals by outcome: renewed (a new document version) or failed (tried again by the next sweep, up to three times).",
      labelNames: ["outcome"],
      registers,
    });
    for (const outcome of ["renewed", "failed"]) this.archiveRenewals.inc({ outcome }, 0);
    this.registerBacklog(registers);
    this.registerPool(registers);
  }

  setArchiveRenewalsDue(count: number): void {
    this.archiveRenewalsDue.set(count);
  }

  countArchiveRenewals(outcome: string, count: number): void {
    this.archiveRenewals.inc({ outcome }, count);
  }

  /** The job queue whose backlog the job gauges report (it is made after the metrics, which it reports to). */
  watchJobs(jobs: JobSource): void {
    this.jobs = jobs;
  }

  observeJob(entry: { kind: string; outcome: string; seconds: number }): void {
    this.jobRuns.observe({ kind: entry.kind, outcome: entry.outcome }, entry.seconds);
  }

  observeRequest(entry: { method: string; route: string; statusCode: number; seconds: number }): void {
    this.requestDuration.observe(
      { method: entry.method, route: entry.route, status_code: String(entry.statusCode), status_class: `${Math.floor(entry.statusCode / 100)}xx` },
      entry.seconds,
    );
  }

  observeSignatures(entry: { quality: string; level: string; documents: number; seconds: number }): void {
    const labels = { quality: entry.quality, level: entry.level };
    this.signatures.inc(labels, entry.documents);
    this.signingDuration.observe(labels, entry.seconds);
  }

  countMailDelivery(outcome: string): void {
    this.mailDeliveries.inc({ outcome });
  }

  countWebhookDelivery(outcome: string): void {
    this.webhookDeliveries.inc({ outcome });
  }

  countPageImage(source: string): void {
    this.pageImages.inc({ source });
  }

  /** The Prometheus text exposition of every metric. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    // The pool as the scrape found it, before its own backlog query takes a connection.
    this.poolAtScrape = this.sources.pool();
    try {
      return { contentType: this.registry.contentType, body: await this.registry.metrics() };
    } finally {
      this.poolAtScrape = undefined;
    }
  }

  /** The backlog as of at most BACKLOG_CACHE_MS ago; one read serves the three job gauges of a scrape. */
  private readBacklog(): Promise<JobBacklog[]> {
    const now = (this.sources.now ?? Date.now)();
    if (!this.backlogRead || now - this.backlogRead.at >= BACKLOG_CACHE_MS) {
      const rows = this.jobs ? this.jobs.backlog() : Promise.resolve([]);
      // A failed read is not kept: the next scrape tries again.
      rows.catch(() => (this.backlogRead = undefined));
      this.backlogRead = { at: now, rows };
    }
    return this.backlogRead.rows;
  }

  private registerBacklog(registers: Registry[]): void {
    const read = this.readBacklog.bind(this);
    const names = () => this.jobs?.names ?? [];
    const gaugeOf = (name: string, help: string, pick: (row: JobBacklog) => number) =>
      new Gauge({
        name: `${METRIC_PREFIX}${name}`,
        help,
        labelNames: ["kind"],
        registers,
        async collect() {
          // Without the database the other metrics still answer; the job gauges are left out.
          const rows = await read().catch(() => undefined);
          this.reset();
          if (!rows) return;
          for (const kind of names()) this.set({ kind }, 0);
          for (const row of rows) this.set({ kind: row.name }, pick(row));
        },
      });
    gaugeOf("jobs_queued", "Jobs due and waiting for a worker, by kind (read from the database, cached 5 s).", (row) => row.queued);
    gaugeOf("jobs_running", "Jobs a worker of any replica is running, by kind.", (row) => row.running);
    gaugeOf("jobs_lag_seconds", "How long the oldest due job of a kind has waited past its time (0 when none waits).", (row) => row.lagSeconds);
  }

  private registerPool(registers: Registry[]): void {
    const pool = () => this.poolAtScrape ?? this.sources.pool();
    const gaugeOf = (name: string, help: string, pick: (stats: PoolStats) => number) =>
      new Gauge({
        name: `${METRIC_PREFIX}${name}`,
        help,
        registers,
        collect() {
          this.set(pick(pool()));
        },
      });
    gaugeOf("db_pool_connections", "Database connections open (PGlite: its one connection).", (stats) => stats.total);
    gaugeOf("db_pool_idle_connections", "Database connections open and idle (PGlite: 1 when no query or transaction holds it).", (stats) => stats.idle);
    gaugeOf("db_pool_waiting_clients", "Queries or transactions waiting for a database connection.", (stats) => stats.waiting);
    gaugeOf("db_pool_max_connections", "The most connections the pool opens (DATABASE_POOL_SIZE; PGlite: 1).", (stats) => stats.max);
  }
}
