import type { WebhookDeliveryType } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { deliveryBody } from "./payload.ts";
import { hasOpenDeliveryInLine, insertDelivery, lockLine, type DeliveryRow } from "./repository.ts";

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
 * when that one is done (delivery.ts). A callback's line is the request's; a ping's or a resend's
 * is its own. Callers in one transaction that queue several lines take them in a fixed order.
 */
export async function queueDelivery(
  context: PlatformContext,
  executor: JobExecutor,
  target: DeliveryTarget,
  event: { eventId: string; type: string; body: string; orderingKey: string },
): Promise<DeliveryRow> {
  await lockLine(executor, event.orderingKey);
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

/** Queues a new event to one receiver: a fresh body id, the body made now, in the given line. */
export function queueNewEvent(
  context: PlatformContext,
  executor: JobExecutor,
  target: DeliveryTarget,
  event: { type: WebhookDeliveryType; createdAt: Date; data: Record<string, unknown>; orderingKey: string },
): Promise<DeliveryRow> {
  const eventId = crypto.randomUUID();
  return queueDelivery(context, executor, target, { eventId, type: event.type, body: deliveryBody(eventId, event.type, event.createdAt, event.data), orderingKey: event.orderingKey });
}
