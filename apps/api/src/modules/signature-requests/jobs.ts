import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { recordEvent, SYSTEM_ACTOR } from "./events.ts";
import { notify, observerRecipient, ownerRecipient, signerRecipient } from "./notifications.ts";
import { findObservers, findRequestById, findRequestForUpdate, findSigners, updateRequestRow } from "./repository.ts";
import { remindSigners } from "./service.ts";

const EXPIRE_JOB = "signature-request-expire";
const REMIND_JOB = "signature-request-remind";
const DAY_MS = 24 * 60 * 60_000;

/**
 * Expiry and automatic reminders are jobs in the durable queue, scheduled for their time, so
 * they survive restarts. Each request has at most one pending job of each kind (a new schedule
 * replaces the old), and a job checks the request again when it runs.
 */
export function defineRequestJobs(context: PlatformContext): void {
  context.jobs.define(EXPIRE_JOB, async (payload) => {
    const { requestId } = payload as { requestId: string };
    await context.db.transaction().execute((trx) => expireIfDue(context, trx, requestId));
  });
  context.jobs.define(REMIND_JOB, async (payload) => {
    const { requestId } = payload as { requestId: string };
    await context.db.transaction().execute(async (trx) => {
      const request = await findRequestForUpdate(trx, requestId);
      if (!request || request.status !== "open" || !request.reminder_interval_days) return;
      await remindSigners(context, SYSTEM_ACTOR, requestId, { trx });
      await scheduleReminder(context, trx, requestId, request.reminder_interval_days);
    });
  });
}

/** Schedules the expiry and the next automatic reminder of an open request. */
export async function scheduleRequestJobs(context: PlatformContext, executor: JobExecutor, requestId: string): Promise<void> {
  const request = await findRequestById(executor, requestId);
  if (!request || request.status !== "open") return;
  if (request.expires_at) {
    await context.jobs.enqueue(executor, EXPIRE_JOB, { requestId }, { runAt: request.expires_at, replaceKey: `${EXPIRE_JOB}:${requestId}` });
  }
  if (request.reminder_interval_days) await scheduleReminder(context, executor, requestId, request.reminder_interval_days);
}

async function scheduleReminder(context: PlatformContext, executor: JobExecutor, requestId: string, intervalDays: number): Promise<void> {
  const runAt = new Date(context.clock.now().getTime() + intervalDays * DAY_MS);
  await context.jobs.enqueue(executor, REMIND_JOB, { requestId }, { runAt, replaceKey: `${REMIND_JOB}:${requestId}` });
}

async function expireIfDue(context: PlatformContext, trx: JobExecutor, requestId: string): Promise<void> {
  const request = await findRequestForUpdate(trx, requestId);
  const now = context.clock.now();
  if (!request || request.status !== "open" || !request.expires_at || request.expires_at > now) return;
  await updateRequestRow(trx, requestId, { status: "expired", closed_at: now, updated_at: now });
  const expired = { ...request, status: "expired" as const, closed_at: now };
  await recordEvent(context, trx, { requestId, type: "expired", actor: SYSTEM_ACTOR, role: "system" });
  const signers = (await findSigners(trx, requestId)).filter((signer) => signer.status === "open" || signer.status === "signed");
  const observers = await findObservers(trx, requestId);
  await notify(context, trx, "expired", expired, [
    ...(await ownerRecipient(context, trx, expired)),
    ...(await Promise.all(signers.map((signer) => signerRecipient(context, trx, expired, signer)))),
    ...(await Promise.all(observers.map((observer) => observerRecipient(context, trx, expired, observer)))),
  ]);
}
