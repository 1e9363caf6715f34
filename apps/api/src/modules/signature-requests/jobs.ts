import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { recordEvent, SYSTEM_ACTOR } from "./events.ts";
import { notify, observerRecipient, ownerRecipient, signerRecipient } from "./notifications.ts";
import { runEmptyDraftCleanup } from "./empty-draft-cleanup.ts";
import { EMPTY_DRAFT_CLEANUP_INTERVAL_MS, EMPTY_DRAFT_CLEANUP_JOB, EXPIRE_JOB, REMIND_JOB, scheduleEmptyDraftCleanup, scheduleReminder } from "./job-schedule.ts";
import { findObservers, findRequestForUpdate, findSigners, updateRequestRow } from "./repository.ts";
import { remindSigners } from "./service.ts";

/**
 * Expiry and automatic reminders are jobs in the durable queue, scheduled for their time
 * (job-schedule.ts), so they survive restarts. A job checks the request again when it runs.
 * The empty-draft cleanup runs hourly: it queues its next run first (start-up queues one at
 * once, main.ts), so a run that fails for good does not end the schedule.
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
  context.jobs.define(EMPTY_DRAFT_CLEANUP_JOB, async () => {
    await scheduleEmptyDraftCleanup(context, new Date(context.clock.now().getTime() + EMPTY_DRAFT_CLEANUP_INTERVAL_MS));
    await runEmptyDraftCleanup(context);
  });
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
