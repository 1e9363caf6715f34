import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor, NewJobRow } from "../../platform/jobs/job-queue.ts";
import { findRequestById, type SignatureRequestRow } from "./repository.ts";

/*
 * When a request's expiry and automatic reminders run: jobs in the durable queue, scheduled for
 * their time. Each request has at most one pending job of each kind (a new schedule replaces the
 * old). The service schedules them; jobs.ts runs them (and calls the service), so the two do not
 * import each other.
 */
export const EXPIRE_JOB = "signature-request-expire";
export const REMIND_JOB = "signature-request-remind";
export const EMPTY_DRAFT_CLEANUP_JOB = "empty-draft-cleanup";
/** How often the cleanup looks for drafts that stayed empty (empty-draft-cleanup.ts). */
export const EMPTY_DRAFT_CLEANUP_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Schedules the expiry and the next automatic reminder of an open request. */
export async function scheduleRequestJobs(context: PlatformContext, executor: JobExecutor, requestId: string): Promise<void> {
  const request = await findRequestById(executor, requestId);
  if (request) await context.jobs.enqueueRows(executor, requestJobsOf(context, request));
}

/** The jobs of an open request (none for another): its expiry, and its next automatic reminder (nothing is written). */
export function requestJobsOf(context: PlatformContext, request: Pick<SignatureRequestRow, "id" | "status" | "expires_at" | "reminder_interval_days">): NewJobRow[] {
  if (request.status !== "open") return [];
  const requestId = request.id;
  return [
    ...(request.expires_at ? [context.jobs.jobRowOf(EXPIRE_JOB, { requestId }, { runAt: request.expires_at, replaceKey: `${EXPIRE_JOB}:${requestId}` })] : []),
    ...(request.reminder_interval_days ? [reminderJobOf(context, requestId, request.reminder_interval_days)] : []),
  ];
}

function reminderJobOf(context: PlatformContext, requestId: string, intervalDays: number): NewJobRow {
  const runAt = new Date(context.clock.now().getTime() + intervalDays * DAY_MS);
  return context.jobs.jobRowOf(REMIND_JOB, { requestId }, { runAt, replaceKey: `${REMIND_JOB}:${requestId}` });
}

export async function scheduleReminder(context: PlatformContext, executor: JobExecutor, requestId: string, intervalDays: number): Promise<void> {
  await context.jobs.enqueueRows(executor, [reminderJobOf(context, requestId, intervalDays)]);
}

/** Queues the empty-draft cleanup; its key keeps one pending run, however many replicas start. */
export async function scheduleEmptyDraftCleanup(context: PlatformContext, runAt = context.clock.now()): Promise<void> {
  await context.jobs.enqueue(context.db, EMPTY_DRAFT_CLEANUP_JOB, {}, { runAt, replaceKey: EMPTY_DRAFT_CLEANUP_JOB });
}
