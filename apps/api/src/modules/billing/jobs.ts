import type { PlatformContext } from "../../platform/context.ts";
import { runBillingSweep } from "./states.ts";

export const BILLING_SWEEP_JOB = "billing-sweep";

/** How often trial ends, grace ends and period-end cancellations are applied. */
export const BILLING_SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * The sweep is a job in the durable queue that queues its next run first; start-up queues one
 * at once (main.ts). Its key keeps one pending sweep, however many replicas start.
 */
export function defineBillingJobs(context: PlatformContext): void {
  context.jobs.define(BILLING_SWEEP_JOB, async () => {
    await scheduleBillingSweep(context, new Date(context.clock.now().getTime() + BILLING_SWEEP_INTERVAL_MS));
    await runBillingSweep(context);
  });
}

export async function scheduleBillingSweep(context: PlatformContext, runAt = context.clock.now()): Promise<void> {
  await context.jobs.enqueue(context.db, BILLING_SWEEP_JOB, {}, { runAt, replaceKey: BILLING_SWEEP_JOB });
}
