import type { Insertable } from "kysely";
import type { WebhookDeliveryType } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { WebhookDeliveriesTable } from "../../platform/db/schema.ts";
import type { JobExecutor, NewJobRow } from "../../platform/jobs/job-queue.ts";
import { deliveryBody } from "./payload.ts";
import { hasOpenDeliveryInLine, insertDelivery, lockLine, type DeliveryRow } from "./repository.ts";

export const DELIVERY_JOB = "webhook-delivery";

export interface DeliveryTarget {
  businessId: string;
  /** An endpoint of the business, or else a request's callback URL. */
  webhookId?: string;
  callbackUrl?: string;
}

/** One event for one receiver, before its body id is drawn. */
export interface WebhookMessage {
  target: DeliveryTarget;
  type: WebhookDeliveryType;
  createdAt: Date;
  data: Record<string, unknown>;
  orderingKey: string;
}

type NewDeliveryRow = Insertable<WebhookDeliveriesTable> & { id: string };

/** A delivery's row: waiting behind an open one of its line, else due now. */
function deliveryRowOf(
  context: PlatformContext,
  target: DeliveryTarget,
  event: { eventId: string; type: string; body: string; orderingKey: string },
  isWaiting: boolean,
): NewDeliveryRow {
  const now = context.clock.now();
  return {
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
  };
}

/** A new event's body: a fresh body id, the body made now. */
function newEventOf(message: WebhookMessage): { eventId: string; type: string; body: string; orderingKey: string } {
  const eventId = crypto.randomUUID();
  return { eventId, type: message.type, body: deliveryBody(eventId, message.type, message.createdAt, message.data), orderingKey: message.orderingKey };
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
  const delivery = await insertDelivery(executor, deliveryRowOf(context, target, event, isWaiting));
  if (!isWaiting) await context.jobs.enqueue(executor, DELIVERY_JOB, { deliveryId: delivery.id });
  return delivery;
}

/** Queues a new event to one receiver: a fresh body id, the body made now, in the given line. */
export function queueNewEvent(context: PlatformContext, executor: JobExecutor, target: DeliveryTarget, message: Omit<WebhookMessage, "target">): Promise<DeliveryRow> {
  return queueDelivery(context, executor, target, newEventOf({ ...message, target }));
}

/**
 * The deliveries of events whose lines begin in the caller's transaction (the lines of requests
 * it makes: nobody else can queue in them before it commits, so no line is locked or read), in
 * the order given: as queueDelivery would queue them one by one — the first of a line due now
 * with its job, the ones after it waiting. Nothing is written.
 */
export function newLineDeliveries(context: PlatformContext, messages: readonly WebhookMessage[]): { deliveries: NewDeliveryRow[]; jobs: NewJobRow[] } {
  const opened = new Set<string>();
  const deliveries: NewDeliveryRow[] = [];
  const jobs: NewJobRow[] = [];
  for (const message of messages) {
    const isWaiting = opened.has(message.orderingKey);
    opened.add(message.orderingKey);
    const delivery = deliveryRowOf(context, message.target, newEventOf(message), isWaiting);
    deliveries.push(delivery);
    if (!isWaiting) jobs.push(context.jobs.jobRowOf(DELIVERY_JOB, { deliveryId: delivery.id }));
  }
  return { deliveries, jobs };
}
