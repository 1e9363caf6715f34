import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import {
  outboundUrlSchema,
  webhookDeliveryParams,
  webhookDeliverySchema,
  webhookDescriptionSchema,
  webhookEventsSchema,
  webhookParams,
  webhookSchema,
  webhookWithSecretSchema,
} from "./webhook-entity.ts";

export const listWebhooks = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/webhooks",
  summary: "The business's webhook endpoints and its callback signing secret (admins)",
  tag: "Webhooks",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: z.object({
    webhooks: z.array(webhookSchema),
    /** Signs the per-request callback URLs' deliveries (docs/webhooks.md, "Callback URLs"). */
    callbackSecret: z.string(),
  }),
});

export const createWebhook = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/webhooks",
  summary: "Register a webhook endpoint; the answer shows its signing secret once (admins)",
  tag: "Webhooks",
  auth: "user",
  successStatus: 201,
  params: businessIdParams,
  body: z.strictObject({
    url: outboundUrlSchema,
    description: webhookDescriptionSchema.default(""),
    events: webhookEventsSchema,
    enabled: z.boolean().default(true),
  }),
  response: webhookWithSecretSchema,
});

export const updateWebhook = defineEndpoint({
  method: "PUT",
  path: "/v1/businesses/:id/webhooks/:webhookId",
  summary: "Change a webhook endpoint's URL, description, events or whether it is enabled (admins)",
  tag: "Webhooks",
  auth: "user",
  successStatus: 200,
  params: webhookParams,
  body: z.strictObject({
    url: outboundUrlSchema.optional(),
    description: webhookDescriptionSchema.optional(),
    events: webhookEventsSchema.optional(),
    enabled: z.boolean().optional(),
  }),
  response: webhookSchema,
});

export const deleteWebhook = defineEndpoint({
  method: "DELETE",
  path: "/v1/businesses/:id/webhooks/:webhookId",
  summary: "Remove a webhook endpoint and its delivery log (admins)",
  tag: "Webhooks",
  auth: "user",
  successStatus: 204,
  params: webhookParams,
});

export const rollWebhookSecret = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/webhooks/:webhookId/roll-secret",
  summary: "Give an endpoint a new secret, shown once; the old one also signs for 24 hours (admins)",
  tag: "Webhooks",
  auth: "user",
  successStatus: 200,
  params: webhookParams,
  response: webhookWithSecretSchema,
});

export const listWebhookDeliveries = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/webhooks/:webhookId/deliveries",
  summary: "An endpoint's deliveries of the last 30 days, newest first, paged (admins)",
  tag: "Webhooks",
  auth: "user",
  successStatus: 200,
  params: webhookParams,
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  response: z.object({ deliveries: z.array(webhookDeliverySchema), page: z.number().int(), hasMore: z.boolean() }),
});

export const resendWebhookDelivery = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/webhooks/:webhookId/deliveries/:deliveryId/resend",
  summary: "Send a delivery's event again, with the same body id, as a new delivery (admins)",
  tag: "Webhooks",
  auth: "user",
  successStatus: 201,
  params: webhookDeliveryParams,
  response: webhookDeliverySchema,
});

export const testWebhook = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/webhooks/:webhookId/test",
  summary: "Send a `ping` event to an endpoint (admins)",
  tag: "Webhooks",
  auth: "user",
  successStatus: 201,
  params: webhookParams,
  response: webhookDeliverySchema,
});
