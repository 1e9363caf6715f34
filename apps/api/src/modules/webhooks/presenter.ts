import type { Webhook, WebhookDelivery, WebhookEventType } from "@paraph/contracts";
import type { DeliveryRow, WebhookRow } from "./repository.ts";

/** An endpoint as admins see it: never its secrets (the create and roll answers add the new one). */
export function presentWebhook(row: WebhookRow, now: Date): Webhook {
  const isOverlapping = row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledForFailures: row.disabled_for_failures,
    previousSecretExpiresAt: isOverlapping ? (row.previous_secret_expires_at?.toISOString() ?? null) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    lastResponseBody: row.last_response_body,
    durationMs: row.last_duration_ms,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
}
