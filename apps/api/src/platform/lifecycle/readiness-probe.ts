import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Readiness, ReadinessCheck, ReadinessCheckName } from "@paraph/contracts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/database.ts";
import { MIGRATIONS } from "../db/migrations/index.ts";
import type { BlobStore } from "../storage/blob-store.ts";

/** How long one check may take before it counts as failed, unless told (READY_CHECK_TIMEOUT_MS): a load balancer asks every few seconds. */
const DEFAULT_CHECK_TIMEOUT_MS = 2000;
/** The blob probe writes a file: its answer is kept this long, so frequent polls cost nothing. */
const BLOB_PROBE_CACHE_MS = 5000;

export interface ReadinessProbeOptions {
  db: Db;
  blobs: BlobStore;
  clock: Clock;
  /** The oldest due job may have waited at most this long (READY_MAX_JOB_LAG_MS). */
  maxJobLagMs: number;
  /** How long each check may take before it counts as failed (READY_CHECK_TIMEOUT_MS); 2 s when not given. */
  checkTimeoutMs?: number;
}

class CheckTimeoutError extends Error {}

async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready: whether this process should get traffic. It answers `shutting_down` from the
 * moment a shutdown begins (without touching the database any more); otherwise it runs every
 * check, each within a short timeout, and is ready only when all pass.
 */
export class ReadinessProbe {
  private shuttingDown = false;
  private blobProbe: { at: number; result: Promise<string | null> } | undefined;

  constructor(private readonly options: ReadinessProbeOptions) {}

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  /** From now on readiness answers 503 `shutting_down`; called first thing on SIGTERM. */
  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  async check(): Promise<Readiness> {
    if (this.shuttingDown) {
      return { status: "shutting_down", checks: [{ name: "shutdown", ok: false, detail: "the process is shutting down", durationMs: 0 }] };
    }
    const checks = await Promise.all([
      this.run("shutdown", async () => null),
      this.run("database", () => this.checkDatabase()),
      this.run("migrations", () => this.checkMigrations()),
      this.run("blobs", () => this.checkBlobs()),
      this.run("jobs", () => this.checkJobs()),
    ]);
    // A shutdown that began while the checks ran wins.
    if (this.shuttingDown) return this.check();
    return { status: checks.every((entry) => entry.ok) ? "ready" : "not_ready", checks };
  }

  /** A check resolves to a detail when it passes and throws (or times out) when it fails. */
  private async run(name: ReadinessCheckName, check: () => Promise<string | null>): Promise<ReadinessCheck> {
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const detail = await withTimeout(check(), this.options.checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS);
      return { name, ok: true, detail, durationMs: durationMs() };
    } catch (error) {
      return { name, ok: false, detail: error instanceof Error ? error.message : String(error), durationMs: durationMs() };
    }
  }

  private async checkDatabase(): Promise<string | null> {
    await sql`SELECT 1`.execute(this.options.db);
    return null;
  }

  /**
   * Every migration this code knows is applied. One applied that it does not know (a newer
   * replica migrated during a rolling upgrade) is reported but keeps it ready: migrations only
   * add, and taking every old replica out at once would be an outage.
   */
  private async checkMigrations(): Promise<string | null> {
    const applied = new Set((await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(this.options.db)).rows.map((row) => row.version));
    const missing = MIGRATIONS.map((migration) => migration.version).filter((version) => !applied.has(version));
    if (missing.length > 0) throw new Error(`not applied: ${missing.join(", ")}`);
    const known = new Set(MIGRATIONS.map((migration) => migration.version));
    const newer = [...applied].filter((version) => !known.has(version));
    return newer.length > 0 ? `${known.size} applied; newer than this version: ${newer.join(", ")}` : `${known.size} applied`;
  }

  /** Writes a few random bytes (never a real document's) and deletes them; the answer is cached briefly. */
  private async checkBlobs(): Promise<string | null> {
    const now = Date.now();
    if (!this.blobProbe || now - this.blobProbe.at >= BLOB_PROBE_CACHE_MS) {
      const result = (async () => {
        const stored = await this.options.blobs.put(randomBytes(32));
        await this.options.blobs.delete(stored.sha256);
        return null;
      })().catch((error: unknown) => (error instanceof Error ? error.message : String(error)) || "write failed");
      this.blobProbe = { at: now, result };
    }
    const failure = await this.blobProbe.result;
    if (failure !== null) throw new Error(`${this.options.blobs.kind} store not writable: ${failure}`);
    return `${this.options.blobs.kind} store writable`;
  }

  /** The age of the oldest job that is due and not taken (or whose worker's lock ran out). */
  private async checkJobs(): Promise<string | null> {
    const now = this.options.clock.now();
    const { rows } = await sql<{ oldest: Date | string | null }>`
      SELECT min(due) AS oldest FROM (
        (SELECT run_at AS due FROM jobs WHERE status = 'pending' AND run_at <= ${now} ORDER BY run_at LIMIT 1)
        UNION ALL
        (SELECT locked_until AS due FROM jobs WHERE status = 'running' AND locked_until < ${now} ORDER BY locked_until LIMIT 1)
      ) AS due_jobs`.execute(this.options.db);
    const oldest = rows[0]?.oldest;
    const lagMs = oldest ? Math.max(0, now.getTime() - new Date(oldest).getTime()) : 0;
    const detail = `lag ${lagMs} ms (at most ${this.options.maxJobLagMs})`;
    if (lagMs > this.options.maxJobLagMs) throw new Error(detail);
    return detail;
  }
}
