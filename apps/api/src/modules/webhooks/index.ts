// The face of webhooks: A business's webhook endpoints and their deliveries. The rest of the API imports this file only.
export { defineWebhookJobs } from "./delivery.ts";
export { findRequestEventReceivers, queueBulkSendCompleted, queueDocumentDeleted, queueRequestEvent, queueTemplateEvent, requestEventMessages, type RequestEventReceivers, subscribedTo, webhookTypeOf } from "./emit.ts";
export { renderWebhookDisabledMail } from "./mail-templates.ts";
export { findEventBusinessId, insertDeliveries } from "./repository.ts";
export { registerWebhookRoutes } from "./routes.ts";
export { assertSendableUrl } from "./sendable-url.ts";
export { newLineDeliveries, queueNewEvent, type WebhookMessage } from "./queue-delivery.ts";
