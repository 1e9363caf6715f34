import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { hasOpenDeliveryInLine, insertDelivery, type DeliveryRow } from "./repository.ts";

export const DELIVERY_JOB = "webhook-delivery";

export interface DeliveryTarget {
  businessId: string;
  /** An endpoint of the business, or else a request's callback URL. */
  webhookId?: string;
  callbackUrl?: string;
}

/**
 * Queues one delivery in the caller's transaction. Deliveries of one line (one request's events
 * to one receiver) go out in order: behind an earlier one still open, it waits, and is started
 * when that one is done (delivery.ts).
 */
export async function queueDelivery(
  context: PlatformContext,
  executor: JobExecutor,
  target: DeliveryTarget,
  event: { eventId: string; type: string; body: string; orderingKey: string },
): Promise<DeliveryRow> {
  const isWaiting = await hasOpenDeliveryInLine(executor, event.orderingKey);
  const now = context.clock.now();
  const delivery = await insertDelivery(executor, {
    id: crypto.randomUUID(),
    business_id: target.businessId,
    webhook_id: target.webhookId ?? null,
    callback_url: target.callbackUrl ?? null,
    event_id: event.eventId,
    event_type: event.type,
    ordering_key: event.orderingKey,
    body: event.body,
    status: isWaiting ? "waiting" : "pending",
    last_status_code: null,
    last_error: null,
    last_response_body: null,
    last_duration_ms: null,
    next_attempt_at: isWaiting ? null : now,
    created_at: now,
    delivered_at: null,
  });
  if (!isWaiting) await context.jobs.enqueue(executor, DELIVERY_JOB, { deliveryId: delivery.id });
  return delivery;
}
