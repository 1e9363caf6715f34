import { sql, type Insertable, type Kysely, type Transaction } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema, JobsTable } from "../db/schema.ts";
import type { Db } from "../db/database.ts";
import { inChunks } from "../db/insert-chunks.ts";
import { noMetrics, type MetricsPort } from "../metrics/metrics-port.ts";

export type JobExecutor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobOptions {
  runAt?: Date;
  replaceKey?: string;
  id?: string;
}

/** A job as enqueueRows writes it (jobRowOf makes it). */
export type NewJobRow = Omit<Insertable<JobsTable>, "attempts" | "replace_key"> & { id: string; replace_key: string | null };

/** Jobs of one name waiting and running now, and how late the oldest due one is. */
export interface JobBacklog {
  name: string;
  queued: number;
  running: number;
  lagSeconds: number;
}

interface JobDefinition {
  handler: JobHandler;
  maxAttempts: number;
  /** Runs once when the last attempt failed, to record the failure where users see it. */
  onGiveUp: ((payload: unknown, error: string) => Promise<void>) | undefined;
}

/**
 * How long a running job holds its lock unless its process renews it: a process renews its jobs'
 * locks every third of this while they run, so a job outlives a slow handler but not the process
 * (a replica killed mid-job): another worker takes it over once the lock ran out.
 */
export const DEFAULT_JOB_LEASE_MS = 60_000;

/**
 * A durable job queue in PostgreSQL: a job is a row written in the same transaction as the
 * change that asked for it, taken by one worker at a time (FOR UPDATE SKIP LOCKED), retried
 * with backoff, and survives restarts. Works the same on PGlite and on a PostgreSQL server.
 */
export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private isStopped = true;
  private workers = 1;
  /** Jobs this process has claimed and not finished: a shutdown hands them back (stop()). */
  private readonly active = new Set<string>();
  /** Jobs handed back while their handler still ran here: its outcome must not overwrite the row. */
  private released = new Set<string>();
  /** Set by stop(): workers finish the job in hand and claim no other. */
  private isClosing = false;
  /** The stop in progress: a second stop() (the app's close during a shutdown) waits for the same. */
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly metrics: MetricsPort = noMetrics,
    private readonly leaseMs = DEFAULT_JOB_LEASE_MS,
  ) {}

  define(
    name: string,
    handler: JobHandler,
    options: { maxAttempts?: number; onGiveUp?: (payload: unknown, error: string) => Promise<void> } = {},
  ): void {
    this.definitions.set(name, { handler, maxAttempts: options.maxAttempts ?? 5, onGiveUp: options.onGiveUp });
  }

  /**
   * Queues a job in the caller's transaction. With `replaceKey`, a pending job of the same key is
   * dropped first: rescheduling replaces instead of piling up.
   */
  async enqueue(executor: JobExecutor, name: string, payload: unknown, options: JobOptions = {}): Promise<string> {
    const row = this.jobRowOf(name, payload, options);
    await this.enqueueRows(executor, [row]);
    return row.id;
  }

  /** The row that queues a job, for enqueueRows; nothing is written. */
  jobRowOf(name: string, payload: unknown, options: JobOptions = {}): NewJobRow {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job named ${name} is defined`);
    const now = this.clock.now();
    return {
      id: options.id ?? crypto.randomUUID(),
      name,
      payload: JSON.stringify(payload),
      status: "pending",
      run_at: options.runAt ?? now,
      locked_until: null,
      max_attempts: definition.maxAttempts,
      last_error: null,
      created_at: now,
      finished_at: null,
      replace_key: options.replaceKey ?? null,
    };
  }

  /**
   * Queues many jobs in the caller's transaction with one statement (two when some replace a
   * pending job of their key, as enqueue does; the rows of one call have different keys).
   */
  async enqueueRows(executor: JobExecutor, rows: readonly NewJobRow[]): Promise<void> {
    if (rows.length === 0) return;
    const replaceKeys = rows.flatMap((row) => (row.replace_key ? [row.replace_key] : []));
    if (replaceKeys.length > 0) await executor.deleteFrom("jobs").where("replace_key", "in", replaceKeys).where("status", "=", "pending").execute();
    await inChunks(rows, (chunk) => executor.insertInto("jobs").values(chunk).execute());
    this.wake();
  }

  /** The names of the jobs defined in this process, sorted. */
  get names(): string[] {
    return [...this.definitions.keys()].sort();
  }

  /**
   * Per job name: the jobs due and waiting, the running ones, and the oldest due one's
   * `run_at`. Two small reads on the partial indexes of pending and running jobs, so a scrape
   * costs the same however many finished jobs the table holds.
   */
  async backlog(): Promise<JobBacklog[]> {
    const now = this.clock.now();
    const result = await sql<{ name: string; queued: number; running: number; oldest_due: Date | string | null }>`
      SELECT name, sum(queued)::int AS queued, sum(running)::int AS running, min(oldest_due) AS oldest_due FROM (
        SELECT name, count(*)::int AS queued, 0 AS running, min(run_at) AS oldest_due FROM jobs
        WHERE status = 'pending' AND run_at <= ${now} GROUP BY name
        UNION ALL
        SELECT name, 0 AS queued, count(*)::int AS running, NULL AS oldest_due FROM jobs
        WHERE status = 'running' GROUP BY name
      ) AS counts GROUP BY name`.execute(this.db);
    return result.rows.map((row) => ({
      name: row.name,
      queued: Number(row.queued),
      running: Number(row.running),
      lagSeconds: row.oldest_due === null ? 0 : Math.max(0, (now.getTime() - new Date(row.oldest_due).getTime()) / 1000),
    }));
  }

  /** Drops a job that has not started: the work it was to finish was done another way. */
  async cancel(executor: JobExecutor, id: string): Promise<void> {
    await executor.deleteFrom("jobs").where("id", "=", id).where("status", "=", "pending").execute();
  }

  /**
   * Starts polling for due jobs; enqueueing in this process also wakes the workers at once.
   * `workers` jobs run side by side, so one slow job (a webhook receiver that takes its full
   * timeout) does not hold up the mails behind it; each claims its job with SKIP LOCKED.
   */
  start(pollIntervalMs = 1000, workers = this.workers): void {
    this.isStopped = false;
    this.isClosing = false;
    this.stopping = undefined;
    this.workers = workers;
    const loop = async () => {
      if (this.isStopped) return;
      this.running = Promise.all(Array.from({ length: workers }, () => this.runUntilIdle()))
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, "job worker failed"));
      await this.running;
      this.running = undefined;
      if (!this.isStopped) this.timer = setTimeout(() => void loop(), pollIntervalMs);
    };
    void loop();
  }

  /**
   * Stops claiming jobs and waits for the running ones. With `graceMs`, a job still running after
   * that long is handed back to the queue at once (pending, due now, the interrupted attempt not
   * counted) so another process takes it over without waiting for its lock to run out; the
   * handler's own end is then ignored. Job handlers are written to be run again (idempotent).
   */
  stop(options: { graceMs?: number } = {}): Promise<void> {
    this.stopping ??= this.stopWorkers(options.graceMs);
    return this.stopping;
  }

  private async stopWorkers(graceMs: number | undefined): Promise<void> {
    this.isStopped = true;
    this.isClosing = true;
    if (this.timer) clearTimeout(this.timer);
    if (graceMs === undefined) {
      await this.running;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<"grace over">((resolve) => {
      timer = setTimeout(() => resolve("grace over"), graceMs);
    });
    const outcome = await Promise.race([this.running?.then(() => "finished" as const) ?? "finished", graceOver]);
    clearTimeout(timer);
    if (outcome === "grace over") await this.releaseActive();
  }

  /** Hands this process's running jobs back to the queue (see stop). */
  private async releaseActive(): Promise<void> {
    const ids = [...this.active];
    this.active.clear();
    if (ids.length === 0) return;
    this.released = new Set([...this.released, ...ids]);
    await this.db
      .updateTable("jobs")
      .set((eb) => ({ status: "pending", run_at: this.clock.now(), locked_until: null, attempts: eb("attempts", "-", 1) }))
      .where("id", "in", ids)
      .where("status", "=", "running")
      .execute();
    this.log.warn({ jobIds: ids }, "shutdown: running jobs handed back to the queue");
  }

  /** Runs due jobs one after another until none is left; returns how many ran. */
  async runUntilIdle(): Promise<number> {
    let count = 0;
    while (!this.isClosing && (await this.runNext())) count += 1;
    return count;
  }

  private wake(): void {
    if (this.isStopped || this.running) return;
    if (this.timer) clearTimeout(this.timer);
    // A wake-up that fires after stop() must not start the queue again.
    this.timer = setTimeout(() => {
      if (!this.isStopped) this.start(1000, this.workers);
    }, 10);
  }

  private async runNext(): Promise<boolean> {
    const now = this.clock.now();
    const lockedUntil = new Date(now.getTime() + this.leaseMs);
    // The job of a process that died (its lease ran out) first, else the due job queued first.
    // Two lookups, each the first entry of its partial index (jobs_running_lock, jobs_pending_due),
    // the second read only when the first finds none: one condition covering both would read and
    // sort every due job, each claim costing as much as the backlog is long (a bulk send queues
    // thousands of mails at once).
    const claimed = await sql<{ id: string; name: string; payload: unknown; attempts: number; max_attempts: number }>`
      UPDATE jobs SET status = 'running', locked_until = ${lockedUntil}, attempts = attempts + 1
      WHERE id = coalesce(
        (SELECT id FROM jobs WHERE status = 'running' AND locked_until < ${now} ORDER BY locked_until FOR UPDATE SKIP LOCKED LIMIT 1),
        (SELECT id FROM jobs WHERE status = 'pending' AND run_at <= ${now} ORDER BY run_at FOR UPDATE SKIP LOCKED LIMIT 1)
      )
      RETURNING id, name, payload, attempts, max_attempts`.execute(this.db);
    const job = claimed.rows[0];
    if (!job) return false;
    this.active.add(job.id);
    try {
      await this.runClaimed(job);
    } finally {
      this.active.delete(job.id);
    }
    return true;
  }

  private async runClaimed(job: { id: string; name: string; payload: unknown; attempts: number; max_attempts: number }): Promise<void> {
    const definition = this.definitions.get(job.name);
    const payload: unknown = typeof job.payload === "string" ? JSON.parse(job.payload) : job.payload;
    const renewal = this.renewLeaseWhileRunning(job.id);
    const startedAt = performance.now();
    const observe = (outcome: "done" | "retry" | "failed") => this.metrics.observeJob({ kind: job.name, outcome, seconds: (performance.now() - startedAt) / 1000 });
    try {
      if (!definition) throw new Error(`No job named ${job.name} is defined`);
      await definition.handler(payload);
      clearInterval(renewal);
      // Handed back during a shutdown but done after all: done, unless another process took it meanwhile.
      if (this.released.has(job.id)) {
        await this.db.updateTable("jobs").set({ status: "done", finished_at: this.clock.now(), attempts: (eb) => eb("attempts", "+", 1) }).where("id", "=", job.id).where("status", "=", "pending").execute();
        return;
      }
      await this.db
        .updateTable("jobs")
        .set({ status: "done", finished_at: this.clock.now(), locked_until: null, last_error: null })
        .where("id", "=", job.id)
        .execute();
      observe("done");
    } catch (error) {
      clearInterval(renewal);
      if (this.released.has(job.id)) return;
      const message = error instanceof Error ? error.message : String(error);
      const isFinal = job.attempts >= job.max_attempts;
      this.log.warn({ job: job.name, jobId: job.id, attempt: job.attempts, isFinal, error: message }, "job failed");
      const retryAt = new Date(this.clock.now().getTime() + Math.min(2 ** job.attempts * 1000, 15 * 60_000));
      await this.db
        .updateTable("jobs")
        .set({
          status: isFinal ? "failed" : "pending",
          run_at: retryAt,
          locked_until: null,
          last_error: message.slice(0, 2000),
          finished_at: isFinal ? this.clock.now() : null,
        })
        .where("id", "=", job.id)
        .execute();
      observe(isFinal ? "failed" : "retry");
      if (isFinal) await definition?.onGiveUp?.(payload, message);
    }
  }

  /** Extends the job's lock every third of the lease while this process runs it. */
  private renewLeaseWhileRunning(jobId: string): NodeJS.Timeout {
    const renewal = setInterval(() => {
      this.db
        .updateTable("jobs")
        .set({ locked_until: new Date(this.clock.now().getTime() + this.leaseMs) })
        .where("id", "=", jobId)
        .where("status", "=", "running")
        .execute()
        .catch((error: unknown) => this.log.warn({ err: error, jobId }, "renewing a job's lock failed"));
    }, Math.max(10, Math.floor(this.leaseMs / 3)));
    renewal.unref();
    return renewal;
  }
}
