import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { businessIdParams } from "../businesses/business-entity.ts";

/** Sizes and limits of webhook endpoints, shared by server and web (docs/webhooks.md). */
export const WEBHOOK_LIMITS = {
  endpointsPerBusiness: 20,
  urlLength: 2048,
  description: 200,
  /** Days a delivery stays in the log. */
  logDays: 30,
  deliveriesPerPage: 50,
  /** Hours the old secret still signs after a roll. */
  rollOverlapHours: 24,
  /** Days of failed deliveries after which Paraph disables an endpoint. */
  failingDaysBeforeDisable: 3,
} as const;

/** What a business can subscribe to. `ping` is sent only by "send test" and needs no subscription. */
export const WEBHOOK_EVENT_TYPES = [
  "signature_request.created",
  "signature_request.sent",
  "signature_request.viewed",
  "signature_request.signed",
  "signature_request.declined",
  "signature_request.withdrawn",
  "signature_request.expired",
  "signature_request.completed",
  "document.deleted",
  "template.created",
  "template.updated",
  "template.deleted",
  "bulk_send.completed",
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
export type WebhookDeliveryType = WebhookEventType | "ping";

/**
 * An endpoint or callback URL as typed: absolute http(s), at most 2048 characters. Whether Paraph
 * may send to it (https in production, no credentials, no private addresses) the server decides.
 */
export const outboundUrlSchema = singleLineText()
  .max(WEBHOOK_LIMITS.urlLength, { message: `At most ${WEBHOOK_LIMITS.urlLength} characters` })
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), { message: "Must be an http or https URL" });

export const webhookDescriptionSchema = singleLineText().max(WEBHOOK_LIMITS.description, { message: `At most ${WEBHOOK_LIMITS.description} characters` });

export const webhookEventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, { message: "Choose at least one event" })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

export const webhookParams = businessIdParams.extend({ webhookId: z.uuid({ message: "Not a webhook id" }) });
export const webhookDeliveryParams = webhookParams.extend({ deliveryId: z.uuid({ message: "Not a delivery id" }) });

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Set when Paraph disabled the endpoint because its deliveries failed for three days. */
  disabledForFailures: z.boolean(),
  /** Until when the secret before the last roll still signs (a second v1 entry), or null. */
  previousSecretExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to creating an endpoint or rolling its secret: the only time the secret is shown. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["waiting", "pending", "succeeded", "failed"] as const;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The `id` of the body sent: the same for every attempt and every resend of one event. */
  eventId: z.uuid(),
  eventType: z.string(),
  /** waiting: behind an earlier event of the same request; pending: to be tried (again). */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed without an HTTP answer (timeout, refused address), or null. */
  lastError: z.string().nullable(),
  /** The first 4 KB of the receiver's last answer. */
  lastResponseBody: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
