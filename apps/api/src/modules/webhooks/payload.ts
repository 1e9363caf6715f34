import type { WebhookDeliveryType } from "@paraph/contracts";

/** The body every delivery carries; `id` is the same for every attempt and resend of one event to one receiver. */
export function deliveryBody(eventId: string, type: WebhookDeliveryType, createdAt: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ id: eventId, type, createdAt: createdAt.toISOString(), data });
}
