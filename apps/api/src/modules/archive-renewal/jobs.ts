import type { PlatformContext } from "../../platform/context.ts";
import type { ErrorReporter } from "../../platform/errors/error-reporting.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { alertOperatorOfFailures } from "./operator-alert.ts";
import { runRenewalBatch, type RenewalBatch } from "./service.ts";
import { TimeStampPacer } from "./time-stamp-pacer.ts";

export const ARCHIVE_RENEWAL_SWEEP_JOB = "archive-time-stamp-renewal";

/** After a full batch the next one follows this soon: a backlog is worked off batch by batch, each a job of its own. */
const NEXT_BATCH_DELAY_MS = 5_000;

/**
 * Archive time-stamp renewal (docs/signing.md, "Long-term validity") as a job of the durable
 * queue that queues its next run before it works, every LTV_RENEWAL_SWEEP_MINUTES (sooner while
 * a backlog lasts); start-up queues one (main.ts). Its key keeps one pending sweep however many
 * replicas start. The pacer is the process's: the CLI's batches and the job's share nothing but
 * the database, each within the rate.
 */
export function defineArchiveRenewalJobs(context: PlatformContext, services: SigningServices, errorReporter: ErrorReporter | undefined): { runBatch: (options?: { includeGivenUp?: boolean }) => Promise<RenewalBatch> } {
  const pacer = new TimeStampPacer(context.config.LTV_RENEWAL_TIME_STAMPS_PER_MINUTE);
  const runBatch = async (options: { includeGivenUp?: boolean } = {}) => {
    const batch = await runRenewalBatch(context, services, pacer, options);
    await alertOperatorOfFailures(context, errorReporter, batch);
    return batch;
  };
  context.jobs.define(ARCHIVE_RENEWAL_SWEEP_JOB, async () => {
    await scheduleArchiveRenewalSweep(context, new Date(context.clock.now().getTime() + context.config.LTV_RENEWAL_SWEEP_MINUTES * 60_000));
    const batch = await runBatch();
    if (batch.renewed.length + batch.failed.length >= context.config.LTV_RENEWAL_BATCH_SIZE) {
      await scheduleArchiveRenewalSweep(context, new Date(context.clock.now().getTime() + NEXT_BATCH_DELAY_MS));
    }
    if (batch.renewed.length + batch.failed.length > 0) context.log.info({ due: batch.due, renewed: batch.renewed.length, failed: batch.failed.length }, "archive time-stamp renewal batch");
  });
  return { runBatch };
}

export async function scheduleArchiveRenewalSweep(context: PlatformContext, runAt = context.clock.now()): Promise<void> {
  await context.jobs.enqueue(context.db, ARCHIVE_RENEWAL_SWEEP_JOB, {}, { runAt, replaceKey: ARCHIVE_RENEWAL_SWEEP_JOB });
}
