import type { PlatformContext } from "../../platform/context.ts";
import { runRetentionSweep } from "./service.ts";

export const RETENTION_SWEEP_JOB = "business-retention-sweep";

/** How often automatic deletion looks for due requests. Deletion is due by the day, so an hour is soon enough. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * The sweep is a job in the durable queue that queues its next run when it ends; start-up queues
 * one at once (main.ts). Its key keeps one pending sweep, however many replicas start.
 */
export function defineRetentionJobs(context: PlatformContext): void {
  context.jobs.define(RETENTION_SWEEP_JOB, async () => {
    // The next run is queued first, so a sweep that fails for good does not end the schedule.
    await scheduleRetentionSweep(context, new Date(context.clock.now().getTime() + RETENTION_SWEEP_INTERVAL_MS));
    await runRetentionSweep(context);
  });
}

export async function scheduleRetentionSweep(context: PlatformContext, runAt = context.clock.now()): Promise<void> {
  await context.jobs.enqueue(context.db, RETENTION_SWEEP_JOB, {}, { runAt, replaceKey: RETENTION_SWEEP_JOB });
}
