import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/database.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { IdempotencyStore } from "./idempotency-store.ts";

export const IDEMPOTENCY_CLEANUP_JOB = "idempotency-keys-cleanup";
/** Expired keys are already ignored when claiming; the hourly sweep only keeps the table small. */
export const IDEMPOTENCY_CLEANUP_INTERVAL_MS = 60 * 60_000;

/** The sweep queues its next run first (a failing sweep does not end the schedule), then deletes. */
export function defineIdempotencyCleanup(jobs: JobQueue, db: Db, clock: Clock, store: IdempotencyStore): void {
  jobs.define(IDEMPOTENCY_CLEANUP_JOB, async () => {
    await scheduleIdempotencyCleanup(jobs, db, new Date(clock.now().getTime() + IDEMPOTENCY_CLEANUP_INTERVAL_MS));
    await store.deleteExpired();
  });
}

/** Start-up queues one sweep at once (main.ts); its key keeps one pending, however many replicas start. */
export async function scheduleIdempotencyCleanup(jobs: JobQueue, db: Db, runAt?: Date): Promise<void> {
  await jobs.enqueue(db, IDEMPOTENCY_CLEANUP_JOB, {}, { ...(runAt ? { runAt } : {}), replaceKey: IDEMPOTENCY_CLEANUP_JOB });
}
